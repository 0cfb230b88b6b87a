package org.legendsforge.kit.tts;

import java.util.List;

/**
 * A snap point on the table, in world coordinates. With tags it pulls only objects that share one
 * of them (a terrain slot pulls terrain cards, not tokens or coins dropped near it).
 */
public record SnapPoint(Vec3 position, Vec3 rotation, List<String> tags) {
  public SnapPoint {
    tags = List.copyOf(tags);
  }
}
