package org.legendsforge.kit.print.pages;

import java.util.List;
import org.legendsforge.kit.book.Illustration;

/**
 * Turns the game's pictures in its rules text into drawings and words for a column {@code width}
 * wide: the game draws them, the rulebook's flow places them.
 */
public interface RulebookFigures {
  List<FigurePiece> pieces(Illustration figure, double width);
}
