package org.legendsforge.games.graveyard.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.testing.ShippedData;

/** The designer's exchange rates (docs/rules-model.md §11) as the balance model applies them. */
class BalanceModelTest {
  @TempDir Path work;

  private static BalanceWeights shippedWeights(Catalog c) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    Diagnostics sink = new Diagnostics();
    return new BalanceWeightsLoader(Path.of(""))
        .load(ShippedData.folder(), ids, sink)
        .orElseThrow(() -> new AssertionError(sink.sorted()));
  }

  private static Catalog shipped() {
    return new CardDataLoader(Path.of("")).load(ShippedData.folder()).catalog().orElseThrow();
  }

  private static Spell spell(int cost, int range, Optional<AreaSpec> area, Effect... effects) {
    return new Spell(
        "test",
        "Test",
        Element.FIRE,
        cost,
        range,
        area,
        false,
        false,
        List.of(effects),
        "",
        "",
        Optional.empty());
  }

  @Test
  void oneDamageOneHealthAndOneManaAreEachWorthOne() {
    BalanceModel m = new BalanceModel(shippedWeights(shipped()));
    assertThat(m.effect(Effect.of(EffectKind.DAMAGE, 1))).isEqualTo(1.0);
    assertThat(m.effect(Effect.of(EffectKind.HEAL, 1))).isEqualTo(1.0);
    assertThat(m.effect(Effect.of(EffectKind.MANA, 1))).isEqualTo(1.0);
  }

  @Test
  void stunIsWorthThreeDamage() {
    BalanceModel m = new BalanceModel(shippedWeights(shipped()));
    assertThat(m.effect(new Effect(EffectKind.STUN, 1, EffectTarget.TARGET)))
        .isEqualTo(m.effect(Effect.of(EffectKind.DAMAGE, 3)));
  }

  @Test
  void anAreaMultipliesWhatLandsOnItsTargetsButNotWhatLandsOnTheCaster() throws Exception {
    BalanceModel m = new BalanceModel(shippedWeights(shipped()));
    CardValue v =
        m.spell(
            spell(
                3,
                3,
                Optional.of(AreaSpec.parse("1r0d")),
                Effect.of(EffectKind.DAMAGE, 2),
                new Effect(EffectKind.HEAL, 1, EffectTarget.SELF)),
            "Fire");
    assertThat(v.value()).isEqualTo(2 * 1.5 + 1);
    assertThat(v.aim()).contains(4.0);
  }

  @Test
  void anAreaMissingFromTheTableIsInterpolatedByItsCells() throws Exception {
    BalanceModel m = new BalanceModel(shippedWeights(shipped()));
    double small = m.areaMultiplier(Optional.of(AreaSpec.parse("2r2d")));
    double big = m.areaMultiplier(Optional.of(AreaSpec.parse("3r1d")));
    assertThat(big).isGreaterThan(small);
  }

  @Test
  void aSpellFarFromItsCostPlusTheSpellActionIsFlaggedWithTheReason() {
    Catalog c = shipped();
    Spell strong = spell(1, 3, Optional.empty(), Effect.of(EffectKind.DAMAGE, 5));
    Catalog edited = withFirstFireSpell(c, strong);
    BalanceReport r = BalanceReport.of(edited, new BalanceModel(shippedWeights(c)));
    CardValue v = r.cards().stream().filter(x -> x.id().equals("test")).findFirst().orElseThrow();
    assertThat(v.flag()).contains("too strong: worth 5 for cost 1 (aim 2 ± 0.5)");
  }

  @Test
  void theShippedItemWeaponsAreAboutHalfAgainAsStrongAsTheStartingWeapons() {
    Catalog c = shipped();
    BalanceReport r = BalanceReport.of(c, new BalanceModel(shippedWeights(c)));
    assertThat(r.itemToStarting()).isBetween(1.35, 1.65);
    assertThat(r.findings()).isEmpty();
  }

  @Test
  void weakItemWeaponsShowInTheFindings() {
    Catalog c = shipped();
    List<Weapon> weak =
        c.itemWeapons().stream()
            .map(
                w ->
                    new Weapon(
                        "weak-" + w.id(),
                        w.name(),
                        WeaponKind.ITEM,
                        1,
                        1,
                        Optional.empty(),
                        false,
                        List.of(),
                        "",
                        "",
                        Optional.empty()))
            .toList();
    Catalog edited =
        new Catalog(
            c.game(),
            c.heroes(),
            c.spirits(),
            c.spells(),
            c.startingWeapons(),
            weak,
            c.chaosElements(),
            c.hyperOrbs(),
            c.playerCards(),
            c.terrainCards(),
            c.pickups(),
            c.decks(),
            c.components());
    BalanceReport r = BalanceReport.of(edited, new BalanceModel(shippedWeights(c)));
    assertThat(r.findings())
        .singleElement()
        .asString()
        .startsWith("item weapons are worth 0.37x the starting weapons");
  }

  private static Catalog withFirstFireSpell(Catalog c, Spell replacement) {
    List<Spell> spells = new java.util.ArrayList<>(c.spells());
    spells.set(spells.indexOf(c.spellsOf(Element.FIRE).get(0)), replacement);
    return new Catalog(
        c.game(),
        c.heroes(),
        c.spirits(),
        spells,
        c.startingWeapons(),
        c.itemWeapons(),
        c.chaosElements(),
        c.hyperOrbs(),
        c.playerCards(),
        c.terrainCards(),
        c.pickups(),
        c.decks(),
        c.components());
  }

  private static CardValue valueOf(String id) {
    Catalog c = shipped();
    BalanceReport r = BalanceReport.of(c, new BalanceModel(shippedWeights(c)));
    return r.cards().stream().filter(v -> v.id().equals(id)).findFirst().orElseThrow();
  }

  private static double part(CardValue v, String label) {
    return v.parts().stream()
        .filter(p -> p.label().equals(label))
        .findFirst()
        .orElseThrow(() -> new AssertionError(v.parts()))
        .value();
  }

  @Test
  void aConditionLeavesItsShareOfTheAbilitysValue() {
    CardValue grimhold = valueOf("grimhold-peakwalker");
    assertThat(part(grimhold, "hyper: while it stands on H M (x0.6)"))
        .isCloseTo(-(1 + 1.5) * 0.4, within(1e-9));
    assertThat(grimhold.value()).isCloseTo(14 + (1 + 1.5) * 0.6, within(1e-9));
    CardValue choir = valueOf("ember-choir");
    assertThat(part(choir, "target near a friend (x0.8)")).isCloseTo(-0.2, within(1e-9));
  }

  @Test
  void anAbilityUsedInsteadOfTheMoveActionGivesTheMoveUp() {
    CardValue pale = valueOf("pale-cartographer");
    assertThat(part(pale, "hyper: teleport 4")).isEqualTo(3.0);
    assertThat(part(pale, "hyper: instead of its move action")).isEqualTo(-1.5);
  }

  @Test
  void everyFriendWithinTwoCountsAsTheAreaAroundTheHeroAndOneFarEnemyAsARange() {
    assertThat(part(valueOf("lirael-lantern-saint"), "hyper: heal 1 on every friend within 2 (x2)"))
        .isEqualTo(2.0);
    CardValue corvane = valueOf("corvane-crow-king");
    assertThat(part(corvane, "hyper: within 4")).isEqualTo(0.5);
    assertThat(part(corvane, "hyper: over")).isEqualTo(1.0);
  }

  @Test
  void modifiersArePricedByTheUsesTheyChange() {
    assertThat(part(valueOf("bone-knife"), "extraDamage 1 against stun or stuck"))
        .as("half the attacks find such an enemy")
        .isEqualTo(0.5);
    assertThat(part(valueOf("heavy-crossbow"), "excludesMove")).isEqualTo(-1.0);
    assertThat(part(valueOf("sable-duskhound"), "hyper: extraDamage 1 of weapons"))
        .as("one weapon attack a turn")
        .isEqualTo(1.0);
    assertThat(part(valueOf("wyn-cinderwing"), "hyper: handLimit 1")).isEqualTo(1.0);
  }
}
