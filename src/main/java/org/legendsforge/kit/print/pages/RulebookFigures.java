package org.legendsforge.kit.print.pages;

import java.util.List;
import org.legendsforge.games.graveyard.rulebook.Figure;

/** Turns the figures of the rules text into drawings and words for a column {@code width} wide. */
public interface RulebookFigures {
  List<FigurePiece> pieces(Figure figure, double width);
}
