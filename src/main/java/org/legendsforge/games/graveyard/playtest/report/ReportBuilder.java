package org.legendsforge.games.graveyard.playtest.report;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Bucket;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;
import org.legendsforge.games.graveyard.playtest.stats.Tally;
import org.legendsforge.games.graveyard.playtest.stats.Tally.HeroStat;
import org.legendsforge.games.graveyard.playtest.stats.Tally.SpellStat;
import org.legendsforge.games.graveyard.playtest.stats.Tally.SpiritStat;
import org.legendsforge.games.graveyard.playtest.stats.Tally.Stat;
import org.legendsforge.games.graveyard.playtest.stats.Tally.WeaponStat;
import org.legendsforge.games.graveyard.playtest.verdicts.Evidence;
import org.legendsforge.games.graveyard.playtest.verdicts.VerdictFinder;

/** Works out a {@link PlaytestReport} from a playtest's tallies and the balance model's prices. */
public final class ReportBuilder {
  private static final double MILLI = 1e-3;

  private final Catalog catalog;
  private final BalanceModel model;
  private final Prices prices;

  /**
   * How a use of a spell or weapon is valued: the band its value per use is judged against, and the
   * model's bonus added to what its events show (range, over, adjustments), as its row has them.
   */
  public record UseBand(PlaytestReport.Band band, double bonus) {}

  /** The {@link UseBand} of the spell or weapon {@code id} ({@code kind} "spell" or "weapon"). */
  public UseBand useBand(String kind, String id) {
    Catalog c = prices.catalog();
    if (kind.equals("spell")) {
      var s = c.spells().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
      double price = prices.spell(s);
      double tolerance = model.weights().targets().spellTolerance();
      return new UseBand(
          new PlaytestReport.Band(price - tolerance, price, price + tolerance),
          prices.spellBonus(s));
    }
    var w =
        java.util.stream.Stream.concat(c.startingWeapons().stream(), c.itemWeapons().stream())
            .filter(x -> x.id().equals(id))
            .findFirst()
            .orElseThrow();
    Prices.Band b = prices.weapon(w);
    return new UseBand(
        new PlaytestReport.Band(b.low(), (b.low() + b.high()) / 2, b.high()), b.bonus());
  }

  public ReportBuilder(Catalog catalog, BalanceModel model) {
    this.catalog = catalog;
    this.model = model;
    this.prices = new Prices(catalog, model);
  }

  /** The report of {@code batch}, its verdicts checked in each half of its seeds only. */
  public PlaytestReport build(Batch batch) {
    return build(batch, null);
  }

  /**
   * The report of {@code batch}, its verdicts checked in each half of its seeds and against {@code
   * check}, a stronger bot's figures over its first seeds (null: not run).
   */
  public PlaytestReport build(Batch batch, VerdictFinder.CheckFigures check) {
    Tally t = batch.main();
    Rows all = rows(t);
    List<Evidence> evidence = evidence(batch, all);
    return new PlaytestReport(
        summary(batch),
        sides(t),
        new PlaytestReport.TurnOrder(
            GameRecord.EARLY_TURNS, buckets(t, "early", GameRecord.EARLY_TURNS)),
        placement(t, batch.withoutCompensation()),
        all.heroes(),
        all.spirits(),
        all.weapons(),
        all.spells(),
        new VerdictFinder().judge(evidence, check));
  }

  /**
   * What {@code bot} measured of every card, hero and spirit in {@code batch} (the stronger bot's
   * games over the first seeds), for {@link #build(Batch, VerdictFinder.CheckFigures)}.
   */
  public VerdictFinder.CheckFigures checkFigures(String bot, Batch batch) {
    return new VerdictFinder.CheckFigures(
        bot, batch.main().get(Stat.GAMES), EvidenceList.figures(rows(batch.main())));
  }

  /**
   * What a verdict needs of every card, hero and spirit in {@code batch}: its figure over all the
   * games and each half of the seeds, its band and its use ({@code forge tune} reads one card's).
   */
  public List<Evidence> evidence(Batch batch) {
    return evidence(batch, rows(batch.main()));
  }

  private List<Evidence> evidence(Batch batch, Rows all) {
    return new EvidenceList(model.weights().targets().spellTolerance())
        .of(all, rows(batch.odd()), rows(batch.even()));
  }

  /** The rows of every table, from one tally. */
  record Rows(
      List<PlaytestReport.HeroRow> heroes,
      List<PlaytestReport.SpiritRow> spirits,
      List<PlaytestReport.WeaponRow> weapons,
      List<PlaytestReport.SpellRow> spells) {}

  private Rows rows(Tally t) {
    return new Rows(heroes(t), spirits(t), weapons(t), spells(t));
  }

  private PlaytestReport.Summary summary(Batch b) {
    Tally t = b.main();
    return new PlaytestReport.Summary(
        catalog.game().name(),
        b.bots(),
        b.seeds(),
        t.get(Stat.GAMES),
        t.get(Stat.DECIDED),
        b.maxTurns(),
        b.compensation().name().toLowerCase(java.util.Locale.ROOT));
  }

  private static PlaytestReport.Sides sides(Tally t) {
    long decided = t.get(Stat.DECIDED);
    List<Long> hist = new ArrayList<>();
    for (long v : t.series("length")) {
      hist.add(v);
    }
    return new PlaytestReport.Sides(
        Estimate.proportion(t.get(Stat.SIDE1_WINS), decided),
        Estimate.proportion(t.get(Stat.START_PLAYER_WINS), decided),
        Estimate.proportion(t.get(Stat.FIRST_TURN_WINS), decided),
        Estimate.proportion(t.get(Stat.DOUBLE_START_WINS), t.get(Stat.DOUBLE_STARTS)),
        length(t),
        hist,
        Tally.LENGTH_BIN);
  }

  private static Estimate length(Tally t) {
    return Estimate.mean(t.get(Stat.TURNS), t.get(Stat.TURNS_SQ), t.get(Stat.GAMES), 1);
  }

  /** Player 1's win rate for each value of a series that has games, from {@code -span}. */
  private static List<Bucket> buckets(Tally t, String name, int span) {
    long[] games = t.series(name + "Games");
    long[] wins = t.series(name + "Side1Wins");
    List<Bucket> out = new ArrayList<>();
    for (int i = 0; i < games.length; i++) {
      if (games[i] > 0) {
        out.add(new Bucket(i - span, Estimate.proportion(wins[i], games[i])));
      }
    }
    return out;
  }

  private static PlaytestReport.Placement placement(Tally t, Tally off) {
    long games = Math.max(1, t.get(Stat.GAMES));
    Estimate respawnFavoured = favoured(t);
    PlaytestReport.Compensation comp = null;
    if (off != null && t != off) {
      comp =
          new PlaytestReport.Compensation(
              favoured(off),
              Estimate.difference(
                  t.get(Stat.RESPAWN_FAVOURED_WINS), t.get(Stat.RESPAWN_FAVOURED),
                  off.get(Stat.RESPAWN_FAVOURED_WINS), off.get(Stat.RESPAWN_FAVOURED)),
              Estimate.proportion(off.get(Stat.SIDE1_WINS), off.get(Stat.DECIDED)),
              length(off),
              off.get(Stat.RESPAWN_ADVANTAGE_ABS) / (double) Math.max(1, off.get(Stat.GAMES)));
    }
    return new PlaytestReport.Placement(
        Estimate.proportion(t.get(Stat.SETUP_FAVOURED_WINS), t.get(Stat.SETUP_FAVOURED)),
        buckets(t, "setup", Tally.ADVANTAGE_SPAN),
        respawnFavoured,
        buckets(t, "respawn", Tally.ADVANTAGE_SPAN),
        t.get(Stat.RESPAWNS) / (double) games,
        t.get(Stat.RESPAWN_ADVANTAGE_ABS) / (double) games,
        t.get(Stat.COMPENSATION_MANA) / (double) games,
        t.get(Stat.COMPENSATION_MANA_BEHIND) / (double) games,
        comp);
  }

  private static Estimate favoured(Tally t) {
    return Estimate.proportion(t.get(Stat.RESPAWN_FAVOURED_WINS), t.get(Stat.RESPAWN_FAVOURED));
  }

  private List<PlaytestReport.HeroRow> heroes(Tally t) {
    List<PlaytestReport.HeroRow> out = new ArrayList<>();
    List<Hero> heroes = catalog.heroes();
    for (int h = 0; h < heroes.size(); h++) {
      long[] v = t.heroes[h];
      Hero hero = heroes.get(h);
      out.add(
          new PlaytestReport.HeroRow(
              hero.id(),
              hero.name(),
              rate(v, HeroStat.PICKED_WINS, HeroStat.PICKED),
              rate(v, HeroStat.CLAIMED_WINS, HeroStat.CLAIMED),
              rate(v, HeroStat.SPAWNED_WINS, HeroStat.SPAWNED),
              v[HeroStat.KILLS.ordinal()],
              v[HeroStat.DEATHS.ordinal()],
              v[HeroStat.TURNS.ordinal()],
              Estimate.ratio(
                  v[HeroStat.TURNS.ordinal()],
                  v[HeroStat.DEATHS.ordinal()],
                  v[HeroStat.TURNS_SQ.ordinal()],
                  v[HeroStat.DEATHS_SQ.ordinal()],
                  v[HeroStat.DEATHS_TURNS.ordinal()],
                  v[HeroStat.IN_PLAY.ordinal()]),
              model.hero(hero, "").value()));
    }
    return out;
  }

  private List<PlaytestReport.SpiritRow> spirits(Tally t) {
    List<PlaytestReport.SpiritRow> out = new ArrayList<>();
    List<Spirit> spirits = catalog.spirits();
    for (int s = 0; s < spirits.size(); s++) {
      long[] v = t.spirits[s];
      out.add(
          new PlaytestReport.SpiritRow(
              spirits.get(s).id(),
              spirits.get(s).name(),
              Estimate.proportion(
                  v[SpiritStat.PICKED_WINS.ordinal()], v[SpiritStat.PICKED.ordinal()])));
    }
    return out;
  }

  private List<PlaytestReport.WeaponRow> weapons(Tally t) {
    List<PlaytestReport.WeaponRow> out = new ArrayList<>();
    List<Weapon> all = new ArrayList<>(catalog.startingWeapons());
    all.addAll(catalog.itemWeapons());
    for (int i = 0; i < all.size(); i++) {
      Weapon w = all.get(i);
      long[] v = t.weapons[i];
      long attacks = v[WeaponStat.ATTACKS.ordinal()];
      Prices.Band band = prices.weapon(w);
      out.add(
          new PlaytestReport.WeaponRow(
              w.id(),
              w.name(),
              band.deck(),
              Estimate.proportion(v[WeaponStat.HELD_WINS.ordinal()], v[WeaponStat.HELD.ordinal()]),
              attacks,
              Estimate.proportion(
                  Math.min(attacks, v[WeaponStat.CHANCES.ordinal()]),
                  v[WeaponStat.CHANCES.ordinal()]),
              attacks == 0 ? Double.NaN : v[WeaponStat.DAMAGE.ordinal()] / (double) attacks,
              Estimate.flooredMean(
                      v[WeaponStat.VALUE.ordinal()],
                      v[WeaponStat.VALUE_SQ.ordinal()],
                      attacks,
                      MILLI,
                      VerdictFinder.VALUE_SD_FLOOR)
                  .shifted(band.bonus(), 1),
              band.low(),
              band.high()));
    }
    return out;
  }

  private List<PlaytestReport.SpellRow> spells(Tally t) {
    List<PlaytestReport.SpellRow> out = new ArrayList<>();
    List<Spell> spells = catalog.spells();
    for (int i = 0; i < spells.size(); i++) {
      Spell s = spells.get(i);
      long[] v = t.spells[i];
      long casts = v[SpellStat.CASTS.ordinal()];
      long mana = v[SpellStat.MANA.ordinal()];
      out.add(
          new PlaytestReport.SpellRow(
              s.id(),
              s.name(),
              s.element().key(),
              s.cost(),
              casts,
              Estimate.proportion(
                  Math.min(casts, v[SpellStat.CHANCES.ordinal()]), v[SpellStat.CHANCES.ordinal()]),
              mana,
              rate(v, SpellStat.CAST_WINS, SpellStat.CAST_GAMES),
              rate(v, SpellStat.NOT_CAST_WINS, SpellStat.NOT_CAST_GAMES),
              Estimate.difference(
                  v[SpellStat.CAST_WINS.ordinal()], v[SpellStat.CAST_GAMES.ordinal()],
                  v[SpellStat.NOT_CAST_WINS.ordinal()], v[SpellStat.NOT_CAST_GAMES.ordinal()]),
              mana == 0 ? Double.NaN : v[SpellStat.DAMAGE.ordinal()] / (double) mana,
              mana == 0 ? Double.NaN : v[SpellStat.HEALING.ordinal()] / (double) mana,
              Estimate.flooredMean(
                      v[SpellStat.VALUE.ordinal()],
                      v[SpellStat.VALUE_SQ.ordinal()],
                      casts,
                      MILLI,
                      VerdictFinder.VALUE_SD_FLOOR)
                  .shifted(prices.spellBonus(s), 1),
              prices.spell(s)));
    }
    return out;
  }

  private static Estimate rate(long[] v, Enum<?> wins, Enum<?> games) {
    return Estimate.proportion(v[wins.ordinal()], v[games.ordinal()]);
  }

  /** The balance model's weights, for callers that price with them. */
  BalanceWeights weights() {
    return model.weights();
  }
}
