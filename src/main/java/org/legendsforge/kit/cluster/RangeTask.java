package org.legendsforge.kit.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * One range of seeds sent to a member: data only (the kind of work, the version of forge that sent
 * it, its parameters, the seeds) and the secret's signature of them. The member runs its own
 * handler of that kind ({@link WorkerMember}); nothing here is code the sender chose. It is the one
 * class the members' deserialization filter lets through.
 */
public final class RangeTask implements Callable<byte[]>, Serializable, HazelcastInstanceAware {
  private static final long serialVersionUID = 1L;

  final String kind;
  final String version;
  final byte[] params;
  final long first;
  final int count;

  /** Where the member tells how many of the range's games it has played ({@link WorkerMember}). */
  final String progressKey;

  final byte[] signature;

  private transient HazelcastInstance member;

  RangeTask(
      String kind,
      String version,
      byte[] params,
      Range range,
      String progressKey,
      ClusterSecret secret) {
    this.kind = kind;
    this.version = version;
    this.params = params.clone();
    this.first = range.first();
    this.count = range.count();
    this.progressKey = progressKey;
    this.signature = secret.sign(signed());
  }

  /** What the signature covers: every field. */
  byte[][] signed() {
    return new byte[][] {
      ClusterSecret.bytes(kind),
      ClusterSecret.bytes(version),
      params,
      ClusterSecret.bytes(first),
      ClusterSecret.bytes(count),
      ClusterSecret.bytes(progressKey)
    };
  }

  Range range() {
    return new Range(first, count);
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance member) {
    this.member = member;
  }

  @Override
  public byte[] call() {
    Object worker = member.getUserContext().get(WorkerMember.CONTEXT_KEY);
    if (!(worker instanceof WorkerMember w)) {
      throw new IllegalStateException("refused: this member is not a forge worker");
    }
    return w.run(this);
  }
}
