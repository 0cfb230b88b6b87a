package org.legendsforge.playtest;

import java.util.List;
import org.legendsforge.balance.BalanceWeights;
import org.legendsforge.game.Battlefield;
import org.legendsforge.game.Event;
import org.legendsforge.game.GameState;
import org.legendsforge.game.Lineup;
import org.legendsforge.model.EffectKind;

/**
 * What one attack, cast or ability did in play, priced with the balance model's own weights
 * (card-data/balance.yaml, rules-spec §11), from the events it caused: damage that reached an enemy
 * (and shield it stripped), healing, shields and mana a friend gained, mana an enemy lost, statuses
 * and decay an enemy took, cleanses of a friend, cells pushed, pulled, moved or teleported, spells
 * drawn. Damage to the user's own side counts against it at {@code selfDamage}. What the card cost
 * (its mana) is not part of it: that is its price. The value is in thousandths, so sums over any
 * number of games are exact and add up the same in any order.
 */
final class RealisedValue {
  private final BalanceWeights w;

  RealisedValue(BalanceWeights weights) {
    this.w = weights;
  }

  /**
   * The value of {@code events}, seen from {@code side}; {@code skipMana} is the mana the user paid
   * for it (its first mana change, which is the price, not an effect), 0 for none.
   */
  long milli(List<Event> events, GameState s, int side, int user, int skipMana) {
    double v = 0;
    boolean paid = skipMana == 0;
    for (Event e : events) {
      if (!paid
          && e instanceof Event.ManaChanged m
          && m.hero() == user
          && m.amount() == -skipMana) {
        paid = true;
        continue;
      }
      v += value(e, s, side);
    }
    return Math.round(v * 1000);
  }

  private double value(Event e, GameState s, int side) {
    if (e instanceof Event.Damaged d) {
      boolean enemy = s.side(d.hero()) != side;
      return enemy
          ? d.amount() * w.effect(EffectKind.DAMAGE) + d.absorbed() * w.effect(EffectKind.SHIELD)
          : d.amount() * w.selfDamage();
    }
    if (e instanceof Event.Healed h) {
      return friend(s, h.hero(), side) * h.amount() * w.effect(EffectKind.HEAL);
    }
    if (e instanceof Event.ManaChanged m) {
      boolean friend = s.side(m.hero()) == side;
      return (friend ? m.amount() : -m.amount()) * w.effect(EffectKind.MANA);
    }
    if (e instanceof Event.Shielded sh) {
      return friend(s, sh.hero(), side) * sh.amount() * w.effect(EffectKind.SHIELD);
    }
    if (e instanceof Event.StatusGiven st) {
      return enemy(s, st.hero(), side) * w.effect(status(st.status()));
    }
    if (e instanceof Event.DecayGiven dg) {
      return enemy(s, dg.hero(), side) * dg.stacks() * w.effect(EffectKind.DECAY);
    }
    if (e instanceof Event.Cleansed c) {
      return friend(s, c.hero(), side) * w.effect(EffectKind.CLEANSE);
    }
    if (e instanceof Event.Moved m) {
      EffectKind kind = EffectKind.valueOf(m.how().toUpperCase(java.util.Locale.ROOT));
      double cells = Battlefield.distance(m.from(), m.to()) * w.effect(kind);
      return kind == EffectKind.TELEPORT ? cells + w.teleportBase() : cells;
    }
    if (e instanceof Event.Drew d) {
      return Lineup.sideOf(d.player()) == side ? w.effect(EffectKind.DRAW) : 0;
    }
    return 0;
  }

  private static int friend(GameState s, int hero, int side) {
    return s.side(hero) == side ? 1 : 0;
  }

  private static int enemy(GameState s, int hero, int side) {
    return s.side(hero) != side && s.side(hero) != 0 ? 1 : 0;
  }

  private static EffectKind status(String word) {
    return EffectKind.valueOf(word.toUpperCase(java.util.Locale.ROOT));
  }
}
