package org.legendsforge.games.graveyard.playtest.verdicts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdict;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * Judges every card, hero and spirit from what the games measured of it (docs/playtest.md,
 * "Verdicts"), with one rule of evidence for every kind:
 *
 * <ul>
 *   <li>A card the bots could not use, or used in under {@value #MIN_USE_RATE_PERCENT}% of its
 *       chances (the upper bound of its use rate's 95% interval below that), is <b>not judged</b>:
 *       that says something about the bots, not the card. So is a hero or spirit never picked.
 *   <li>Otherwise its figure is <b>overpowered</b> when the whole 95% interval lies above its band,
 *       <b>underpowered</b> when it lies below. A value per use's interval takes its standard
 *       deviation as at least {@value #VALUE_SD_FLOOR} (one health) per use, so a few identical
 *       uses cannot give an interval of no width: how many uses are enough follows from the
 *       interval, not from a count.
 *   <li>Each verdict says whether it holds in both halves of the seeds (odd and even: the half's
 *       own estimate lies beyond the band on the same side) and, when a stronger bot replayed the
 *       first seeds, with that bot too (its estimate beyond the band on the same side): {@code
 *       robust} when every check run holds, else {@code uncertain}.
 * </ul>
 *
 * Both lists are ordered by how far the figure is from its band's middle, relatively (value /
 * price, win rate / even rate): the most extreme first, whatever its kind, then by kind and id.
 */
public final class VerdictFinder {
  /** A use's value varies by at least this much (standard deviation, in value units). */
  public static final double VALUE_SD_FLOOR = 1.0;

  /** Below this share of its chances (by the interval's upper bound) a card is not judged. */
  public static final double MIN_USE_RATE = 0.01;

  static final int MIN_USE_RATE_PERCENT = 1;

  /**
   * A hero's band of turns per death: from the field's (every hero's together) divided by this to
   * the field's times this. The shipped heroes trade health for reach by design and spread over
   * about 8 to 16 turns per death around a field of about 11; a hero beyond twice or half the field
   * is sturdier or frailer than any design trade explains.
   */
  public static final double LASTING_FACTOR = 2.0;

  /** A hero's or spirit's fair band: this far either side of the even win rate. */
  public static final double FAIR_HALF_WIDTH = 0.05;

  private static final Comparator<Verdict> BY_KIND_AND_ID =
      Comparator.comparing(Verdict::kind).thenComparing(Verdict::id);

  /** The overpowered list's order: the highest ratio first, then by kind and id. */
  public static final Comparator<Verdict> MOST_OVER_FIRST =
      Comparator.comparingDouble(Verdict::ratio).reversed().thenComparing(BY_KIND_AND_ID);

  /** The underpowered list's order: the lowest ratio first, then by kind and id. */
  public static final Comparator<Verdict> MOST_UNDER_FIRST =
      Comparator.comparingDouble(Verdict::ratio).thenComparing(BY_KIND_AND_ID);

  /** What a stronger bot measured over the first {@code games} seeds, by {@link Evidence#key()}. */
  public record CheckFigures(String bot, long games, Map<String, Estimate> estimates) {
    public CheckFigures {
      estimates = Map.copyOf(estimates);
    }
  }

  private enum Side {
    OVER,
    UNDER,
    WITHIN
  }

  /** The verdicts on {@code evidence}; {@code check} is null when no stronger bot was run. */
  public PlaytestReport.Verdicts judge(List<Evidence> evidence, CheckFigures check) {
    List<Verdict> over = new ArrayList<>();
    List<Verdict> under = new ArrayList<>();
    List<PlaytestReport.Unjudged> unjudged = new ArrayList<>();
    for (Evidence e : evidence) {
      Optional<String> notJudged = VerdictWords.notJudged(e);
      if (notJudged.isPresent()) {
        unjudged.add(
            new PlaytestReport.Unjudged(
                e.id(),
                e.name(),
                e.kind(),
                e.measure().label(),
                e.uses(),
                e.chances(),
                e.useRate(),
                notJudged.get()));
        continue;
      }
      Side side = side(e.all(), e.band());
      if (side != Side.WITHIN) {
        (side == Side.OVER ? over : under).add(verdict(e, side, check));
      }
    }
    over.sort(MOST_OVER_FIRST);
    under.sort(MOST_UNDER_FIRST);
    return new PlaytestReport.Verdicts(
        List.copyOf(over), List.copyOf(under), List.copyOf(unjudged), basis(evidence, check));
  }

  private static Verdict verdict(Evidence e, Side side, CheckFigures check) {
    Band b = e.band();
    PlaytestReport.Halves halves =
        new PlaytestReport.Halves(
            e.oddSeeds(),
            e.evenSeeds(),
            beyond(e.oddSeeds(), b, side),
            beyond(e.evenSeeds(), b, side));
    PlaytestReport.Check checked = null;
    if (check != null) {
      Estimate est = check.estimates().getOrDefault(e.key(), Estimate.NONE);
      checked = new PlaytestReport.Check(check.bot(), check.games(), est, beyond(est, b, side));
    }
    boolean robust =
        halves.holdsInOdd() && halves.holdsInEven() && (checked == null || checked.holds());
    return new Verdict(
        e.id(),
        e.name(),
        e.kind(),
        e.measure().label(),
        b.middle(),
        b.low(),
        b.high(),
        e.all(),
        e.all().value() / b.middle(),
        VerdictWords.why(e, side == Side.OVER),
        robust ? "robust" : "uncertain",
        VerdictWords.robustness(e.measure(), halves, checked),
        halves,
        checked,
        null);
  }

  /** Which side of the band the whole interval lies on, if it lies wholly outside it. */
  private static Side side(Estimate e, Band b) {
    if (!e.hasInterval()) {
      return Side.WITHIN;
    }
    return e.low() > b.high() ? Side.OVER : e.high() < b.low() ? Side.UNDER : Side.WITHIN;
  }

  /** Whether a half's or the stronger bot's estimate lies beyond the band on {@code side}. */
  private static boolean beyond(Estimate e, Band b, Side side) {
    return e.known() && (side == Side.OVER ? e.value() > b.high() : e.value() < b.low());
  }

  private static PlaytestReport.Basis basis(List<Evidence> evidence, CheckFigures check) {
    return new PlaytestReport.Basis(
        VALUE_SD_FLOOR,
        MIN_USE_RATE,
        bandOf(evidence, "hero", Evidence.Measure.WIN_RATE),
        bandOf(evidence, "spirit", Evidence.Measure.WIN_RATE),
        bandOf(evidence, "hero", Evidence.Measure.TURNS_PER_DEATH),
        check == null ? null : check.bot(),
        check == null ? 0 : check.games());
  }

  private static Band bandOf(List<Evidence> evidence, String kind, Evidence.Measure measure) {
    return evidence.stream()
        .filter(e -> e.kind().equals(kind) && e.measure() == measure)
        .map(Evidence::band)
        .findFirst()
        .orElse(null);
  }

  /** A hero's band of turns per death around the field's ({@link #LASTING_FACTOR}). */
  public static Band lastingBand(double field) {
    return new Band(field / LASTING_FACTOR, field, field * LASTING_FACTOR);
  }

  /**
   * The fair band of a kind picked at the start, around {@code even}: the win rate of all its picks
   * together (exactly 50% when every side picks alike, as in one against one).
   */
  public static Band fairBand(double even) {
    return new Band(even - FAIR_HALF_WIDTH, even, even + FAIR_HALF_WIDTH);
  }
}
