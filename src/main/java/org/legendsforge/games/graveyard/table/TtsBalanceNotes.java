package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.CardValue;

/**
 * The balance model's report as notebook BBCode: each priced card's cost, value and aim, flagged
 * cards in orange with the reason, then the report's findings.
 */
public final class TtsBalanceNotes {
  public String text(BalanceReport report) {
    List<String> lines = new ArrayList<>();
    String deck = null;
    for (CardValue v : report.cards()) {
      if (!v.deck().equals(deck)) {
        deck = v.deck();
        lines.add("");
        lines.add("[b]" + deck + "[/b]  (cost · value · aim)");
      }
      String line =
          v.name()
              + ": "
              + v.cost()
              + " · "
              + BalanceReport.fmt(v.value())
              + v.aim().map(a -> " · " + BalanceReport.fmt(a)).orElse("");
      lines.add(v.flag().map(f -> "[E69F00]" + line + " — " + f + "[-]").orElse(line));
    }
    lines.add("");
    lines.add(
        "Item weapons average "
            + BalanceReport.fmt(report.itemAverage())
            + " against "
            + BalanceReport.fmt(report.startingAverage())
            + " for starting weapons (ratio "
            + BalanceReport.fmt(report.itemToStarting())
            + ").");
    if (!report.findings().isEmpty()) {
      lines.add("");
      lines.add("[b]Findings[/b]");
      report.findings().forEach(f -> lines.add("• " + f));
    }
    return String.join("\n", lines).strip();
  }
}
