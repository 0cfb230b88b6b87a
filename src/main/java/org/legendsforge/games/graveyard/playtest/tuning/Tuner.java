package org.legendsforge.games.graveyard.playtest.tuning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.SeedRange;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence.Measure;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictFinder;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictWords;

/**
 * {@code forge tune}: for each card, hero or spirit that is off, the smallest change of one of its
 * own numbers that brings its figure in play into its band, confirmed on seeds the search never saw
 * (docs/tune.md).
 *
 * <ul>
 *   <li><b>Which way.</b> The balance model says which way a number makes the card weaker ({@link
 *       PrintedMargin}); an overpowered card is tried weaker, an underpowered one stronger. Numbers
 *       the model does not price, and a spirit's hand limits (they must add up to the hand size, so
 *       one cannot move alone), are not tried.
 *   <li><b>How far.</b> A number may move by as much as its own size (at least 3): halved to
 *       nothing or doubled, never 3 moves to 10 (or as far as {@code maxStep} when it is given).
 *       Every number is tried at steps 1, 2, 4, 8, … up to that limit, all numbers at one step
 *       before any at the next, each candidate played on the same search seeds (common random
 *       numbers: the difference between two candidates is the change, not the luck). Once a step
 *       brings one into the band, or carries one past it, the steps between the last two are tried
 *       one by one for the smallest that lands in the band. Of the smallest steps that land, the
 *       one nearest the band's middle wins; one step further is taken instead when it lands too,
 *       nearer the middle (the smallest often lands just inside the band's edge, where fresh seeds
 *       fall out of it half the time).
 *   <li><b>Confirmed.</b> The winner is played on fresh seeds beside the data without it; it is
 *       confirmed when there the problem shows without it, the change leaves it no verdict (its
 *       interval not wholly outside its band), and the gap to the band's middle shrinks beyond
 *       chance. Only a confirmed change is kept.
 *   <li><b>One at a time.</b> Cards interact (a weaker fireball makes every fire deck weaker), so
 *       cards are taken one at a time, the one furthest from its band's middle first (the order of
 *       the playtest's lists), and after each kept change the rest are measured again on the
 *       changed data: a card the change brought back into its band is left alone, and one it pushed
 *       out is taken in turn. A joint search over every number at once would need far more games
 *       for the same confidence, and its answer would change many cards where one would do.
 * </ul>
 */
public final class Tuner {
  /** A figure moved beyond chance when the difference is more than this many standard errors. */
  public static final double MOVED_Z = 3.0;

  /** The least a number may move, whatever its size. */
  public static final int MIN_REACH = 3;

  /**
   * What to tune: {@code cards} by id (empty: every card, hero and spirit with a verdict), searched
   * on {@code games} games from {@code firstSeed}, confirmed on {@code confirmGames} fresh seeds
   * after them; a number moves at most {@code maxStep} (0: its own size, at least {@link
   * #MIN_REACH}).
   */
  public record Options(
      List<String> cards, long firstSeed, int games, int confirmGames, int maxStep) {
    public Options {
      cards = List.copyOf(cards);
    }

    SeedRange searchSeeds() {
      return new SeedRange(firstSeed, firstSeed + games - 1);
    }

    SeedRange confirmSeeds() {
      return new SeedRange(firstSeed + games, firstSeed + games + confirmGames - 1);
    }
  }

  private final TuneBench bench;
  private final BalanceModel model;
  private final PrintedMargin margin;

  public Tuner(TuneBench bench, BalanceModel model) {
    this.bench = bench;
    this.model = model;
    this.margin = new PrintedMargin(model);
  }

  /** One version of the data and what its games measured. */
  private record Measured(
      List<NumberChange> changes, Catalog catalog, Batch batch, Map<String, Evidence> evidence) {}

  /** A candidate measured on the search seeds. */
  private record Tried(NumberChange change, Measured measured, Evidence evidence) {}

  public TuneReport tune(Options o) throws InterruptedException {
    Catalog original =
        bench
            .catalog(List.of())
            .orElseThrow(() -> new IllegalStateException("the data as it is does not validate"));
    Measured current = measure(List.of(), original, o.searchSeeds(), "the data as it is");
    Measured freshCurrent = null;
    Measured freshOriginal = null;
    List<TuneReport.Proposal> proposals = new ArrayList<>();
    List<TuneReport.NotTuned> notTuned = new ArrayList<>();
    Set<String> taken = new LinkedHashSet<>();
    while (true) {
      Optional<Evidence> next = next(o, current, taken);
      if (next.isEmpty()) {
        break;
      }
      Evidence e = next.get();
      taken.add(e.key());
      bench.checkpoint();
      Optional<String> refusal = refusal(e);
      if (refusal.isPresent()) {
        notTuned.add(
            new TuneReport.NotTuned(
                e.id(), e.name(), e.kind(), e.measure().label(), refusal.get()));
        continue;
      }
      Search s = search(o, current, e);
      if (s.winner() == null) {
        notTuned.add(
            new TuneReport.NotTuned(e.id(), e.name(), e.kind(), e.measure().label(), s.why()));
        continue;
      }
      if (freshCurrent == null) {
        freshCurrent =
            measure(current.changes(), current.catalog(), o.confirmSeeds(), "fresh seeds");
        freshOriginal = freshCurrent;
      }
      Tried w = s.winner();
      Measured freshAfter =
          measure(
              w.measured().changes(),
              w.measured().catalog(),
              o.confirmSeeds(),
              "fresh seeds, " + describe(w.change()));
      Evidence before = freshCurrent.evidence().get(e.key());
      Evidence after = freshAfter.evidence().get(e.key());
      Confirmation c = confirm(e, before, after);
      proposals.add(
          new TuneReport.Proposal(
              e.id(),
              e.name(),
              e.kind(),
              w.change().path(),
              bench.written(e.id(), w.change().field()),
              w.change().from(),
              w.change().to(),
              e.measure().label(),
              before.band(),
              after.band(),
              before.all(),
              after.all(),
              e.all(),
              w.evidence().all(),
              s.tried(),
              c.confirmed(),
              c.sentence(),
              moved(freshCurrent, freshAfter, e.key())));
      if (c.confirmed()) {
        current = w.measured();
        freshCurrent = freshAfter;
      }
    }
    List<TuneReport.Moved> overall =
        freshOriginal == null || freshOriginal == freshCurrent
            ? List.of()
            : unchanged(moved(freshOriginal, freshCurrent, null), current.changes());
    return new TuneReport(
        original.game().name(),
        current.batch().bots(),
        o.searchSeeds(),
        o.confirmSeeds(),
        o.maxStep(),
        proposals,
        notTuned,
        overall,
        reprint(original, current.changes()));
  }

  /**
   * The next card to take: of those asked for (or, when none were named, those with a verdict on
   * the data as it now is), not yet taken, the one furthest from its band's middle.
   */
  private Optional<Evidence> next(Options o, Measured current, Set<String> taken) {
    List<Evidence> open = new ArrayList<>();
    if (o.cards().isEmpty()) {
      PlaytestReport.Verdicts v =
          new VerdictFinder().judge(List.copyOf(current.evidence().values()), null);
      for (PlaytestReport.Verdict x : concat(v.overpowered(), v.underpowered())) {
        open.add(current.evidence().get(Evidence.key(x.kind(), x.id(), x.measure())));
      }
    } else {
      for (Evidence e : current.evidence().values()) {
        if (o.cards().contains(e.id())) {
          open.add(e);
        }
      }
    }
    return open.stream()
        .filter(e -> !taken.contains(e.key()))
        .max(
            Comparator.comparingDouble(Tuner::howFarOut)
                .thenComparing(e -> e.key(), Comparator.reverseOrder()));
  }

  private static <T> List<T> concat(List<T> a, List<T> b) {
    List<T> out = new ArrayList<>(a);
    out.addAll(b);
    return out;
  }

  /** How far the figure is from its band's middle, as a ratio either way (1.5 and 1/1.5 alike). */
  private static double howFarOut(Evidence e) {
    if (!e.all().known() || e.band().middle() <= 0 || e.all().value() <= 0) {
      return e.all().known() ? Double.MAX_VALUE / 2 : -1;
    }
    return Math.abs(Math.log(e.all().value() / e.band().middle()));
  }

  /** Why a card named or listed is left as it is before any search, if it is. */
  private static Optional<String> refusal(Evidence e) {
    Optional<String> notJudged = VerdictWords.notJudged(e);
    if (notJudged.isPresent()) {
      return Optional.of(notJudged.get() + "; tune needs a figure to move");
    }
    if (inBand(e)) {
      return Optional.of(
          "already within its band: "
              + figure(e.measure(), e.all().value())
              + " against "
              + range(e.measure(), e.band()));
    }
    return Optional.empty();
  }

  /** What the search of one card found: the winner (null when none), how many it tried and why. */
  private record Search(Tried winner, int tried, String why) {}

  private int tried;

  private Search search(Options o, Measured current, Evidence e) throws InterruptedException {
    boolean weaken = e.all().value() > e.band().high();
    List<Lever> levers = levers(o, current, e.id(), weaken);
    if (levers.isEmpty()) {
      return new Search(
          null, 0, "none of its numbers is priced by the balance model, so none was tried");
    }
    int triedBefore = tried;
    List<Tried> landed = new ArrayList<>();
    Tried nearest = null;
    int last = 0;
    int reach = levers.stream().mapToInt(l -> l.reach).max().orElse(1);
    for (int step : steps(reach)) {
      boolean past = false;
      for (Lever l : levers) {
        if (l.exhausted || step > l.reach) {
          l.exhausted = true;
          continue;
        }
        Optional<Tried> t = tryStep(o, current, e, l, step);
        if (t.isEmpty()) {
          l.exhausted = true;
          continue;
        }
        nearest = nearer(nearest, t.get());
        Evidence x = t.get().evidence();
        if (inBand(x)) {
          landed.add(t.get());
        } else if (weaken ? x.all().value() < x.band().low() : x.all().value() > x.band().high()) {
          // carried past the band: larger steps go further still
          l.exhausted = true;
          past = true;
        }
      }
      if ((past || !landed.isEmpty()) && step > last + 1) {
        List<Tried> between = between(o, current, e, levers, last, step);
        for (Tried t : between) {
          nearest = nearer(nearest, t);
        }
        if (between.stream().anyMatch(t -> inBand(t.evidence()))) {
          landed = between.stream().filter(t -> inBand(t.evidence())).toList();
        }
      }
      if (!landed.isEmpty() || levers.stream().allMatch(l -> l.exhausted)) {
        break;
      }
      last = step;
    }
    int count = tried - triedBefore;
    if (landed.isEmpty()) {
      return new Search(
          null,
          count,
          nearest == null
              ? "no change of its numbers gives valid card data"
              : "no change of one of its numbers (each by up to "
                  + reachWords(o)
                  + ") brings it into its band; the nearest was "
                  + describe(nearest.change())
                  + ": "
                  + figure(e.measure(), nearest.evidence().all().value())
                  + " against "
                  + range(e.measure(), nearest.evidence().band()));
    }
    Tried best =
        landed.stream()
            .min(
                Comparator.comparingInt((Tried t) -> t.change().step())
                    .thenComparingDouble(t -> distance(t.evidence()))
                    .thenComparing(t -> t.change().field()))
            .orElseThrow();
    // The smallest step that lands is often just inside the band's edge, where fresh seeds fall
    // out of it half the time: one step further is taken when it lands nearer the middle.
    Lever lever =
        levers.stream()
            .filter(l -> l.field.equals(best.change().field()))
            .findFirst()
            .orElseThrow();
    int further = best.change().step() + 1;
    if (further <= lever.reach) {
      Optional<Tried> next = tryStep(o, current, e, lever, further);
      count++;
      if (next.isPresent()
          && inBand(next.get().evidence())
          && distance(next.get().evidence()) < distance(best.evidence())) {
        return new Search(next.get(), count, "");
      }
    }
    return new Search(best, count, "");
  }

  private static String reachWords(Options o) {
    return o.maxStep() > 0
        ? o.maxStep() + (o.maxStep() == 1 ? " step" : " steps")
        : "its own size, at least " + MIN_REACH;
  }

  /** 1, 2, 4, 8, … below {@code max}, then {@code max}. */
  static List<Integer> steps(int max) {
    List<Integer> out = new ArrayList<>();
    for (int s = 1; s < max; s *= 2) {
      out.add(s);
    }
    out.add(max);
    return out;
  }

  /**
   * The candidates of the smallest step after {@code last} and before {@code step} at which any
   * number lands in the band, every number tried at each step in turn; all tried when none lands.
   */
  private List<Tried> between(
      Options o, Measured current, Evidence e, List<Lever> levers, int last, int step)
      throws InterruptedException {
    List<Tried> all = new ArrayList<>();
    for (int s = last + 1; s < step; s++) {
      List<Tried> here = new ArrayList<>();
      for (Lever l : levers) {
        if (s <= l.reach) {
          tryStep(o, current, e, l, s).ifPresent(here::add);
        }
      }
      all.addAll(here);
      if (here.stream().anyMatch(t -> inBand(t.evidence()))) {
        return here;
      }
    }
    return all;
  }

  /** One of the card's numbers and the way that moves the card toward its band. */
  private static final class Lever {
    final String field;
    final int value;
    final int direction;
    final int reach;
    boolean exhausted;

    Lever(String field, int value, int direction, int reach) {
      this.field = field;
      this.value = value;
      this.direction = direction;
      this.reach = reach;
    }
  }

  /** The card's numbers the model prices, each with the way that weakens or strengthens it. */
  private List<Lever> levers(Options o, Measured current, String id, boolean weaken) {
    List<Lever> out = new ArrayList<>();
    double now = margin.of(current.catalog(), id).orElse(0.0);
    for (Map.Entry<String, Integer> n : bench.numbers(id).entrySet()) {
      if (n.getKey().startsWith("hand/")) {
        continue;
      }
      for (int d : new int[] {1, -1}) {
        Optional<Catalog> c = bench.catalog(with(current.changes(), change(id, n, d)));
        Optional<Double> m = c.flatMap(x -> margin.of(x, id));
        if (m.isPresent() && Math.abs(m.get() - now) > 1e-9 && (m.get() < now) == weaken) {
          int reach = o.maxStep() > 0 ? o.maxStep() : Math.max(MIN_REACH, Math.abs(n.getValue()));
          out.add(new Lever(n.getKey(), n.getValue(), d, reach));
          break;
        }
      }
    }
    return out;
  }

  private static NumberChange change(String id, Map.Entry<String, Integer> n, int by) {
    return new NumberChange(id, n.getKey(), n.getValue(), n.getValue() + by);
  }

  /** Candidate {@code step} of lever {@code l}, played on the search seeds; empty if invalid. */
  private Optional<Tried> tryStep(Options o, Measured current, Evidence e, Lever l, int step)
      throws InterruptedException {
    NumberChange c = new NumberChange(e.id(), l.field, l.value, l.value + l.direction * step);
    List<NumberChange> changes = with(current.changes(), c);
    Optional<Catalog> catalog = bench.catalog(changes);
    if (catalog.isEmpty()) {
      return Optional.empty();
    }
    tried++;
    Measured m = measure(changes, catalog.get(), o.searchSeeds(), describe(c));
    return Optional.ofNullable(m.evidence().get(e.key())).map(x -> new Tried(c, m, x));
  }

  private static List<NumberChange> with(List<NumberChange> kept, NumberChange c) {
    List<NumberChange> out = new ArrayList<>();
    for (NumberChange k : kept) {
      if (!(k.cardId().equals(c.cardId()) && k.field().equals(c.field()))) {
        out.add(k);
      }
    }
    out.add(c);
    return out;
  }

  private Measured measure(
      List<NumberChange> changes, Catalog catalog, SeedRange seeds, String what)
      throws InterruptedException {
    Batch b =
        bench.play(changes, catalog, seeds.from(), (int) (seeds.to() - seeds.from() + 1), what);
    Map<String, Evidence> byKey = new LinkedHashMap<>();
    for (Evidence e : new ReportBuilder(catalog, model).evidence(b)) {
      byKey.put(e.key(), e);
    }
    return new Measured(List.copyOf(changes), catalog, b, byKey);
  }

  private static Tried nearer(Tried a, Tried b) {
    if (a == null) {
      return b;
    }
    return distance(b.evidence()) < distance(a.evidence()) ? b : a;
  }

  /** How far a figure lies from its band's middle, relative to the band's half-width. */
  private static double distance(Evidence e) {
    Band b = e.band();
    double half = Math.max((b.high() - b.low()) / 2, 1e-9);
    return Math.abs(e.all().value() - b.middle()) / half;
  }

  private static boolean inBand(Evidence e) {
    return e.all().known()
        && e.all().value() >= e.band().low()
        && e.all().value() <= e.band().high();
  }

  private static boolean whollyOutside(Evidence e) {
    return e.all().hasInterval()
        && (e.all().low() > e.band().high() || e.all().high() < e.band().low());
  }

  /** Whether fresh seeds bear a proposal out, and the sentence that says so. */
  private record Confirmation(boolean confirmed, String sentence) {}

  /**
   * A change is confirmed when the fresh seeds show the problem without it (the figure beyond its
   * band on the side the search saw), give it no verdict with it (its interval not wholly outside
   * its band: what the playtest would no longer list), and the figure's gap to its band's middle
   * shrinks by more than chance (1.96 standard errors): a change whose effect the fresh games
   * cannot tell from luck is not kept.
   */
  private static Confirmation confirm(Evidence searched, Evidence before, Evidence after) {
    Measure m = after.measure();
    String seen =
        figure(m, before.all().value())
            + " -> "
            + figure(m, after.all().value())
            + " ("
            + figure(m, after.all().low())
            + "-"
            + figure(m, after.all().high())
            + ", "
            + m.count(after.all().n())
            + ") against "
            + range(m, after.band());
    boolean over = searched.all().value() > searched.band().high();
    if (!before.all().known()
        || (over
            ? before.all().value() <= before.band().high()
            : before.all().value() >= before.band().low())) {
      return new Confirmation(
          false,
          "not confirmed: on the fresh seeds it was already within its band without the change ("
              + figure(m, before.all().value())
              + " against "
              + range(m, before.band())
              + "), so the search's verdict may be luck; not kept");
    }
    if (!after.all().known() || whollyOutside(after)) {
      return new Confirmation(false, "not confirmed: on the fresh seeds " + seen + "; not kept");
    }
    double gapBefore = Math.abs(before.all().value() - before.band().middle());
    double gapAfter = Math.abs(after.all().value() - after.band().middle());
    double se = Math.hypot(standardError(before.all()), standardError(after.all()));
    if (!(gapBefore - gapAfter > Estimate.Z * se)) {
      return new Confirmation(
          false,
          "not confirmed: on the fresh seeds "
              + seen
              + ", but the fresh games cannot tell the change from luck (its gap to the band's"
              + " middle shrank by less than twice its standard error); play more games"
              + " (--games) to decide; not kept");
    }
    return new Confirmation(true, "confirmed: on the fresh seeds " + seen);
  }

  /** An estimate's standard error, from its 95% interval (0 when it has none). */
  private static double standardError(Estimate e) {
    return e.hasInterval() ? (e.high() - e.low()) / (2 * Estimate.Z) : 0;
  }

  /**
   * Every figure other than {@code except} that moved beyond chance between {@code a} and {@code b}
   * (the same seeds, two versions of the data).
   */
  private static List<TuneReport.Moved> moved(Measured a, Measured b, String except) {
    List<TuneReport.Moved> out = new ArrayList<>();
    for (Map.Entry<String, Evidence> x : a.evidence().entrySet()) {
      Evidence y = b.evidence().get(x.getKey());
      if (x.getKey().equals(except) || y == null) {
        continue;
      }
      Estimate p = x.getValue().all();
      Estimate q = y.all();
      if (!p.hasInterval() || !q.hasInterval()) {
        continue;
      }
      double se =
          Math.hypot(
              (p.high() - p.low()) / (2 * Estimate.Z), (q.high() - q.low()) / (2 * Estimate.Z));
      if (se > 0 && Math.abs(q.value() - p.value()) > MOVED_Z * se) {
        Evidence e = x.getValue();
        out.add(new TuneReport.Moved(e.id(), e.name(), e.kind(), e.measure().label(), p, q));
      }
    }
    return out;
  }

  /** {@code moved} without the cards whose own numbers {@code kept} changed. */
  private static List<TuneReport.Moved> unchanged(
      List<TuneReport.Moved> moved, List<NumberChange> kept) {
    return moved.stream()
        .filter(x -> kept.stream().noneMatch(k -> k.cardId().equals(x.card())))
        .toList();
  }

  private static List<TuneReport.Reprint> reprint(Catalog c, List<NumberChange> kept) {
    Set<String> ids = new LinkedHashSet<>();
    kept.forEach(k -> ids.add(k.cardId()));
    List<TuneReport.Reprint> out = new ArrayList<>();
    for (String id : ids) {
      List<Catalog.DeckCard> in = c.printedCards().filter(dc -> dc.card().id().equals(id)).toList();
      if (!in.isEmpty()) {
        out.add(
            new TuneReport.Reprint(
                id,
                in.get(0).card().name(),
                String.join(", ", in.stream().map(dc -> dc.deck().name()).distinct().toList())));
      }
    }
    return out;
  }

  static String describe(NumberChange c) {
    return c.cardId() + " " + c.path() + " " + c.from() + " -> " + c.to();
  }

  static String figure(Evidence.Measure m, double v) {
    return m.isRate()
        ? String.format(Locale.ROOT, "%.1f%%", 100 * v)
        : String.format(Locale.ROOT, "%.2f", v);
  }

  static String range(Evidence.Measure m, Band b) {
    return "its band " + figure(m, b.low()) + "-" + figure(m, b.high());
  }
}
