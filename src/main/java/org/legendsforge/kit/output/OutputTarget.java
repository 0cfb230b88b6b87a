package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.file.Path;

/**
 * One kind of output (card images, print PDFs, the TTS save, reports). A target writes only below
 * {@code outDir}, which is a fresh staging folder: the pipeline moves it into place once every
 * target has succeeded, so a failed build never leaves half-written output.
 */
public interface OutputTarget {
  /** A short name for progress lines and errors ({@code cards}, {@code print}, {@code tts}). */
  String name();

  void write(BuildContext context, Path outDir) throws IOException;
}
