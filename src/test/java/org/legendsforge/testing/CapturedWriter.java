package org.legendsforge.testing;

import java.io.Writer;

/**
 * Text captured as it is written, readable while the writer is still in use: a test sees what a
 * long-running command (forge watch) has printed so far.
 */
public final class CapturedWriter extends Writer {
  private final StringBuffer text = new StringBuffer();

  @Override
  public void write(char[] c, int off, int len) {
    text.append(c, off, len);
  }

  @Override
  public void flush() {}

  @Override
  public void close() {}

  @Override
  public String toString() {
    return text.toString();
  }
}
