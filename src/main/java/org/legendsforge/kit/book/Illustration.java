package org.legendsforge.kit.book;

import java.util.List;

/**
 * A picture of the game's in its rules text. The kit places it (print asks the game to draw it)
 * and, where an output shows no pictures, writes it in words: what the printed book shows there,
 * and the points the picture makes, each with a bold lead.
 */
public interface Illustration {
  /** The picture in words, for outputs without pictures. */
  InWords inWords();

  /**
   * {@code shows}: what the printed picture shows, said where the picture would be (empty when the
   * points say it all); {@code points}: the picture's points, one a line.
   */
  record InWords(String shows, List<Point> points) {
    public InWords {
      points = List.copyOf(points);
    }
  }

  /** One point of a picture: a lead set in bold (may be empty) and its words. */
  record Point(String lead, String text) {}
}
