package org.legendsforge.playtest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.legendsforge.balance.BalanceWeights;
import org.legendsforge.playtest.PlaytestReport.Entry;

/**
 * The cards whose value in play disagrees with their price in the balance model, worst first.
 *
 * <p>A card is <b>overpowered</b> when the whole 95% interval of its value per use lies above its
 * price (a spell: cost + spell action + {@code spellTolerance}; a weapon: above its deck's band),
 * and <b>underpowered</b> when it lies below (cost + spell action − tolerance; below the band). A
 * card the bots could have used at least {@value #MIN_CHANCES} times but used fewer than {@value
 * #MIN_USES} times is underpowered too: the bots would not pay its price, and its value in play
 * counts as 0. Each list is ordered by value over price ({@code ratio}, a band's middle for a
 * weapon): overpowered highest first, underpowered lowest first (among cards the bots would not
 * use, the dearest first: it asks the most for what nobody wanted), then by id.
 */
final class MispricedFinder {
  static final int MIN_USES = 10;
  static final int MIN_CHANCES = 30;

  private final BalanceWeights.Targets targets;

  MispricedFinder(BalanceWeights.Targets targets) {
    this.targets = targets;
  }

  PlaytestReport.Mispriced find(
      List<PlaytestReport.SpellRow> spells, List<PlaytestReport.WeaponRow> weapons) {
    List<Entry> over = new ArrayList<>();
    List<Entry> under = new ArrayList<>();
    double tol = targets.spellTolerance();
    for (PlaytestReport.SpellRow s : spells) {
      judge(
          "spell",
          s.id(),
          s.name(),
          s.casts(),
          s.useRate().n(),
          s.valuePerCast(),
          s.price(),
          s.price() - tol,
          s.price() + tol,
          "per cast",
          over,
          under);
    }
    for (PlaytestReport.WeaponRow w : weapons) {
      double price = (w.priceLow() + w.priceHigh()) / 2;
      judge(
          w.deck() + " weapon",
          w.id(),
          w.name(),
          w.attacks(),
          w.useRate().n(),
          w.valuePerAttack(),
          price,
          w.priceLow(),
          w.priceHigh(),
          "per attack",
          over,
          under);
    }
    Comparator<Entry> byId = Comparator.comparing(Entry::id);
    over.sort(Comparator.comparingDouble(Entry::ratio).reversed().thenComparing(byId));
    under.sort(
        Comparator.comparingDouble(Entry::ratio)
            .thenComparing(Comparator.comparingDouble(Entry::price).reversed())
            .thenComparing(byId));
    return new PlaytestReport.Mispriced(List.copyOf(over), List.copyOf(under));
  }

  private static void judge(
      String kind,
      String id,
      String name,
      long uses,
      long chances,
      Estimate value,
      double price,
      double low,
      double high,
      String per,
      List<Entry> over,
      List<Entry> under) {
    if (uses < MIN_USES) {
      if (chances >= MIN_CHANCES) {
        String why =
            String.format(
                Locale.ROOT,
                "used %d times in %d chances: the bots would not pay its price",
                uses,
                chances);
        under.add(new Entry(id, name, kind, price, value, 0, true, why));
      }
      return;
    }
    if (value.low() <= high && value.high() >= low) {
      return; // the interval reaches into the band the price allows
    }
    String why =
        String.format(
            Locale.ROOT,
            "worth %s %s in play (95%%: %s–%s), price %s",
            fmt(value.value()),
            per,
            fmt(value.low()),
            fmt(value.high()),
            fmt(price));
    (value.low() > high ? over : under)
        .add(new Entry(id, name, kind, price, value, value.value() / price, false, why));
  }

  static String fmt(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }
}
