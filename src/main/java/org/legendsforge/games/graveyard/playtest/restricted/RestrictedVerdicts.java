package org.legendsforge.games.graveyard.playtest.restricted;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Restricted;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdicts;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictFinder;

/**
 * A playtest's verdicts with restricted play's folded in: a card it found {@value
 * RestrictedJudge#UNDERPOWERED} joins the underpowered list, one whose use {@value
 * RestrictedJudge#MISSED} the overpowered list (what a use does lies above its price, or using it
 * wins games), each in the lists' order by its value per use against its price and carrying its
 * forced games as evidence; either leaves the not-judged list, and so does a card {@value
 * RestrictedJudge#FINE}. A card the forced bot never could use stays not judged.
 */
public final class RestrictedVerdicts {
  private RestrictedVerdicts() {}

  public static Verdicts merge(Verdicts v, List<Restricted> restricted) {
    List<Verdict> over = new ArrayList<>(v.overpowered());
    List<Verdict> under = new ArrayList<>(v.underpowered());
    List<PlaytestReport.Unjudged> left = new ArrayList<>(v.unjudged());
    for (Restricted r : restricted) {
      if (r.verdict().equals(RestrictedJudge.UNJUDGED)) {
        continue;
      }
      // a weapon is "weapon" to restricted play, "starting weapon" or "item weapon" to the lists
      Optional<PlaytestReport.Unjudged> was =
          left.stream().filter(u -> u.id().equals(r.id()) && sameKind(r, u.kind())).findFirst();
      was.ifPresent(left::remove);
      boolean listed =
          Stream.concat(over.stream(), under.stream())
              .anyMatch(x -> x.id().equals(r.id()) && sameKind(r, x.kind()));
      if (listed) {
        continue; // the playtest's own verdict (a --restricted-share above its 1%) stands
      }
      String kind = was.map(PlaytestReport.Unjudged::kind).orElse(r.kind());
      if (r.verdict().equals(RestrictedJudge.UNDERPOWERED)) {
        under.add(verdict(r, kind));
      } else if (r.verdict().equals(RestrictedJudge.MISSED)) {
        over.add(verdict(r, kind));
      }
    }
    over.sort(VerdictFinder.MOST_OVER_FIRST);
    under.sort(VerdictFinder.MOST_UNDER_FIRST);
    return new Verdicts(
        List.copyOf(over),
        List.copyOf(under),
        List.copyOf(left),
        v.basis(),
        List.copyOf(restricted));
  }

  private static boolean sameKind(Restricted r, String kind) {
    return kind.equals(r.kind()) || (r.kind().equals("weapon") && kind.endsWith(" weapon"));
  }

  /** {@code r} as a verdict of the main lists: its forced uses' value against its band. */
  static Verdict verdict(Restricted r, String kind) {
    Evidence.Measure m =
        r.kind().equals("weapon")
            ? Evidence.Measure.VALUE_PER_ATTACK
            : Evidence.Measure.VALUE_PER_CAST;
    PlaytestReport.Band b =
        r.band() != null ? r.band() : new PlaytestReport.Band(Double.NaN, Double.NaN, Double.NaN);
    return new Verdict(
        r.id(),
        r.name(),
        kind,
        m.label(),
        b.middle(),
        b.low(),
        b.high(),
        r.valuePerUse(),
        r.valuePerUse().value() / b.middle(),
        "restricted play: " + r.why(),
        "uncertain",
        String.format(
            Locale.ROOT,
            "judged by restricted play in %,d paired games, not on the halves of the seeds or with"
                + " the stronger bot",
            r.games()),
        null,
        null,
        r);
  }
}
