package org.legendsforge.kit.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.config.Config;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * A machine's member of the cluster ({@code forge worker}): an embedded Hazelcast member that plays
 * the ranges of seeds it is sent, with its own handlers, after checking that each task is signed
 * with the designer's secret and comes from the same version of forge. It keeps no state but the
 * blobs it was shipped.
 */
public final class WorkerMember implements AutoCloseable {
  static final String CONTEXT_KEY = "forge.worker";

  /** How often a member tells a range's games played: often enough for a live bar. */
  static final long REPORT_EVERY_NS = 250_000_000L;

  /** Where and with whom: the address to bind (an IP), the port, members to join. */
  public record Settings(String bind, int port, List<String> join) {
    public Settings {
      join = List.copyOf(join);
    }
  }

  private final ClusterSecret secret;
  private final String version;
  private final Map<String, RangeHandler> handlers;
  private final Consumer<String> log;
  private final Map<String, byte[]> shipped = new ConcurrentHashMap<>();
  private HazelcastInstance member;

  private WorkerMember(
      ClusterSecret secret,
      String version,
      Map<String, RangeHandler> handlers,
      Consumer<String> log) {
    this.secret = secret;
    this.version = version;
    this.handlers = Map.copyOf(handlers);
    this.log = log;
  }

  /** Starts a member; {@code log} hears each range played or refused and who joins or leaves. */
  public static WorkerMember start(
      Settings settings,
      ClusterSecret secret,
      String version,
      Map<String, RangeHandler> handlers,
      Consumer<String> log) {
    WorkerMember w = new WorkerMember(secret, version, handlers, log);
    Config c =
        HazelcastSettings.member(
            secret, version, settings.bind(), settings.port(), settings.join());
    c.getUserContext().put(CONTEXT_KEY, w);
    c.addListenerConfig(new com.hazelcast.config.ListenerConfig(w.membership()));
    w.member = Hazelcast.newHazelcastInstance(c);
    return w;
  }

  /** The address other members and playtests reach this one at. */
  public String address() {
    var a = member.getCluster().getLocalMember().getAddress();
    return a.getHost() + ":" + a.getPort();
  }

  /** The members of the cluster as this one sees them. */
  public int members() {
    return member.getCluster().getMembers().size();
  }

  byte[] run(RangeTask task) {
    Range r = task.range();
    String seeds = "seeds " + r.first() + "-" + (r.first() + r.count() - 1);
    try {
      if (!secret.signed(task.signature, task.signed())) {
        throw new RangeHandler.Refused("the task is not signed with this worker's secret");
      }
      if (!task.version.equals(version)) {
        throw new RangeHandler.Refused(
            "this worker runs forge "
                + version
                + " and the playtest forge "
                + task.version
                + ": start the worker from the same version, or the games could differ");
      }
      RangeHandler h = handlers.get(task.kind);
      if (h == null) {
        throw new RangeHandler.Refused("this worker plays no " + task.kind);
      }
      long started = System.nanoTime();
      byte[] result = h.play(task.params, r.first(), r.count(), this::shared, reporter(task));
      log.accept(
          String.format(
              java.util.Locale.ROOT,
              "played %s (%d games) in %.1f s",
              seeds,
              r.count(),
              (System.nanoTime() - started) / 1e9));
      return Signed.wrap(secret, result, task.signed());
    } catch (RangeHandler.Refused e) {
      log.accept("refused " + seeds + ": " + e.getMessage());
      throw new IllegalStateException("refused: " + e.getMessage());
    }
  }

  /**
   * Tells the playtest how many games of {@code task}'s range are played, at most a few times a
   * second (each telling is a write to the cluster); kept an hour at most, should the playtest stop
   * before it takes the count back.
   */
  private IntConsumer reporter(RangeTask task) {
    IMap<String, Integer> progress = member.getMap(HazelcastSettings.PROGRESS);
    long[] last = {System.nanoTime()};
    return played -> {
      long now = System.nanoTime();
      if (now - last[0] >= REPORT_EVERY_NS) {
        last[0] = now;
        progress.setAsync(task.progressKey, played, 1, TimeUnit.HOURS);
      }
    };
  }

  private byte[] shared(String key) throws RangeHandler.Refused {
    byte[] known = shipped.get(key);
    if (known != null) {
      return known;
    }
    byte[] signed = member.<String, byte[]>getMap(HazelcastSettings.SHARED).get(key);
    if (signed == null) {
      throw new RangeHandler.Refused("the playtest shipped no " + key);
    }
    byte[] blob = Signed.unwrap(secret, signed, ClusterSecret.bytes(key));
    if (blob == null) {
      throw new RangeHandler.Refused(key + " is not signed with this worker's secret");
    }
    shipped.put(key, blob);
    return blob;
  }

  private MembershipListener membership() {
    return new MembershipListener() {
      @Override
      public void memberAdded(MembershipEvent e) {
        log.accept("member joined: " + shown(e.getMember()));
      }

      @Override
      public void memberRemoved(MembershipEvent e) {
        log.accept("member left: " + shown(e.getMember()));
      }
    };
  }

  private static String shown(Member m) {
    return m.getAddress().getHost()
        + ":"
        + m.getAddress().getPort()
        + " (forge "
        + m.getAttribute(HazelcastSettings.VERSION)
        + ")";
  }

  @Override
  public void close() {
    member.shutdown();
  }
}
