package org.legendsforge.games.graveyard.playtest.restricted;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Restricted;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Unjudged;
import org.legendsforge.games.graveyard.playtest.PlaytestReport.Verdicts;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * A card restricted play judges joins the playtest's verdict lists, underpowered or (the bots
 * missing its use) overpowered, marked with its forced games, and leaves the not-judged list; one
 * the forced bot never could use stays not judged.
 */
class RestrictedVerdictsTest {
  private static final Band BAND = new Band(3, 4, 5);

  private static Unjudged declined(String id, String kind) {
    return new Unjudged(
        id, id, kind, "value per cast", 0, 900, Estimate.proportion(0, 900), "used in under 1%");
  }

  private static Restricted forced(String id, String kind, double value, String verdict) {
    return new Restricted(
        id,
        id,
        kind,
        "greedy",
        0,
        900,
        200,
        verdict.equals(RestrictedJudge.UNJUDGED) ? 0 : 40,
        30,
        Estimate.proportion(100, 200),
        Estimate.proportion(100, 200),
        Estimate.mean(0, 0, 200, 1),
        BAND,
        new Estimate(value, value - 0.3, value + 0.3, 40),
        verdict,
        "forced into play");
  }

  private static Verdicts playtest(Unjudged... unjudged) {
    return new Verdicts(List.of(), List.of(), List.of(unjudged), null);
  }

  @Test
  void anUnderpoweredCardJoinsTheUnderpoweredListAndLeavesTheNotJudged() {
    Restricted mote = forced("mote", "spell", 1, RestrictedJudge.UNDERPOWERED);
    Verdicts v = RestrictedVerdicts.merge(playtest(declined("mote", "spell")), List.of(mote));
    assertThat(v.unjudged()).isEmpty();
    assertThat(v.overpowered()).isEmpty();
    assertThat(v.underpowered())
        .singleElement()
        .satisfies(
            x -> {
              assertThat(x.restricted()).isEqualTo(mote);
              assertThat(x.ratio()).isEqualTo(0.25);
              assertThat(x.bandLow()).isEqualTo(3);
              assertThat(x.measure()).isEqualTo("value per cast");
            });
    assertThat(v.restricted()).containsExactly(mote);
  }

  @Test
  void aWeaponWhoseUseTheBotsMissJoinsTheOverpoweredListUnderItsDeckKind() {
    Restricted axe = forced("axe", "weapon", 8, RestrictedJudge.MISSED);
    Verdicts v =
        RestrictedVerdicts.merge(playtest(declined("axe", "starting weapon")), List.of(axe));
    assertThat(v.unjudged()).isEmpty();
    assertThat(v.overpowered())
        .singleElement()
        .satisfies(
            x -> {
              assertThat(x.kind()).isEqualTo("starting weapon");
              assertThat(x.measure()).isEqualTo("value per attack");
              assertThat(x.restricted()).isEqualTo(axe);
            });
  }

  @Test
  void theListsKeepTheirOrderWithRestrictedPlaysVerdictsAmongThem() {
    Verdicts v =
        RestrictedVerdicts.merge(
            playtest(declined("a", "spell"), declined("b", "spell")),
            List.of(
                forced("a", "spell", 2, RestrictedJudge.UNDERPOWERED),
                forced("b", "spell", 1, RestrictedJudge.UNDERPOWERED)));
    assertThat(v.underpowered()).extracting(PlaytestReport.Verdict::id).containsExactly("b", "a");
  }

  @Test
  void aCardFineWhenUsedLeavesTheNotJudgedWithoutAVerdict() {
    Verdicts v =
        RestrictedVerdicts.merge(
            playtest(declined("c", "spell")),
            List.of(forced("c", "spell", 4, RestrictedJudge.FINE)));
    assertThat(v.unjudged()).isEmpty();
    assertThat(v.underpowered()).isEmpty();
    assertThat(v.overpowered()).isEmpty();
  }

  @Test
  void aCardTheForcedBotNeverCouldUseStaysNotJudged() {
    Verdicts v =
        RestrictedVerdicts.merge(
            playtest(declined("d", "spell")),
            List.of(forced("d", "spell", 0, RestrictedJudge.UNJUDGED)));
    assertThat(v.unjudged()).extracting(Unjudged::id).containsExactly("d");
    assertThat(v.underpowered()).isEmpty();
  }
}
