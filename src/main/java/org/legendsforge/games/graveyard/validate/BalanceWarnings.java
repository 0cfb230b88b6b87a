package org.legendsforge.games.graveyard.validate;

import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code balance} (warning): the cards the balance model flags, and its findings about the whole
 * set. Advice (nothing stops), reported by {@code forge validate} and {@code forge build} alike,
 * shown in the gallery under each card, and in full on the balance page.
 */
public final class BalanceWarnings {
  private static final String HINT =
      "see reports/balance.html in the output folder; change the card, or price what only its text"
          + " says under adjustments: in card-data/balance.yaml";

  private BalanceWarnings() {}

  public static void report(
      Catalog catalog, BalanceModel model, SourceMap where, Diagnostics sink) {
    BalanceReport report = BalanceReport.of(catalog, model);
    for (CardValue v : report.cards()) {
      v.flag()
          .ifPresent(
              flag ->
                  sink.warning(
                      "balance",
                      where.locate(v.id(), ""),
                      "card " + v.id() + " (" + v.deck() + "): " + flag,
                      HINT));
    }
    for (String finding : report.findings()) {
      sink.warning("balance", where.file("balance.yaml"), finding, HINT);
    }
  }
}
