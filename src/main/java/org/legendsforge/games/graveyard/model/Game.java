package org.legendsforge.games.graveyard.model;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.rules.RuleValues;

/**
 * Game-wide settings. {@code slug} names output files; {@code compensateSetup} says whether pickups
 * placed during setup move the compensation counter once the starting heroes are picked
 * (docs/rules-model.md §6, default false); {@code startingMana} is each controlled hero's mana when
 * the game starts (default 0) and {@code manaPerTurn} the mana a hero gains at the start of each of
 * its own turns, stunned or not (default 1; docs/rules-model.md §12, "How much mana does a hero
 * make?"). {@code variants} are the shipped variants.yaml; {@code variant} the one in force, if
 * any: {@link #rules()} holds the values in force (the three numbers above stay game.yaml's).
 */
public record Game(
    String name,
    String slug,
    String tagline,
    boolean compensateSetup,
    int startingMana,
    int manaPerTurn,
    List<Variant> variants,
    Optional<Variant> variant) {
  public static final int DEFAULT_STARTING_MANA = 0;
  public static final int DEFAULT_MANA_PER_TURN = 1;

  public Game {
    variants = List.copyOf(variants);
  }

  /** Settings with no variants. */
  public Game(
      String name,
      String slug,
      String tagline,
      boolean compensateSetup,
      int startingMana,
      int manaPerTurn) {
    this(
        name,
        slug,
        tagline,
        compensateSetup,
        startingMana,
        manaPerTurn,
        List.of(),
        Optional.empty());
  }

  /** Settings with the default mana income. */
  public Game(String name, String slug, String tagline, boolean compensateSetup) {
    this(name, slug, tagline, compensateSetup, DEFAULT_STARTING_MANA, DEFAULT_MANA_PER_TURN);
  }

  /** The designer's rules with this game.yaml's numbers. */
  public RuleValues designerRules() {
    return RuleValues.designer(startingMana, manaPerTurn, compensateSetup);
  }

  /**
   * The rule values in force: the designer's, or the variant's. Readers of the mana income and
   * setup compensation in play read them here; the record's own fields stay game.yaml's.
   */
  public RuleValues rules() {
    RuleValues designer = designerRules();
    return variant.map(v -> designer.with(v.changes())).orElse(designer);
  }

  /**
   * The game's name as an output built for these rules names it: with the variant in force after it
   * (rules-spec §14.2: every output built for a variant says so).
   */
  public String title() {
    return variant.map(v -> name + " — " + v.name() + " variant").orElse(name);
  }

  /** The line under the name on a cover: the variant in force, or the tagline. */
  public String subtitle() {
    return variant.map(v -> "Played with the " + v.name() + " variant").orElse(tagline);
  }

  /** The shipped variant with this id, if any. */
  public Optional<Variant> variant(String id) {
    return variants.stream().filter(v -> v.id().equals(id)).findFirst();
  }

  /** These settings played under {@code v} (empty: the designer's rules). */
  public Game under(Optional<Variant> v) {
    return new Game(name, slug, tagline, compensateSetup, startingMana, manaPerTurn, variants, v);
  }
}
