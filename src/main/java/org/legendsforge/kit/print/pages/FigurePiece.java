package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;
import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.kit.book.Run;

/** What a figure of the rules text becomes on a page: drawings, and words beside or under them. */
public sealed interface FigurePiece {
  /**
   * A drawing {@code width} × {@code height} mm, painted with its top-left corner at the origin;
   * {@code key} says what it shows (the same key, the same drawing).
   */
  record Drawing(double width, double height, String key, Consumer<Graphics2D> painter)
      implements FigurePiece {}

  /** A drawing at the left of the column with words beside it. */
  record Beside(Drawing drawing, List<Run> words) implements FigurePiece {
    public Beside {
      words = List.copyOf(words);
    }
  }

  /** Words that belong to a figure, set a little smaller than the text. */
  record Caption(List<Run> words) implements FigurePiece {
    public Caption {
      words = List.copyOf(words);
    }
  }
}
