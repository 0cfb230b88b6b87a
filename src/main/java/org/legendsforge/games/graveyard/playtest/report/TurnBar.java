package org.legendsforge.games.graveyard.playtest.report;

import org.legendsforge.kit.report.Svg;

/**
 * One bar of a histogram over turns, as the game-length chart and the quality page draw it: its
 * range of turns and its count of games in data attributes and in the tooltip, so both charts are
 * read (and tested) the same way.
 */
public final class TurnBar {
  private TurnBar() {}

  /**
   * A bar from {@code x0} to {@code x1}, {@code top} to {@code bottom}, for turns {@code range}.
   */
  public static void draw(
      Svg s, double x0, double x1, double top, double bottom, String range, long games) {
    s.raw(
        "<rect class=\"bar\" x=\""
            + Svg.n(x0)
            + "\" y=\""
            + Svg.n(top)
            + "\" width=\""
            + Svg.n(x1 - x0)
            + "\" height=\""
            + Svg.n(bottom - top)
            + "\" fill=\"#90A4AE\" stroke=\"#455A64\" data-turns=\""
            + range
            + "\" data-games=\""
            + games
            + "\"><title>"
            + range
            + " turns: "
            + games
            + " games</title></rect>\n");
  }
}
