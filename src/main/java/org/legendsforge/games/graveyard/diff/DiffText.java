package org.legendsforge.games.graveyard.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceReport;

/**
 * A difference as text for people: deck by deck, then decks, game, balance, reprint and a count.
 */
public final class DiffText {
  /**
   * @param files the reprint PDFs written, when they were asked for
   */
  public String format(
      DataDiff d, ReprintList r, Optional<List<String>> files, String oldLabel, String newLabel) {
    StringBuilder out = new StringBuilder();
    out.append("old: ").append(oldLabel).append('\n').append("new: ").append(newLabel).append('\n');
    for (DeckDiff deck : d.decks()) {
      out.append('\n').append(deck.name()).append(deck.derived() ? " (derived)" : "").append('\n');
      deck.cards().forEach(c -> card(out, c));
    }
    if (!d.deckChanges().isEmpty()) {
      out.append("\ndecks\n");
      d.deckChanges().forEach(c -> card(out, c));
    }
    if (!d.game().isEmpty()) {
      out.append("\ngame\n");
      d.game().forEach(f -> field(out, f, "  "));
    }
    d.balance()
        .filter(b -> !b.cards().isEmpty() || !b.decks().isEmpty())
        .ifPresent(b -> balance(out, b));
    if (!r.isEmpty()) {
      reprint(out, r);
    }
    out.append('\n');
    if (d.isEmpty() && r.isEmpty()) {
      out.append("no differences\n");
    } else {
      DataDiff.Counts n = d.counts();
      out.append(plural(n.changed(), "card"))
          .append(" changed, ")
          .append(n.added())
          .append(" added, ")
          .append(n.removed())
          .append(" removed; ");
      out.append(
          r.toPrint().isEmpty()
              ? "nothing to reprint"
              : plural(r.toPrint().size(), "printed card") + " to reprint");
      out.append(
          r.toRemove().isEmpty() ? "" : ", " + r.toRemove().size() + " to take out of the decks");
      out.append(" (").append(plural(r.compared(), "drawing")).append(" compared)\n");
    }
    files.ifPresent(
        f ->
            out.append(
                f.isEmpty()
                    ? "no reprint PDF written: nothing to reprint\n"
                    : "wrote " + String.join(", ", f) + "\n"));
    return out.toString();
  }

  private static void reprint(StringBuilder out, ReprintList r) {
    out.append("\nreprint")
        .append(
            r.everyCard()
                ? " (the templates or card art differ: every printed card was drawn and compared)"
                : "")
        .append('\n');
    Map<String, List<ReprintCard>> byDeck = new LinkedHashMap<>();
    r.cards().forEach(c -> byDeck.computeIfAbsent(c.deckId(), k -> new ArrayList<>()).add(c));
    for (List<ReprintCard> deck : byDeck.values()) {
      out.append("  ").append(deck.get(0).deckName()).append('\n');
      for (ReprintCard c : deck) {
        String mark =
            switch (c.why()) {
              case NEW -> "+";
              case REMOVE -> "-";
              default -> "~";
            };
        out.append("    ")
            .append(mark)
            .append(' ')
            .append(c.cardId())
            .append("  ")
            .append(c.cardName())
            .append(": ")
            .append(c.reason())
            .append('\n');
      }
    }
  }

  private static void card(StringBuilder out, CardChange c) {
    out.append("  ")
        .append(c.kind().mark())
        .append(' ')
        .append(c.id())
        .append("  ")
        .append(c.name())
        .append('\n');
    c.fields().forEach(f -> field(out, f, "      "));
  }

  private static void field(StringBuilder out, FieldChange f, String indent) {
    out.append(indent)
        .append(f.path())
        .append(": ")
        .append(FieldChange.show(f.old()))
        .append(" → ")
        .append(FieldChange.show(f.now()))
        .append('\n');
  }

  private static void balance(StringBuilder out, BalanceDiff b) {
    out.append("\nbalance\n");
    for (BalanceDiff.CardDelta c : b.cards()) {
      String mark = c.old().isEmpty() ? "+" : c.now().isEmpty() ? "-" : "~";
      out.append("  ")
          .append(mark)
          .append(' ')
          .append(c.id())
          .append("  ")
          .append(c.name())
          .append(" (")
          .append(c.deck())
          .append("): value ");
      out.append(c.old().map(v -> fmt(v.value())).orElse("(none)"))
          .append(" → ")
          .append(c.now().map(v -> fmt(v.value())).orElse("(none)"));
      List<String> aims =
          List.of(
              c.old().flatMap(BalanceDiff.Value::aim).map(BalanceReport::fmt).orElse(""),
              c.now().flatMap(BalanceDiff.Value::aim).map(BalanceReport::fmt).orElse(""));
      if (c.old().isEmpty() || c.now().isEmpty()) {
        String aim = aims.get(0) + aims.get(1);
        out.append(aim.isEmpty() ? "" : " (aim " + aim + ")");
      } else if (!aims.get(0).equals(aims.get(1))) {
        out.append(", aim ")
            .append(aims.get(0).isEmpty() ? "(none)" : aims.get(0))
            .append(" → ")
            .append(aims.get(1).isEmpty() ? "(none)" : aims.get(1));
      } else if (!aims.get(1).isEmpty()) {
        out.append(" (aim ").append(aims.get(1)).append(')');
      }
      c.flagChange().ifPresent(f -> out.append("; ").append(f));
      out.append('\n');
    }
    for (BalanceDiff.DeckDelta d : b.decks()) {
      out.append("  deck ")
          .append(d.deck())
          .append(": sum ")
          .append(fmt(d.oldSum()))
          .append(" → ")
          .append(fmt(d.newSum()));
      out.append(", average ")
          .append(fmt(d.oldAverage()))
          .append(" → ")
          .append(fmt(d.newAverage()));
      if (d.oldCount() != d.newCount()) {
        out.append(", cards ").append(d.oldCount()).append(" → ").append(d.newCount());
      }
      out.append('\n');
    }
  }

  private static String fmt(double v) {
    return BalanceReport.fmt(v);
  }

  private static String plural(int n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
