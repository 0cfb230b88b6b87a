package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.faces.FaceOf;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.ActionCost;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Cost;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroCondition;
import org.legendsforge.games.graveyard.model.HeroFilter;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.Modifier;
import org.legendsforge.games.graveyard.model.Scope;
import org.legendsforge.games.graveyard.model.Side;
import org.legendsforge.games.graveyard.model.Status;
import org.legendsforge.games.graveyard.model.Target;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.template.StrictTemplates;
import org.legendsforge.testing.ShippedData;

/**
 * The rules text on a card is written from its structure: the shipped cards read as their rules
 * say, and every trigger, cost, target, status and modifier has words.
 */
class RulesTextTest {
  private static final CardText TEXT = text();
  private static final Map<String, Card> SHIPPED = shipped();

  private static CardText text() {
    try {
      return new CardText(StrictTemplates.over(Path.of("templates/text"), "templates/text"));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Map<String, Card> shipped() {
    Catalog c =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    return java.util.stream.Stream.of(
            c.heroes(),
            c.hyperOrbs(),
            c.spirits(),
            c.chaosElements(),
            c.spells(),
            c.startingWeapons(),
            c.itemWeapons())
        .flatMap(List::stream)
        .collect(Collectors.toMap(Card::id, Function.identity()));
  }

  private static String rules(String id) {
    return TEXT.words(FaceOf.card(SHIPPED.get(id))).rules();
  }

  @Test
  void heroesSayWhenOnWhomAndAtWhatPrice() {
    assertThat(rules("morwen-tidebreaker"))
        .isEqualTo(
            "**Hyper ability — Call of the Drowned Fleet**\n"
                + "Once per turn, no action needed, target an enemy within 2. **Push** it 2 cells. It takes 1 {damage}.");
    assertThat(rules("grimhold-peakwalker"))
        .endsWith(
            "Once per turn, no action needed, while it stands on {H} or {M}, "
                + "target an enemy within 2. It takes 1 {damage}. It is **Stuck**.");
    assertThat(rules("thessaly-blackwater"))
        .endsWith(
            "target an enemy within 3 that stands on {W} or a river. **Pull** it 2 cells. It takes 1 {damage}.");
    assertThat(rules("pale-cartographer"))
        .endsWith("Once per turn, instead of its move action, **teleport** it up to 4 cells.");
    assertThat(rules("lirael-lantern-saint"))
        .endsWith(
            "At the start of each of its turns, target itself and every friend within 2. Each of them heals 1 {health}.");
    assertThat(rules("brannoc-gravewarden"))
        .endsWith(
            "At the start of each of its turns, target itself or a friend within 2. It gains a **Shield** against the next 2 {damage}.");
    assertThat(rules("corvane-crow-king"))
        .endsWith("target an enemy within 4, even out of sight. It takes 1 {damage}.");
    assertThat(rules("sable-duskhound"))
        .endsWith("Its weapon attacks deal 1 more {damage} to each enemy they hit.");
    assertThat(rules("wyn-cinderwing"))
        .endsWith(
            "At the start of each of its turns, draw 1 spell from any deck. Its player may keep 1 spell over the hand limits.");
  }

  @Test
  void theHyperOrbPrintsItsHerosAbilityInTheSameWords() {
    assertThat(rules("orrin-bell-ringer-orb"))
        .isEqualTo(
            "**Orrin the Bell-Ringer** has this ability while holding a hyper orb:\n"
                + "**Death Knell.** Once per turn, no action needed, target an enemy within 1. **Stun** it.");
  }

  @Test
  void spiritsReachTheMapThroughAFriend() {
    assertThat(rules("ember-choir"))
        .isEqualTo(
            "**Stoke the Pyre:** Once in your player turn, target an enemy within 3 of a friend. "
                + "It takes 1 {damage}. An enemy with **Decay** takes 1 more {damage}.");
    assertThat(rules("gale-herald"))
        .isEqualTo(
            "**Errant Wind:** Once in your player turn, target a friend that is not **Stuck**. It moves up to 3 cells.");
    assertThat(rules("nameless-pilgrim"))
        .isEqualTo(
            "**Borrowed Memory:** Once in your player turn, draw 1 spell from any deck. Then discard down to your limits.");
  }

  @Test
  void chaosElementsChangeTheTableUntilTheNextReshuffle() {
    String stays = "\nStays in force until the Turn Order deck is next reshuffled.";
    assertThat(rules("crimson-moon"))
        .isEqualTo("Every spell that deals {damage} deals 1 more to each enemy it hits." + stays);
    assertThat(rules("grave-fog"))
        .isEqualTo(
            "No spell or weapon reaches farther than 3 cells, with or without **Over**." + stays);
    assertThat(rules("hallowed-ground")).isEqualTo("All healing is doubled." + stays);
    assertThat(rules("eclipse"))
        .isEqualTo("Forests and mountains no longer block line of sight." + stays);
    assertThat(rules("frozen-rivers"))
        .isEqualTo(
            "Rivers freeze: {W} movement may no longer enter land cells with a river." + stays);
    assertThat(rules("restless-dead"))
        .isEqualTo("Whenever a hero dies, every other hero in play gains 1 {mana}." + stays);
    assertThat(rules("plague-wind"))
        .isEqualTo("When this is revealed, every hero in play gains 1 **Decay**.");
  }

  @Test
  void weaponsAndSpellsSayWhatTheirOwnTextUsedTo() {
    assertThat(rules("bone-knife"))
        .isEqualTo(
            "The target takes 2 {damage}. An enemy that is **Stunned** or **Stuck** takes 1 more {damage}.");
    assertThat(rules("heavy-crossbow"))
        .isEqualTo(
            "The target takes 5 {damage}. Its wielder may not use its move action in a turn it attacks with it.");
    assertThat(rules("thunderclap"))
        .isEqualTo(
            "Each enemy in the area around the caster takes 1 {damage}. **Push** each of them 2 cells away from the caster.");
    assertThat(rules("tidal-wave"))
        .isEqualTo(
            "Each enemy in the area takes 1 {damage}. **Push** each of them 1 cell away from the caster. **Slow** each of them.");
  }

  @Test
  void noShippedCardStartsASentenceAgainAfterAColonOrCentresAnAreaInWordsOfItsOwn() {
    SHIPPED
        .keySet()
        .forEach(
            id ->
                assertThat(rules(id))
                    .as(id)
                    .doesNotContainPattern("[a-z0-9}]: [A-Z]")
                    .doesNotContain("Centred on")
                    .doesNotContain(", on "));
  }

  private static String hyper(Optional<Ability> ability, List<Modifier> modifiers) {
    Hero h =
        new Hero(
            "h",
            "H",
            10,
            MovementSpec.DEFAULT,
            false,
            new HyperAbility("X", ability, modifiers, ""),
            "",
            Optional.empty());
    return TEXT.words(FaceOf.card(h)).rules().substring("**Hyper ability — X**\n".length());
  }

  @Test
  void everyTriggerCostAndTargetHasWords() {
    List<Effect> heal = List.of(Effect.of(EffectKind.HEAL, 1));
    for (Trigger t :
        List.of(Trigger.TURN_START, Trigger.ONCE_PER_TURN, Trigger.HIT, Trigger.HERO_DIES)) {
      assertThat(hyper(Optional.of(Ability.of(t, Target.SELF, heal)), List.of()))
          .as(t.name())
          .endsWith(", it heals 1 {health}.");
    }
    for (ActionCost a : ActionCost.values()) {
      Ability paid =
          new Ability(Trigger.ONCE_PER_TURN, new Cost(a, 2), HeroCondition.ANY, Target.SELF, heal);
      assertThat(hyper(Optional.of(paid), List.of()))
          .as(a.name())
          .endsWith(", pay 2 {mana}, then it heals 1 {health}.");
    }
    assertThat(
            hyper(
                Optional.of(
                    Ability.of(
                        Trigger.HIT, Target.ATTACKER, List.of(Effect.of(EffectKind.DAMAGE, 1)))),
                List.of()))
        .isEqualTo("Whenever an enemy damages it, that enemy takes 1 {damage}.");
    HeroCondition state =
        new HeroCondition(
            Set.of(Terrain.FOREST, Terrain.SEA),
            Set.copyOf(List.of(Status.values())),
            Set.copyOf(List.of(Status.values())));
    HeroFilter any = new HeroFilter(Side.ANY, OptionalInt.of(2), false, OptionalInt.of(1), state);
    assertThat(
            hyper(
                Optional.of(Ability.of(Trigger.TURN_START, new Target.EveryHero(any), heal)),
                List.of()))
        .isEqualTo(
            "At the start of each of its turns, target every hero within 2 and within 1 of a friend that stands on {F}, {W} or a river "
                + "and is **Stunned**, **Stuck** or **Slowed** or has **Decay** or a **Shield** "
                + "and is not **Stunned**, **Stuck** or **Slowed** and has no **Decay** and has no **Shield**. Each of them heals 1 {health}.");
  }

  @Test
  void everyModifierHasWords() {
    List<Modifier> all =
        List.of(
            new Modifier.ExtraDamage(
                -1, Set.of(Status.SLOW), Set.of(Scope.SPELLS, Scope.ABILITIES)),
            new Modifier.Scaled(
                Modifier.Quantity.DAMAGE, Modifier.Scale.HALVED, Set.of(Scope.WEAPONS)),
            new Modifier.MaxRange(2, Set.of(Scope.ABILITIES)),
            new Modifier.HandLimit(2));
    assertThat(hyper(Optional.empty(), all))
        .isEqualTo(
            "Its spells and abilities deal 1 less {damage} to each enemy they hit that is **Slowed**. "
                + "Damage from its weapon attacks is halved. No ability reaches farther than 2 cells, with or without **Over**. "
                + "Its player may keep 2 spells over the hand limits.");
    ChaosElement table =
        new ChaosElement(
            "c",
            "C",
            Optional.empty(),
            List.of(
                new Modifier.ClearSight(Set.of(Terrain.MOUNTAIN)),
                new Modifier.Scaled(
                    Modifier.Quantity.DAMAGE,
                    Modifier.Scale.DOUBLED,
                    Set.of(Scope.WEAPONS, Scope.SPELLS, Scope.ABILITIES)),
                new Modifier.HandLimit(1)),
            "",
            "",
            Optional.empty());
    assertThat(TEXT.words(FaceOf.card(table)).rules())
        .startsWith(
            "Mountains no longer block line of sight. All damage is doubled. "
                + "Each player may keep 1 spell over the hand limits.");
  }
}
