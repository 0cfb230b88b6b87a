package org.legendsforge.games.graveyard.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.card.Sleeve;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.testing.ShippedData;

/** The rules-level checks on the shipped card set and on broken copies of it. */
class RulesChecksTest {
  private static Catalog shipped;
  private static SourceMap sources;

  @BeforeAll
  static void load() {
    LoadResult r = new CardDataLoader(Path.of("").toAbsolutePath()).load(ShippedData.folder());
    shipped = r.catalog().orElseThrow();
    sources = r.sources();
  }

  private static List<Diagnostic> run(Catalog c) {
    Diagnostics sink = new Diagnostics();
    RulesChecks.all().forEach(check -> check.check(c, sources, sink));
    return sink.sorted();
  }

  private static List<String> ids(List<Diagnostic> ds) {
    return ds.stream().map(d -> d.severity().word() + "[" + d.checkId() + "]").toList();
  }

  private static Catalog with(
      Catalog c,
      UnaryOperator<List<org.legendsforge.games.graveyard.model.Hero>> heroes,
      UnaryOperator<List<Deck>> decks,
      UnaryOperator<List<Pickup>> pickups,
      UnaryOperator<List<Spirit>> spirits) {
    return new Catalog(
        c.game(),
        heroes.apply(c.heroes()),
        spirits.apply(c.spirits()),
        c.spells(),
        c.startingWeapons(),
        c.itemWeapons(),
        c.chaosElements(),
        c.hyperOrbs(),
        c.playerCards(),
        c.terrainCards(),
        pickups.apply(c.pickups()),
        decks.apply(c.decks()),
        c.components());
  }

  private static Catalog withDecks(UnaryOperator<List<Deck>> decks) {
    return with(shipped, h -> h, decks, p -> p, s -> s);
  }

  private static UnaryOperator<List<Deck>> recolour(DeckKind kind, String hex) {
    return decks ->
        decks.stream()
            .map(
                d ->
                    d.contents() == kind
                        ? new Deck(
                            d.id(),
                            d.name(),
                            d.contents(),
                            new Sleeve("Test", hex),
                            d.icon(),
                            d.backPattern())
                        : d)
            .toList();
  }

  private static String hexOf(DeckKind kind) {
    return shipped.deck(kind).orElseThrow().sleeve().hex();
  }

  @Test
  void shippedCardSetPassesEveryRulesCheck() {
    Diagnostics sink = new Diagnostics();
    RulesChecks.all().forEach(check -> check.check(shipped, sources, sink));
    assertThat(sink.isEmpty()).as(new DiagnosticFormatter().format(sink)).isTrue();
  }

  @Test
  void generalSleeveEqualToAnElementDeckIsAnError() {
    List<Diagnostic> ds =
        run(withDecks(recolour(DeckKind.GENERAL_SPELLS, hexOf(DeckKind.FIRE_SPELLS))));
    assertThat(ids(ds)).contains("error[sleeve-distinct]", "warning[sleeve-confusable]");
    Diagnostic d =
        ds.stream().filter(x -> x.checkId().equals("sleeve-distinct")).findFirst().orElseThrow();
    assertThat(d.message()).contains("General Spells").contains("Fire Spells").contains("0.0");
    assertThat(d.where().path()).endsWith("decks.yaml");
    assertThat(d.where().line()).isPositive();
  }

  @Test
  void turnOrderNearlyEqualToHeroControlIsAnError() {
    String navy = hexOf(DeckKind.HERO_CONTROL);
    int rgb = Integer.parseInt(navy.substring(1), 16) + 0x010101;
    List<Diagnostic> ds =
        run(withDecks(recolour(DeckKind.TURN_ORDER, String.format("#%06X", rgb))));
    assertThat(ids(ds)).contains("error[sleeve-distinct]");
  }

  @Test
  void startingAndItemWeaponsMustDiffer() {
    List<Diagnostic> ds =
        run(withDecks(recolour(DeckKind.ITEM_WEAPONS, hexOf(DeckKind.STARTING_WEAPONS))));
    assertThat(ids(ds)).contains("error[sleeve-distinct]");
  }

  @Test
  void redAndGreenOfEqualLightnessAreConfusableOnlyForColourBlindPlayers() {
    // Far apart for normal vision (CIEDE2000 above 40), nearly one colour under protanopia.
    Lab red = Vision.NORMAL.see(0xB35A00);
    Lab green = Vision.NORMAL.see(0x5E7F00);
    assertThat(Ciede2000.delta(red, green)).isGreaterThan(20);
    double protan =
        Ciede2000.delta(Vision.PROTANOPIA.see(0xB35A00), Vision.PROTANOPIA.see(0x5E7F00));
    double deutan =
        Ciede2000.delta(Vision.DEUTERANOPIA.see(0xB35A00), Vision.DEUTERANOPIA.see(0x5E7F00));
    assertThat(Math.min(protan, deutan)).isLessThan(SleeveColourCheck.CONFUSABLE);
    List<Diagnostic> ds =
        run(
            withDecks(
                recolour(DeckKind.CHAOS_ELEMENTS, "#B35A00")
                        .andThen(recolour(DeckKind.SPIRITS, "#5E7F00"))
                    ::apply));
    assertThat(ds)
        .anyMatch(
            d -> d.checkId().equals("sleeve-confusable") && d.message().contains("simulated"));
    assertThat(ids(ds)).doesNotContain("error[sleeve-distinct]");
  }

  @Test
  void spiritWithFourSpellsIsAWarning() {
    Spirit s = shipped.spirits().get(0);
    Spirit four =
        new Spirit(
            s.id(),
            s.name(),
            s.abilityName(),
            s.effects(),
            s.text(),
            new HandLimits(Map.of(), 4),
            s.flavour(),
            s.art());
    List<Diagnostic> ds =
        run(with(shipped, h -> h, d -> d, p -> p, spirits -> replaceFirst(spirits, four)));
    assertThat(ids(ds)).containsExactly("warning[spirit-hand-size]");
    assertThat(ds.get(0).message()).contains("add up to 4, expected 5");
    assertThat(ds.get(0).where().path()).endsWith("spirits.yaml");
  }

  private static <T> List<T> replaceFirst(List<T> list, T item) {
    List<T> out = new ArrayList<>(list);
    out.set(0, item);
    return out;
  }

  @Test
  void tooFewHeroesIsAnErrorAndANarrowChoiceAWarning() {
    assertThat(ids(run(with(shipped, h -> h.subList(0, 13), d -> d, p -> p, s -> s))))
        .containsExactly("error[setup-heroes]");
    assertThat(ids(run(with(shipped, h -> h.subList(0, 15), d -> d, p -> p, s -> s))))
        .containsExactly("warning[respawn-choice]");
  }

  @Test
  void pickupsThatDoNotFitOrAreMissing() {
    List<Pickup> crowded = new ArrayList<>(shipped.pickups());
    Pickup mana =
        crowded.stream().filter(p -> p.kind() == PickupKind.MANA).findFirst().orElseThrow();
    crowded.set(
        crowded.indexOf(mana),
        new Pickup(PickupKind.MANA, mana.name(), 80, mana.coin(), mana.text()));
    assertThat(ids(run(with(shipped, h -> h, d -> d, p -> crowded, s -> s))))
        .containsExactly("error[pickup-count]");
    List<Pickup> noHyper =
        shipped.pickups().stream().filter(p -> p.kind() != PickupKind.HYPER).toList();
    assertThat(ids(run(with(shipped, h -> h, d -> d, p -> noHyper, s -> s))))
        .containsExactly("warning[pickup-missing]");
  }

  @Test
  void everyHeroNeedsAHyperOrbCard() {
    Catalog c =
        new Catalog(
            shipped.game(),
            shipped.heroes(),
            shipped.spirits(),
            shipped.spells(),
            shipped.startingWeapons(),
            shipped.itemWeapons(),
            shipped.chaosElements(),
            shipped.hyperOrbs().subList(1, shipped.hyperOrbs().size()),
            shipped.playerCards(),
            shipped.terrainCards(),
            shipped.pickups(),
            shipped.decks(),
            shipped.components());
    List<Diagnostic> ds = run(c);
    assertThat(ids(ds)).containsExactly("error[hyper-orb-missing]");
    assertThat(ds.get(0).message()).contains(shipped.hyperOrbs().get(0).hero().id());
  }

  @Test
  void tooFewTerrainCardsAndWeapons() {
    Catalog c =
        new Catalog(
            shipped.game(),
            shipped.heroes(),
            shipped.spirits(),
            shipped.spells(),
            shipped.startingWeapons().subList(0, 2),
            shipped.itemWeapons().subList(0, 1),
            shipped.chaosElements(),
            shipped.hyperOrbs(),
            shipped.playerCards(),
            shipped.terrainCards().subList(0, 14),
            shipped.pickups(),
            shipped.decks(),
            shipped.components());
    assertThat(ids(run(c)))
        .containsExactlyInAnyOrder(
            "error[setup-terrain]", "error[setup-weapons]", "error[setup-weapons]");
  }

  @Test
  void aPlayerColourThatIsNoSeatAtTheTableIsAWarningAtThatColour() {
    PlayerCard first = shipped.playerCards().get(0);
    List<PlayerCard> players = new ArrayList<>(shipped.playerCards());
    players.set(0, new PlayerCard(first.id(), first.name(), "Crimson", first.text(), first.art()));
    Catalog c =
        new Catalog(
            shipped.game(),
            shipped.heroes(),
            shipped.spirits(),
            shipped.spells(),
            shipped.startingWeapons(),
            shipped.itemWeapons(),
            shipped.chaosElements(),
            shipped.hyperOrbs(),
            players,
            shipped.terrainCards(),
            shipped.pickups(),
            shipped.decks(),
            shipped.components());
    List<Diagnostic> ds = run(c);
    assertThat(ids(ds)).containsExactly("warning[tts-seat-colour]");
    assertThat(ds.get(0).message()).contains(first.id(), "Crimson");
    assertThat(ds.get(0).hint()).contains("Red", "Blue");
    assertThat(ds.get(0).where().path()).endsWith("game.yaml");
    assertThat(ds.get(0).where().line()).isPositive();
  }
}
