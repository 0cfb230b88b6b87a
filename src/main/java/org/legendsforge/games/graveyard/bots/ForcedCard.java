package org.legendsforge.games.graveyard.bots;

import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.GameState;

/**
 * A card a bot is made to use ({@link ForcedUse}): a spell, used by casting it, or a weapon, used
 * by attacking with it; {@code index} is its place in the engine's spells or weapons.
 */
public record ForcedCard(Kind kind, int index) {
  public enum Kind {
    SPELL,
    WEAPON
  }

  public static ForcedCard spell(int index) {
    return new ForcedCard(Kind.SPELL, index);
  }

  public static ForcedCard weapon(int index) {
    return new ForcedCard(Kind.WEAPON, index);
  }

  /** Whether {@code a} uses the card. */
  public boolean usedBy(Action a) {
    return switch (kind) {
      case SPELL -> a instanceof Action.Cast c && c.spell() == index;
      case WEAPON -> a instanceof Action.Attack at && at.weapon() == index;
    };
  }

  /** Whether one of {@code legal} uses the card. */
  public boolean usableIn(List<Action> legal) {
    for (Action a : legal) {
      if (usedBy(a)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the active hero of a hero turn could use the card this turn, were a target within
   * reach: it is free to act and holds the weapon, or its player holds the spell and it has the
   * mana (the chances a playtest counts).
   */
  public boolean chanceIn(GameState s, Cards cards) {
    int hero = s.activeHero();
    if (hero < 0 || s.cell(hero) < 0 || s.stunned(hero)) {
      return false;
    }
    if (kind == Kind.WEAPON) {
      for (int w : s.weapons(hero)) {
        if (w == index) {
          return true;
        }
      }
      return false;
    }
    if (cards.spell(index).cost() > s.mana(hero)) {
      return false;
    }
    for (int card : s.hand(s.turnPlayer())) {
      if (cards.spellOfCard(card) == index) {
        return true;
      }
    }
    return false;
  }
}
