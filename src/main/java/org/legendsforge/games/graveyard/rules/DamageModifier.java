package org.legendsforge.games.graveyard.rules;

/** One change to an amount of damage: times, divided by, plus or minus {@code amount}. */
public record DamageModifier(Kind kind, int amount) {
  public enum Kind {
    MULTIPLY,
    DIVIDE,
    ADD,
    SUBTRACT
  }

  public DamageModifier {
    if (amount < 0 || (kind == Kind.DIVIDE && amount == 0)) {
      throw new IllegalArgumentException("bad damage modifier " + kind + " " + amount);
    }
  }

  public static DamageModifier times(int n) {
    return new DamageModifier(Kind.MULTIPLY, n);
  }

  public static DamageModifier dividedBy(int n) {
    return new DamageModifier(Kind.DIVIDE, n);
  }

  public static DamageModifier plus(int n) {
    return new DamageModifier(Kind.ADD, n);
  }

  public static DamageModifier minus(int n) {
    return new DamageModifier(Kind.SUBTRACT, n);
  }
}
