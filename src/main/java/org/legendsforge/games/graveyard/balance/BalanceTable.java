package org.legendsforge.games.graveyard.balance;

import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Element;

/** The balance report as a plain-text table, deck by deck. */
public final class BalanceTable {
  public String text(BalanceReport r) {
    StringBuilder out = new StringBuilder();
    String deck = null;
    for (CardValue v : r.cards()) {
      if (!v.deck().equals(deck)) {
        deck = v.deck();
        out.append(
            String.format(
                Locale.ROOT,
                "%n%s%n  %-30s %4s %6s %6s  %s%n",
                deck,
                "card",
                "cost",
                "value",
                "aim",
                "made of"));
      }
      out.append(
          String.format(
              Locale.ROOT,
              "%s %-30s %4s %6s %6s  %s%n",
              v.flag().isPresent() ? "!" : " ",
              v.name(),
              v.cost() > 0 || v.aim().isPresent() ? String.valueOf(v.cost()) : "",
              BalanceReport.fmt(v.value()),
              v.aim().map(BalanceReport::fmt).orElse(""),
              parts(v)));
      v.flag().ifPresent(f -> out.append("    ^ ").append(f).append('\n'));
    }
    out.append("\nspell value per mana:");
    for (Map.Entry<Element, Double> e : r.valuePerMana().entrySet()) {
      out.append(' ')
          .append(e.getKey().displayName())
          .append(' ')
          .append(BalanceReport.fmt(e.getValue()));
    }
    out.append(
        String.format(
            Locale.ROOT,
            "%nweapons: starting average %s, item average %s, ratio %sx%n",
            BalanceReport.fmt(r.startingAverage()),
            BalanceReport.fmt(r.itemAverage()),
            BalanceReport.fmt(r.itemToStarting())));
    r.findings().forEach(f -> out.append("! ").append(f).append('\n'));
    out.append(r.flagged().size())
        .append(r.flagged().size() == 1 ? " card flagged" : " cards flagged")
        .append('\n');
    return out.toString();
  }

  private static String parts(CardValue v) {
    StringBuilder s = new StringBuilder();
    for (CardValue.Part p : v.parts()) {
      if (s.length() > 0) {
        s.append(" + ");
      }
      s.append(p.label());
      if (p.value() != 0) {
        s.append(" (").append(BalanceReport.fmt(p.value())).append(')');
      }
    }
    return s.toString();
  }
}
