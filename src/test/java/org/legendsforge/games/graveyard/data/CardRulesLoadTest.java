package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Cost;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShippedData.EditedLine;

/**
 * The shipped cards' rules load as the structure the engine executes, and every way of writing that
 * structure wrongly is reported at its place with a hint.
 */
class CardRulesLoadTest {
  @TempDir Path work;
  Path data;

  @BeforeEach
  void copyShippedData() {
    data = ShippedData.copyInto(work);
  }

  private LoadResult load() {
    return new CardDataLoader(work).load(data);
  }

  private Catalog shipped() {
    LoadResult r = load();
    assertThat(r.diagnostics().isEmpty())
        .as(new DiagnosticFormatter().format(r.diagnostics()))
        .isTrue();
    return r.catalog().orElseThrow();
  }

  private static Diagnostic only(LoadResult r) {
    List<Diagnostic> errors =
        r.diagnostics().sorted().stream().filter(Diagnostic::isError).toList();
    assertThat(errors).as(new DiagnosticFormatter().format(r.diagnostics())).hasSize(1);
    return errors.get(0);
  }

  private static Ability hyper(Catalog c, String hero) {
    return c.heroes().stream()
        .filter(h -> h.id().equals(hero))
        .map(Hero::hyper)
        .findFirst()
        .orElseThrow()
        .ability()
        .orElseThrow();
  }

  private static ChaosElement chaos(Catalog c, String id) {
    return c.chaosElements().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
  }

  private static HeroFilter within(Side side, int n) {
    return new HeroFilter(side, OptionalInt.of(n), false, OptionalInt.empty(), HeroCondition.ANY);
  }

  @Test
  void morwenPushesAndHurtsOneEnemyWithinTwoOncePerTurnWithNoActionNeeded() {
    Ability a = hyper(shipped(), "morwen-tidebreaker");
    assertThat(a.trigger()).isEqualTo(Trigger.ONCE_PER_TURN);
    assertThat(a.cost()).isEqualTo(Cost.NONE);
    assertThat(a.target()).isEqualTo(new Target.OneHero(within(Side.ENEMY, 2)));
    assertThat(a.effects())
        .containsExactly(Effect.of(EffectKind.PUSH, 2), Effect.of(EffectKind.DAMAGE, 1));
  }

  @Test
  void theCartographerTeleportsInsteadOfItsMoveAndGrimholdOnlyFromHillsOrMountains() {
    Catalog c = shipped();
    Ability teleport = hyper(c, "pale-cartographer");
    assertThat(teleport.cost()).isEqualTo(new Cost(ActionCost.MOVE, 0));
    assertThat(teleport.target()).isEqualTo(Target.SELF);
    assertThat(hyper(c, "grimhold-peakwalker").user().standsOn())
        .containsExactly(Terrain.HILLS, Terrain.MOUNTAIN);
    HeroFilter thessaly = ((Target.OneHero) hyper(c, "thessaly-blackwater").target()).filter();
    assertThat(thessaly.state().standsOn()).containsExactly(Terrain.SEA);
    assertThat(hyper(c, "lirael-lantern-saint").target())
        .isEqualTo(new Target.EveryHero(within(Side.FRIEND, 2)));
    assertThat(((Target.OneHero) hyper(c, "corvane-crow-king").target()).filter().over()).isTrue();
  }

  @Test
  void sablesBonusAndWynsBiggerHandHoldWhileTheOrbIsHeld() {
    Catalog c = shipped();
    Hero sable =
        c.heroes().stream().filter(h -> h.id().equals("sable-duskhound")).findFirst().orElseThrow();
    assertThat(sable.hyper().ability()).isEmpty();
    assertThat(sable.hyper().modifiers())
        .containsExactly(new Modifier.ExtraDamage(1, Set.of(), Set.of(Scope.WEAPONS)));
    Hero wyn =
        c.heroes().stream().filter(h -> h.id().equals("wyn-cinderwing")).findFirst().orElseThrow();
    assertThat(wyn.hyper().modifiers()).containsExactly(new Modifier.HandLimit(1));
  }

  @Test
  void spiritsReachTheMapThroughTheirHeroesAndChaosElementsHitEveryone() {
    Catalog c = shipped();
    var choir =
        c.spirits().stream().filter(s -> s.id().equals("ember-choir")).findFirst().orElseThrow();
    assertThat(choir.ability().orElseThrow().trigger()).isEqualTo(Trigger.PLAYER_TURN);
    assertThat(choir.ability().orElseThrow().target())
        .isEqualTo(
            new Target.OneHero(
                new HeroFilter(
                    Side.ENEMY, OptionalInt.empty(), false, OptionalInt.of(3), HeroCondition.ANY)));
    assertThat(choir.modifiers())
        .containsExactly(new Modifier.ExtraDamage(1, Set.of(Status.DECAY), Set.of(Scope.THIS)));
    assertThat(chaos(c, "grave-fog").modifiers())
        .containsExactly(new Modifier.MaxRange(3, Set.of(Scope.SPELLS, Scope.WEAPONS)));
    assertThat(chaos(c, "hallowed-ground").modifiers())
        .containsExactly(
            new Modifier.Scaled(
                Modifier.Quantity.HEALING, Modifier.Scale.DOUBLED, Scope.EVERYTHING));
    Ability restless = chaos(c, "restless-dead").ability().orElseThrow();
    assertThat(restless.trigger()).isEqualTo(Trigger.HERO_DIES);
    assertThat(restless.target()).isEqualTo(new Target.EveryHero(HeroFilter.of(Side.ANY)));
  }

  @Test
  void effectsWithNothingSayingWhenTheyHappenAreRefused() {
    EditedLine e =
        ShippedData.editLine(data, "heroes.yaml", "^(\\s+)trigger: turn-start$", "$1# no trigger");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("card-rule");
    assertThat(d.where().line()).as("the first effect").isEqualTo(e.line() + 2);
    assertThat(d.message())
        .isEqualTo("these effects have no trigger: nothing says when they happen");
    assertThat(d.hint()).isEqualTo("add \"trigger:\" (turn-start, once-per-turn, hit, hero-dies)");
  }

  @Test
  void aMisspeltTriggerSuggestsTheRealOne() {
    EditedLine e =
        ShippedData.editLine(
            data, "heroes.yaml", "trigger: once-per-turn", "trigger: once-per-trun");
    Diagnostic d = only(load());
    assertThat(d.where().location())
        .endsWith("heroes.yaml:" + e.line() + ":" + e.columnOf("once-per-trun"));
    assertThat(d.hint()).isEqualTo("did you mean \"once-per-turn\"?");
  }

  @Test
  void aChaosElementCannotBeSetOffAtTheStartOfATurn() {
    ShippedData.editLine(data, "chaos.yaml", "trigger: revealed", "trigger: turn-start");
    Diagnostic d = only(load());
    assertThat(d.message()).isEqualTo("\"turn-start\" is not a valid trigger");
    assertThat(d.hint()).isEqualTo("choose one of revealed, hero-dies");
  }

  @Test
  void aTargetIsEitherOneHeroOrEveryHero() {
    EditedLine e =
        ShippedData.editLine(
            data,
            "heroes.yaml",
            "target: \\{ one: enemy, within: 2 }",
            "target: { one: enemy, every: friend, within: 2 }");
    Diagnostic d = only(load());
    assertThat(d.where().line()).isEqualTo(e.line());
    assertThat(d.message()).isEqualTo("a target is either one hero or every hero, not both");
    ShippedData.editLine(
        data,
        "heroes.yaml",
        "target: \\{ one: enemy, every: friend, within: 2 }",
        "target: { within: 2 }");
    assertThat(only(load()).message())
        .isEqualTo("this target says neither \"one:\" nor \"every:\"");
  }

  @Test
  void aQualifierTheModifierDoesNotTakeIsNamed() {
    EditedLine e =
        ShippedData.editLine(data, "chaos.yaml", "of: \\[spells, weapons]", "against: [stun]");
    Diagnostic d = only(load());
    assertThat(d.where().location())
        .endsWith("chaos.yaml:" + e.line() + ":" + e.columnOf("against"));
    assertThat(d.message()).isEqualTo("\"against\" does not apply to maxRange");
    assertThat(d.hint()).isEqualTo("maxRange takes of");
  }

  @Test
  void anUnknownModifierSuggestsTheRealOne() {
    ShippedData.editLine(data, "chaos.yaml", "- frozenRivers", "- frozenRiver");
    Diagnostic d = only(load());
    assertThat(d.message()).isEqualTo("unknown modifier \"frozenRiver\"");
    assertThat(d.hint()).isEqualTo("did you mean \"frozenRivers\"?");
  }

  @Test
  void aCardWhoseRuleIsOnlyTextCannotBePlayed() {
    int line =
        ShippedData.edit(
            data,
            "chaos.yaml",
            "    modifiers:\n      - clearSight: [F, M]\n",
            "    text: Forests and mountains no longer block line of sight.\n");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("empty-card");
    assertThat(d.where().line()).isEqualTo(line - 2);
    assertThat(d.message())
        .isEqualTo(
            "chaos element \"eclipse\" has no effects or modifiers: its text is a reminder that the engine never reads");
  }

  @Test
  void aCostWithNothingToPayForIsRefused() {
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)modifiers:$", "$1mana: 1\n$1modifiers:");
    Diagnostic d = only(load());
    assertThat(d.message())
        .isEqualTo("\"mana\" is given but there are no effects for it to apply to");
  }

  @Test
  void theOldFreeTextTriggerLineSaysHowItIsWrittenNow() {
    EditedLine e =
        ShippedData.editLine(
            data,
            "spirits.yaml",
            "^(\\s+)target: \\{ one: friend }$",
            "$1when: Once in your player turn, on one friend");
    Diagnostic d = only(load());
    assertThat(d.checkId()).isEqualTo("retired-key");
    assertThat(d.where().location())
        .endsWith("spirits.yaml:" + e.line() + ":" + e.columnOf("when"));
    assertThat(d.message()).isEqualTo("\"when\" is no longer a key of a spirit");
    assertThat(d.hint()).startsWith("write it as trigger, action, while and target");
  }
}
