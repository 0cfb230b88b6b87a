package org.legendsforge.pipeline;

/**
 * The seeds forge accepts from a user: 0 to 2^53−1. Larger seeds would work in Java, but the
 * Tabletop Simulator script holds numbers as doubles, which are exact only up to 2^53; limiting the
 * range keeps every seed forge prints replayable there.
 */
public final class SeedRange {
  public static final long MAX = (1L << 53) - 1;

  private SeedRange() {}

  /** A seed out of the range, or words that are not a seed; the message says which. */
  public static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(String message) {
      super(message);
    }
  }

  /** {@code seed}, checked; {@code what} names where it was given, such as {@code --seed}. */
  public static long check(String what, long seed) throws Refused {
    if (seed < 0 || seed > MAX) {
      throw new Refused(what + " " + seed + " is out of range (seeds run from 0 to " + MAX + ")");
    }
    return seed;
  }

  /** The seed written as {@code text}, checked. */
  public static long parse(String what, String text) throws Refused {
    try {
      return check(what, Long.parseLong(text.strip()));
    } catch (NumberFormatException e) {
      throw new Refused(
          what + " \"" + text + "\" is not a seed (a whole number from 0 to " + MAX + ")");
    }
  }
}
