package org.legendsforge.kit.cluster;

import java.util.function.IntConsumer;

/**
 * What a member does with a range of seeds of one kind of work: the member's own code, chosen by
 * the task's kind; the task carries only data.
 */
@FunctionalInterface
public interface RangeHandler {
  /**
   * The result of seeds {@code first ..+count} of the work {@code params} describes; {@code shared}
   * gives the blobs the playtest shipped once (its card data); {@code played} hears the games of
   * the range finished so far, for the playtest's progress. Throws {@link Refused} for work the
   * member will not do, saying why.
   */
  byte[] play(byte[] params, long first, int count, Shared shared, IntConsumer played)
      throws Refused;

  /** The blobs a playtest shipped to the cluster once, each checked against the secret. */
  interface Shared {
    /** The blob {@code key}, or a refusal when it is missing or not signed with the secret. */
    byte[] get(String key) throws Refused;
  }

  /** Work a member will not do, and why (shown on the member and to the playtest). */
  final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    public Refused(String why) {
      super(why);
    }
  }
}
