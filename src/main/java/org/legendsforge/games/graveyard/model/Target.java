package org.legendsforge.games.graveyard.model;

/**
 * Whom an ability's effects with {@code to: target} land on (docs/card-rules.md). Effects with
 * {@code to: self} always land on the user, once per use.
 */
public sealed interface Target {
  /**
   * The card's user: the hero holding a hyper ability, or a spirit's player (who can only draw).
   */
  record Self() implements Target {}

  /**
   * One hero the user's player chooses among those {@code filter} admits; with none, a chosen
   * ability cannot be used and an automatic one does nothing.
   */
  record OneHero(HeroFilter filter) implements Target {}

  /** Every hero {@code filter} admits at the moment the ability happens (possibly none). */
  record EveryHero(HeroFilter filter) implements Target {}

  /** The enemy hero whose spell, weapon attack or ability set off a {@link Trigger#HIT}. */
  record Attacker() implements Target {}

  Target SELF = new Self();
  Target ATTACKER = new Attacker();

  /** Which heroes one hero or every hero is taken from; empty for the user and the attacker. */
  default java.util.Optional<HeroFilter> heroes() {
    if (this instanceof OneHero o) {
      return java.util.Optional.of(o.filter());
    }
    return this instanceof EveryHero e
        ? java.util.Optional.of(e.filter())
        : java.util.Optional.empty();
  }
}
