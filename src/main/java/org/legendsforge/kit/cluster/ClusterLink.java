package org.legendsforge.kit.cluster;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.map.IMap;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A playtest's link to the cluster: a Hazelcast client (it opens no port of its own) that ships
 * blobs once and spreads ranges of seeds over every member of its version, two ranges in flight a
 * member. A range whose member leaves, or refuses it, goes to another member; results come back in
 * range order whoever played them, so what is made of them cannot depend on the members.
 */
public final class ClusterLink implements AutoCloseable {
  /** A range is given up after this many members failed it (a bug, not a lost member). */
  static final int MAX_REFUSALS = 3;

  /** How long a run waits for a member when none can take work. */
  static final long WAIT_FOR_MEMBER_MS = 30_000;

  /** The cluster could not be reached, or could not finish the work; the message says why. */
  public static final class Failed extends Exception {
    private static final long serialVersionUID = 1L;

    public Failed(String why) {
      super(why);
    }
  }

  /**
   * Hears each range as it goes (sent to a member, its games played so far as the member tells
   * them, played, or given back to be sent again), and notes worth showing (a member skipped,
   * lost).
   */
  public interface Progress {
    void sent(String member, Range range);

    void playing(String member, Range range, int games);

    void played(String member, Range range);

    void returned(String member, Range range);

    void note(String line);
  }

  /** How often a run asks the members how far their ranges are. */
  static final long ASK_EVERY_MS = 250;

  private final HazelcastInstance client;
  private final ClusterSecret secret;
  private final String version;

  private ClusterLink(HazelcastInstance client, ClusterSecret secret, String version) {
    this.client = client;
    this.secret = secret;
    this.version = version;
  }

  /** Connects to the cluster of {@code secret} through any of {@code addresses} (host:port). */
  public static ClusterLink connect(List<String> addresses, ClusterSecret secret, String version)
      throws Failed {
    try {
      return new ClusterLink(
          HazelcastClient.newHazelcastClient(HazelcastSettings.client(secret, addresses)),
          secret,
          version);
    } catch (IllegalStateException e) {
      throw new Failed(
          "no forge worker with this secret answered at "
              + String.join(", ", addresses)
              + " (is `forge worker` running there, with the same secret?)");
    }
  }

  /** Ships {@code blob} to the cluster under {@code key}, signed, once for every member. */
  public void share(String key, byte[] blob) {
    client
        .<String, byte[]>getMap(HazelcastSettings.SHARED)
        .set(key, Signed.wrap(secret, blob, ClusterSecret.bytes(key)));
  }

  /**
   * The results of {@code kind} work on each of {@code ranges}, in their order, each range played
   * once by some member.
   */
  public List<byte[]> spread(String kind, byte[] params, List<Range> ranges, Progress progress)
      throws Failed, InterruptedException {
    return new Run(kind, params, ranges, progress).play();
  }

  /** The members that take work now (same version, not lost or refusing). */
  public int members() {
    return (int)
        client.getCluster().getMembers().stream()
            .filter(m -> version.equals(m.getAttribute(HazelcastSettings.VERSION)))
            .count();
  }

  @Override
  public void close() {
    client.shutdown();
  }

  static String shown(Member m) {
    return m.getAddress().getHost() + ":" + m.getAddress().getPort();
  }

  /** One spread: what is left to play, what is in flight where, what came back. */
  private final class Run {
    private record Done(int index, Member member, byte[] result, Throwable failure) {}

    private final String kind;
    private final byte[] params;
    private final List<Range> ranges;
    private final Progress progress;
    private final IExecutorService executor = client.getExecutorService(HazelcastSettings.EXECUTOR);
    private final byte[][] results;
    private final Deque<Integer> todo = new ArrayDeque<>();
    private final Map<UUID, Integer> inFlight = new HashMap<>();
    private final Set<UUID> excluded = new HashSet<>();
    private final Map<Integer, Integer> refusals = new HashMap<>();
    private final Map<String, String> whyNot = new LinkedHashMap<>();
    private final BlockingQueue<Done> done = new LinkedBlockingQueue<>();
    private final Map<Integer, Member> flying = new HashMap<>();
    private final IMap<String, Integer> told = client.getMap(HazelcastSettings.PROGRESS);
    private final String run = UUID.randomUUID().toString();
    private long asked = System.currentTimeMillis();

    Run(String kind, byte[] params, List<Range> ranges, Progress progress) {
      this.kind = kind;
      this.params = params;
      this.ranges = ranges;
      this.progress = progress;
      this.results = new byte[ranges.size()][];
      for (int i = 0; i < ranges.size(); i++) {
        todo.add(i);
      }
    }

    List<byte[]> play() throws Failed, InterruptedException {
      int finished = 0;
      long idleSince = System.currentTimeMillis();
      while (finished < ranges.size()) {
        int sent = send();
        if (sent == 0 && inFlight.isEmpty()) {
          if (System.currentTimeMillis() - idleSince > WAIT_FOR_MEMBER_MS) {
            throw new Failed(
                "no member of the cluster can take work"
                    + (whyNot.isEmpty() ? "" : ": " + String.join("; ", whyNot.values())));
          }
        } else {
          idleSince = System.currentTimeMillis();
        }
        Done d = done.poll(200, TimeUnit.MILLISECONDS);
        if (d != null && settle(d)) {
          finished++;
        }
        ask();
      }
      return List.of(results);
    }

    /** Where each member tells its range's games played so far ({@link WorkerMember}). */
    private String progressKey(int i) {
      return run + "/" + i;
    }

    /** Hears from the members how far the ranges in flight are, a few times a second. */
    private void ask() {
      long now = System.currentTimeMillis();
      if (flying.isEmpty() || now - asked < ASK_EVERY_MS) {
        return;
      }
      asked = now;
      Set<String> keys = new HashSet<>();
      flying.keySet().forEach(i -> keys.add(progressKey(i)));
      Map<String, Integer> games;
      try {
        games = told.getAll(keys);
      } catch (RuntimeException e) {
        // the counts only move the bar; a member leaving mid-ask costs one look, not the run
        return;
      }
      flying.forEach(
          (i, m) -> {
            Integer n = games.get(progressKey(i));
            if (n != null) {
              progress.playing(shown(m), ranges.get(i), n);
            }
          });
    }

    /** Sends ranges to members with room; how many were sent. */
    private int send() {
      int sent = 0;
      for (Member m : client.getCluster().getMembers()) {
        if (excluded.contains(m.getUuid()) || !sameVersion(m)) {
          continue;
        }
        while (!todo.isEmpty() && inFlight.getOrDefault(m.getUuid(), 0) < 2) {
          int i = todo.poll();
          inFlight.merge(m.getUuid(), 1, Integer::sum);
          flying.put(i, m);
          progress.sent(shown(m), ranges.get(i));
          executor.submitToMember(
              new RangeTask(kind, version, params, ranges.get(i), progressKey(i), secret),
              m,
              callback(i, m));
          sent++;
        }
      }
      return sent;
    }

    private boolean sameVersion(Member m) {
      String theirs = m.getAttribute(HazelcastSettings.VERSION);
      if (version.equals(theirs)) {
        return true;
      }
      whyNot.computeIfAbsent(
          shown(m),
          k -> {
            String why =
                k
                    + " runs forge "
                    + theirs
                    + ", this playtest forge "
                    + version
                    + ": it gets no work";
            progress.note(why);
            return why;
          });
      return false;
    }

    private ExecutionCallback<byte[]> callback(int i, Member m) {
      return new ExecutionCallback<>() {
        @Override
        public void onResponse(byte[] r) {
          done.add(new Done(i, m, r, null));
        }

        @Override
        public void onFailure(Throwable t) {
          done.add(new Done(i, m, null, t));
        }
      };
    }

    /** Takes in one answer; whether its range is now played. */
    private boolean settle(Done d) throws Failed {
      inFlight.merge(d.member().getUuid(), -1, Integer::sum);
      flying.remove(d.index());
      told.removeAsync(progressKey(d.index()));
      Range r = ranges.get(d.index());
      if (d.failure() == null) {
        byte[] blob = Signed.unwrap(secret, d.result(), taskSigned(d.index()));
        if (blob != null) {
          results[d.index()] = blob;
          progress.played(shown(d.member()), r);
          return true;
        }
        exclude(d.member(), shown(d.member()) + " sent a result not signed with the secret");
      } else if (lost(d.failure())) {
        exclude(d.member(), shown(d.member()) + " left; its unfinished seeds are played elsewhere");
      } else {
        exclude(d.member(), shown(d.member()) + " " + message(d.failure()));
        if (refusals.merge(d.index(), 1, Integer::sum) >= MAX_REFUSALS) {
          throw new Failed(
              "seeds "
                  + r.first()
                  + "-"
                  + (r.first() + r.count() - 1)
                  + " failed on "
                  + MAX_REFUSALS
                  + " members: "
                  + String.join("; ", whyNot.values()));
        }
      }
      progress.returned(shown(d.member()), r);
      todo.addFirst(d.index());
      return false;
    }

    private byte[][] taskSigned(int i) {
      return new RangeTask(kind, version, params, ranges.get(i), progressKey(i), secret).signed();
    }

    private void exclude(Member m, String why) {
      if (excluded.add(m.getUuid())) {
        whyNot.put(shown(m), why);
        progress.note(why);
      }
    }
  }

  private static boolean lost(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof MemberLeftException
          || c instanceof TargetDisconnectedException
          || c instanceof TargetNotMemberException
          || c instanceof HazelcastInstanceNotActiveException
          || c instanceof IOException) {
        return true;
      }
    }
    return false;
  }

  private static String message(Throwable t) {
    Throwable root = t;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    String m = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    return m.startsWith("refused: ") ? "refused work: " + m.substring(9) : "failed: " + m;
  }
}
