package org.legendsforge.games.graveyard.model;

/** A hero's card in the Turn Order deck, derived from the hero (never typed in the data). */
public record HeroTurnCard(Hero hero) implements Card {
  @Override
  public String id() {
    return hero.id();
  }

  @Override
  public String name() {
    return hero.name();
  }
}
