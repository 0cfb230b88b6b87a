package org.legendsforge.kit.cluster;

import java.util.ArrayList;
import java.util.List;

/** Seeds {@code first ..+count}: one task's share of a playtest. */
public record Range(long first, int count) {
  public Range {
    if (count < 1) {
      throw new IllegalArgumentException("a range holds at least one seed");
    }
  }

  /**
   * Seeds {@code first ..+count} cut into ranges of {@code size} (the last may be shorter), in seed
   * order.
   */
  public static List<Range> split(long first, int count, int size) {
    List<Range> out = new ArrayList<>();
    for (int done = 0; done < count; done += size) {
      out.add(new Range(first + done, Math.min(size, count - done)));
    }
    return out;
  }

  /**
   * The range size for {@code count} seeds over {@code members}: eight ranges a member or more, so
   * a member that leaves loses little and a faster one takes more, and at most {@code max}.
   */
  public static int size(int count, int members, int max) {
    int ranges = 8 * Math.max(1, members);
    return Math.max(1, Math.min(max, (count + ranges - 1) / ranges));
  }
}
