package org.legendsforge.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Locale;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.legendsforge.kit.diag.Progress;

/**
 * Progress of a build: a live bar when standard error is a terminal, one plain line per finished
 * step otherwise, so CI logs and pipes stay readable (the bar library writes carriage returns even
 * when nobody sees them, so it is not used there).
 */
final class TerminalProgress implements Progress {
  private final PrintWriter lines;
  private final boolean live;

  /** The step shown by the live bar; steps that start while it runs report only their line. */
  private Step barOwner;

  private ProgressBar bar;

  private TerminalProgress(PrintWriter lines, boolean live) {
    this.lines = lines;
    this.live = live;
  }

  /** A live bar only on an interactive terminal and only when nobody redirected the streams. */
  static Progress forCommandLine(PrintWriter err, boolean streamsAreTheProcess) {
    return new TerminalProgress(err, streamsAreTheProcess && System.console() != null);
  }

  @Override
  public synchronized Task start(String task, int total) {
    Step step = new Step(task, System.nanoTime());
    if (live && bar == null) {
      barOwner = step;
      bar =
          new ProgressBarBuilder()
              .setTaskName(task)
              .setInitialMax(total)
              .setStyle(ProgressBarStyle.ASCII)
              .setConsumer(new ConsoleProgressBarConsumer(new PrintStream(System.err, true)))
              .build();
    }
    return step;
  }

  private final class Step implements Task {
    private final String task;
    private final long started;

    Step(String task, long started) {
      this.task = task;
      this.started = started;
    }

    @Override
    public void step() {
      // each card, page or sheet done is where a cancelled build (its client gone) stops
      org.legendsforge.kit.diag.Cancellation.check();
      synchronized (TerminalProgress.this) {
        if (barOwner == this) {
          bar.step();
        }
      }
    }

    @Override
    public void detail(String line) {
      synchronized (TerminalProgress.this) {
        if (barOwner == this) {
          bar.setExtraMessage(line);
        }
      }
    }

    @Override
    public void finish(String summary) {
      synchronized (TerminalProgress.this) {
        if (barOwner == this) {
          bar.close();
          bar = null;
          barOwner = null;
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        lines.println(String.format(Locale.ROOT, "forge: %s: %s (%.1f s)", task, summary, seconds));
        lines.flush();
      }
    }
  }
}
