package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A build that is abandoned leaves no drawing running behind it. */
class WorkersTest {
  @Test
  void stoppingAPoolFromAnInterruptedBuildStillWaitsForTheDrawingUnderWay() throws Exception {
    ExecutorService pool = Workers.pool("test-draw", 1);
    CountDownLatch started = new CountDownLatch(1);
    AtomicBoolean written = new AtomicBoolean();
    pool.submit(
        () -> {
          started.countDown();
          long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
          while (System.nanoTime() < until) {
            Thread.onSpinWait(); // drawing a card: deaf to interruption
          }
          written.set(true); // the file it would write into the staging folder
        });
    started.await();

    Thread.currentThread().interrupt(); // the client went away
    Workers.stop(pool);

    assertThat(written).as("the drawing under way had ended").isTrue();
    assertThat(pool.isTerminated()).isTrue();
    assertThat(Thread.interrupted()).as("the interrupt is kept for the build to see").isTrue();
  }
}
