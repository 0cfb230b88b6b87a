package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
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

  @Test
  void eachRunsTheTaskOnEveryItem() throws Exception {
    Set<Integer> seen = ConcurrentHashMap.newKeySet();

    Workers.each("test-each", 2, List.of(1, 2, 3, 4, 5), seen::add, "test work");

    assertThat(seen).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
  }

  @Test
  void aFailedItemReachesTheCallerAsTheIoErrorItThrew() {
    assertThatThrownBy(
            () ->
                Workers.each(
                    "test-each",
                    2,
                    List.of("a.pdf", "b.pdf"),
                    name -> {
                      if (name.equals("b.pdf")) {
                        throw new IOException("cannot read b.pdf");
                      }
                    },
                    "test work"))
        .isInstanceOf(IOException.class)
        .hasMessage("cannot read b.pdf");
  }
}
