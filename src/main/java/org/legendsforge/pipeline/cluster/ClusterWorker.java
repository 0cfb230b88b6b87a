package org.legendsforge.pipeline.cluster;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.legendsforge.kit.cluster.ClusterSecret;
import org.legendsforge.kit.cluster.RangeHandler;
import org.legendsforge.kit.cluster.WorkerMember;

/**
 * {@code forge worker}'s member: plays the playtests it is sent ({@link PlaytestWork}) and nothing
 * else, writing only below its scratch folder.
 */
public final class ClusterWorker implements AutoCloseable {
  private final WorkerMember member;

  private ClusterWorker(WorkerMember member) {
    this.member = member;
  }

  /** What a worker is: where it listens, whom it joins, its threads and scratch folder. */
  public record Settings(
      String bind, int port, List<String> join, int threads, java.nio.file.Path scratch) {}

  /**
   * Starts the member; {@code log} hears what it plays and refuses. Throws {@link
   * IllegalArgumentException} for a secret too short.
   */
  public static ClusterWorker start(
      Settings s, String secret, String version, Consumer<String> log) {
    return new ClusterWorker(
        WorkerMember.start(
            new WorkerMember.Settings(s.bind(), s.port(), s.join()),
            ClusterSecret.of(secret),
            version,
            handlers(new ShippedCards(s.scratch()), s.threads()),
            log));
  }

  /** The work a worker does, by kind: playtests and variant comparisons, on shared card data. */
  private static Map<String, RangeHandler> handlers(ShippedCards cards, int threads) {
    return Map.of(
        PlaytestWork.KIND,
        new PlaytestWork(cards, threads),
        VariantWork.KIND,
        new VariantWork(cards, threads));
  }

  public String address() {
    return member.address();
  }

  public int members() {
    return member.members();
  }

  @Override
  public void close() {
    member.close();
  }
}
