package org.legendsforge.games.graveyard.playtest.stats;

import java.util.List;
import java.util.function.IntUnaryOperator;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.game.Battlefield;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Lineup;
import org.legendsforge.games.graveyard.model.EffectKind;

/**
 * What one attack or cast changed in play, priced with the balance model's own weights
 * (card-data/balance.yaml, docs/rules-model.md §11), from the events it caused: health an enemy
 * actually lost (damage beyond what it had left is worth nothing) and shield it had stripped,
 * healing, shields and mana a friend gained, mana an enemy lost, statuses an enemy did not have
 * before, decay an enemy took, cleanses of a friend, cells pushed, pulled, moved or teleported,
 * spells drawn. Health and shield the user's own side lost count against it. A cost the card
 * carries is charged when it bites: a card that bars its user's move ({@code excludesMove}) costs
 * the model's weight for that when the user could still have moved. What the card cost in mana is
 * not part of it: that is its price. The value is in thousandths, so sums over any number of games
 * are exact and add up the same in any order.
 */
public final class RealisedValue {
  /**
   * What the state was before the use, as far as its value depends on it: each hero's statuses
   * ({@link #statuses}: bit 0 stun, 1 stuck, 2 slow) and whether the user could still move.
   */
  public record Before(int[] statuses, boolean moveAvailable) {
    static final int STUN = 1;
    static final int STUCK = 2;
    static final int SLOW = 4;

    /** Reads {@code s} as it is now into {@code into} (one int per hero, reused between uses). */
    public static Before of(GameState s, int[] into) {
      for (int h = 0; h < into.length; h++) {
        into[h] = (s.stunned(h) ? STUN : 0) | (s.stuck(h) ? STUCK : 0) | (s.slowed(h) ? SLOW : 0);
      }
      return new Before(into, s.moveAvailable());
    }

    boolean had(int hero, String status) {
      int bit =
          switch (status) {
            case "stun" -> STUN;
            case "stuck" -> STUCK;
            default -> SLOW;
          };
      return (statuses[hero] & bit) != 0;
    }
  }

  private final BalanceWeights w;
  private final double excludesMove;

  public RealisedValue(BalanceWeights weights) {
    this.w = weights;
    this.excludesMove = weights.rules().modifier("excludesMove");
  }

  /**
   * The value of {@code events}, seen from {@code side} ({@code sideOf} gives each hero's side);
   * {@code skipMana} is the mana the user paid for it (its first mana change, which is the price,
   * not an effect), 0 for none; {@code barsMove} whether the card used excludes its user's move in
   * the turn.
   */
  public long milli(
      List<Event> events,
      IntUnaryOperator sideOf,
      int side,
      int user,
      int skipMana,
      Before before,
      boolean barsMove) {
    double v = barsMove && before.moveAvailable() ? excludesMove : 0;
    boolean paid = skipMana == 0;
    for (Event e : events) {
      if (!paid
          && e instanceof Event.ManaChanged m
          && m.hero() == user
          && m.amount() == -skipMana) {
        paid = true;
        continue;
      }
      v += value(e, sideOf, side, before);
    }
    return Math.round(v * 1000);
  }

  private double value(Event e, IntUnaryOperator sideOf, int side, Before before) {
    if (e instanceof Event.Damaged d) {
      double shield = d.absorbed() * w.effect(EffectKind.SHIELD);
      return sideOf.applyAsInt(d.hero()) != side
          ? d.lost() * w.effect(EffectKind.DAMAGE) + shield
          : d.lost() * w.selfDamage() - shield;
    }
    if (e instanceof Event.Healed h) {
      return friend(sideOf, h.hero(), side) * h.amount() * w.effect(EffectKind.HEAL);
    }
    if (e instanceof Event.ManaChanged m) {
      boolean friend = sideOf.applyAsInt(m.hero()) == side;
      return (friend ? m.amount() : -m.amount()) * w.effect(EffectKind.MANA);
    }
    if (e instanceof Event.Shielded sh) {
      return friend(sideOf, sh.hero(), side) * sh.amount() * w.effect(EffectKind.SHIELD);
    }
    if (e instanceof Event.StatusGiven st) {
      // a status the hero already had changes nothing: it lasts to the end of its next turn either
      // way
      boolean isNew = !before.had(st.hero(), st.status());
      return isNew ? enemy(sideOf, st.hero(), side) * w.effect(status(st.status())) : 0;
    }
    if (e instanceof Event.DecayGiven dg) {
      return enemy(sideOf, dg.hero(), side) * dg.stacks() * w.effect(EffectKind.DECAY);
    }
    if (e instanceof Event.Cleansed c) {
      return friend(sideOf, c.hero(), side) * w.effect(EffectKind.CLEANSE);
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

  private static int friend(IntUnaryOperator sideOf, int hero, int side) {
    return sideOf.applyAsInt(hero) == side ? 1 : 0;
  }

  private static int enemy(IntUnaryOperator sideOf, int hero, int side) {
    return sideOf.applyAsInt(hero) != side && sideOf.applyAsInt(hero) != 0 ? 1 : 0;
  }

  private static EffectKind status(String word) {
    return EffectKind.valueOf(word.toUpperCase(java.util.Locale.ROOT));
  }
}
