package org.legendsforge.kit.render;

import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.PrintedCard;

/**
 * What the fit check found on each card the last time it measured it, so a build measures only the
 * cards whose inputs changed (measuring every card's text was a tenth of a one-card rebuild). The
 * build keeps it beside its render cache; {@link #none()} measures everything.
 */
public interface FitMemo {
  /** One finding of the fit check on a card, pointing at the card field it is about. */
  record Finding(boolean error, String check, String field, String message, String hint) {}

  /**
   * The findings of the last measurement of {@code card} with the same inputs, if there was one.
   */
  Optional<List<Finding>> recall(PrintedCard card);

  void remember(PrintedCard card, List<Finding> findings);

  static FitMemo none() {
    return new FitMemo() {
      @Override
      public Optional<List<Finding>> recall(PrintedCard card) {
        return Optional.empty();
      }

      @Override
      public void remember(PrintedCard card, List<Finding> findings) {}
    };
  }
}
