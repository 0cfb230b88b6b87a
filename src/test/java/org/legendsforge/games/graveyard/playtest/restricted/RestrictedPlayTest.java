package org.legendsforge.games.graveyard.playtest.restricted;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.bots.ForcedCard;
import org.legendsforge.games.graveyard.game.Engine;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;
import org.legendsforge.testing.PlantedFireSpell;

/**
 * Restricted play on a fire spell planted far too dear (5 mana for 1 damage at range 1, priced 6):
 * forced into play in paired games, it is judged underpowered, with its evidence, and joins the
 * playtest's underpowered list, leaving the not-judged one.
 */
class RestrictedPlayTest {
  @TempDir Path project;

  @Test
  void aFireSpellPlantedFarTooDearIsUnderpoweredWhenForcedIntoPlay() throws Exception {
    PlantedFireSpell.Planted planted = PlantedFireSpell.into(project);
    Engine engine = new Engine(planted.catalog());
    ForcedCandidate mote =
        new ForcedCandidate(
                PlantedFireSpell.ID,
                "Cinder Mote",
                "spell",
                ForcedCard.spell(engine.cards().spellIndex(PlantedFireSpell.ID)),
                0,
                100,
                null,
                0)
            .priced(new PlaytestReport.Band(5.5, 6, 6.5), 0);
    List<PlaytestReport.Restricted> judged =
        new RestrictedPlay(engine, planted.weights())
            .play(
                List.of(mote),
                new RestrictedPlay.Options(List.of("greedy", "greedy"), 1, 40, 5000, 1),
                n -> {});
    PlaytestReport.Restricted r = judged.get(0);
    assertThat(r.games()).isEqualTo(40);
    assertThat(r.forcedUses()).isPositive();
    assertThat(r.gamesUsed()).isLessThanOrEqualTo(40);
    assertThat(r.verdict()).as(r.why()).isEqualTo("underpowered");
    assertThat(r.bot()).isEqualTo("greedy");

    // the playtest left it not judged (never cast); restricted play's verdict lists it
    PlaytestReport.Verdicts verdicts =
        RestrictedVerdicts.merge(
            new PlaytestReport.Verdicts(
                List.of(),
                List.of(),
                List.of(
                    new PlaytestReport.Unjudged(
                        PlantedFireSpell.ID,
                        "Cinder Mote",
                        "spell",
                        "value per cast",
                        0,
                        100,
                        Estimate.proportion(0, 100),
                        "used in under 1% of its chances")),
                null),
            judged);
    assertThat(verdicts.unjudged()).isEmpty();
    assertThat(verdicts.underpowered())
        .singleElement()
        .satisfies(
            v -> {
              assertThat(v.id()).isEqualTo(PlantedFireSpell.ID);
              assertThat(v.restricted()).isEqualTo(r);
              assertThat(v.observed()).isEqualTo(r.valuePerUse());
              assertThat(v.observed().high()).isLessThan(v.bandLow());
              assertThat(v.why()).startsWith("restricted play: forced into play");
            });
  }

  @Test
  void aUsesValueCountsOnlyTheForcedSeatsUsesThoughTheOtherSideCastsItToo() throws Exception {
    PlantedFireSpell.Planted planted = PlantedFireSpell.into(project);
    Engine engine = new Engine(planted.catalog());
    // a cheap damage spell the plain greedy bot casts often, on the other side as well
    ForcedCandidate dart =
        new ForcedCandidate(
                "ember-dart",
                "Ember Dart",
                "spell",
                ForcedCard.spell(engine.cards().spellIndex("ember-dart")),
                0,
                100,
                null,
                0)
            .priced(new PlaytestReport.Band(1.5, 2, 2.5), 0);
    PlaytestReport.Restricted r =
        new RestrictedPlay(engine, planted.weights())
            .play(
                List.of(dart),
                new RestrictedPlay.Options(List.of("greedy", "greedy"), 1, 10, 5000, 1),
                n -> {})
            .get(0);
    assertThat(r.forcedUses()).isPositive();
    assertThat(r.valuePerUse().n()).isEqualTo(r.forcedUses());
  }
}
