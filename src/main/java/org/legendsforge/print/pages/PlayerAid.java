package org.legendsforge.print.pages;

import java.util.List;

/** The text of the one-page player aid, from {@code templates/print/player-aid.yaml}. */
public record PlayerAid(String title, List<Section> sections) {
  public PlayerAid {
    sections = List.copyOf(sections);
  }

  /** A heading and its short points. */
  public record Section(String heading, List<String> points) {
    public Section {
      points = List.copyOf(points);
    }
  }
}
