package org.legendsforge.games.graveyard.model;

import java.util.Locale;

/**
 * What a structured effect does. Statuses (stun, stuck, slow) and cleanse take no amount; the rest
 * carry a number. The rules text of a card is generated from these, so a balance edit of a number
 * changes the printed text.
 */
public enum EffectKind {
  /** Damage to each target. */
  DAMAGE(true),
  /** Health restored to each target, never above its starting health. */
  HEAL(true),
  /** Mana gained by each target (negative: mana lost). */
  MANA(true),
  /** Prevents the next N damage the target would take. */
  SHIELD(true),
  /** No spell or weapon action until the end of the target's next turn. */
  STUN(false),
  /** No voluntary movement until the end of the target's next turn. */
  STUCK(false),
  /** Movement halved until the end of the target's next turn. */
  SLOW(false),
  /** N stacks of decay: 1 damage per stack at the start of each of its own turns (§12). */
  DECAY(true),
  /** Push the target N cells away from the source. */
  PUSH(true),
  /** Pull the target N cells towards the source. */
  PULL(true),
  /** The target moves up to N cells, ignoring its movement spec. */
  MOVE(true),
  /** The target is placed on a free cell up to N cells away, passing over anything. */
  TELEPORT(true),
  /** The target's player draws N spells from any of its spell decks. */
  DRAW(true),
  /** Removes stun, stuck, slow and decay from the target. */
  CLEANSE(false);

  private final boolean takesAmount;

  EffectKind(boolean takesAmount) {
    this.takesAmount = takesAmount;
  }

  public boolean takesAmount() {
    return takesAmount;
  }

  /** Harmful effects land on enemies only; helpful ones on friends only (no friendly fire). */
  public boolean harmful() {
    return switch (this) {
      case DAMAGE, STUN, STUCK, SLOW, DECAY, PUSH, PULL -> true;
      default -> false;
    };
  }

  /** The word used in card data ({@code damage}, {@code push}). */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }
}
