package org.legendsforge.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.legendsforge.output.Progress;

/**
 * Progress of a build: a live bar when standard error is a terminal, one plain line per finished
 * step otherwise, so CI logs and pipes stay readable (the bar library writes carriage returns even
 * when nobody sees them, so it is not used there).
 */
final class TerminalProgress implements Progress {
  private final PrintWriter lines;
  private final boolean live;
  private ProgressBar bar;
  private String task = "";
  private long started;

  private TerminalProgress(PrintWriter lines, boolean live) {
    this.lines = lines;
    this.live = live;
  }

  /** A live bar only on an interactive terminal and only when nobody redirected the streams. */
  static Progress forCommandLine(PrintWriter err, boolean streamsAreTheProcess) {
    return new TerminalProgress(err, streamsAreTheProcess && System.console() != null);
  }

  @Override
  public synchronized void start(String task, int total) {
    this.task = task;
    this.started = System.nanoTime();
    if (live) {
      bar = new ProgressBarBuilder()
          .setTaskName(task)
          .setInitialMax(total)
          .setStyle(ProgressBarStyle.ASCII)
          .setConsumer(new ConsoleProgressBarConsumer(new PrintStream(System.err, true)))
          .build();
    }
  }

  @Override
  public synchronized void step() {
    if (bar != null) {
      bar.step();
    }
  }

  @Override
  public synchronized void finish(String summary) {
    if (bar != null) {
      bar.close();
      bar = null;
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    lines.println(String.format(Locale.ROOT, "forge: %s: %s (%.1f s)", task, summary, seconds));
    lines.flush();
  }
}
