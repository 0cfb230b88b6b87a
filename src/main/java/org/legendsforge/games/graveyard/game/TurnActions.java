package org.legendsforge.games.graveyard.game;

/**
 * Which of the turn's actions are used (docs/rules-model.md §13): in a hero turn its move (with the
 * units left of a move under way), weapon, spell, claim and hyper ability; in a player turn the
 * spirit's ability and the redistribute points left. Everything here starts afresh when a Turn
 * Order card is drawn ({@link TurnFlow}) and changes only through the methods below; what an action
 * may do given these is for {@link LegalActions}, {@link Moves} and {@link Abilities} to say.
 *
 * <p>Kept apart from {@link TurnState} (the phase and whose turn it is) because it changes at
 * nearly every action of a turn while the turn itself does not; only numbers, flags and a
 * copy-on-write array, so a copy of the state copies the fields.
 */
final class TurnActions {
  /** The move under way: the unit vectors left (see {@link MoveBudget}), null before a step. */
  private long[] moveLeft;

  /** Whether the move under way is slowed (fixed at its first step). */
  private boolean moveSlowed;

  /** The move action was used (a step taken, or an ability that costs it). */
  private boolean moveUsed;

  /** No more steps this turn (an ability used the move action up, or an ExcludesMove card). */
  private boolean moveBarred;

  private boolean weaponUsed;
  private boolean spellUsed;
  private boolean claimed;
  private boolean abilityUsed;

  /** A player turn's redistribute points left. */
  private int points;

  TurnActions() {}

  TurnActions(TurnActions o) {
    moveLeft = o.moveLeft;
    moveSlowed = o.moveSlowed;
    moveUsed = o.moveUsed;
    moveBarred = o.moveBarred;
    weaponUsed = o.weaponUsed;
    spellUsed = o.spellUsed;
    claimed = o.claimed;
    abilityUsed = o.abilityUsed;
    points = o.points;
  }

  /** The units left of the move under way, null before its first step (shared: never write). */
  long[] moveLeft() {
    return moveLeft;
  }

  boolean moveSlowed() {
    return moveSlowed;
  }

  boolean moveUsed() {
    return moveUsed;
  }

  boolean moveBarred() {
    return moveBarred;
  }

  boolean weaponUsed() {
    return weaponUsed;
  }

  boolean spellUsed() {
    return spellUsed;
  }

  boolean claimed() {
    return claimed;
  }

  boolean abilityUsed() {
    return abilityUsed;
  }

  int points() {
    return points;
  }

  /** A turn begins: every action unused, {@code points} to redistribute (0 in a hero turn). */
  void begin(int points) {
    moveLeft = null;
    moveUsed = false;
    moveBarred = false;
    weaponUsed = false;
    spellUsed = false;
    claimed = false;
    abilityUsed = false;
    this.points = points;
  }

  /** A step of the hero's move, {@code left} the units it leaves, {@code slowed} the move's. */
  void stepTaken(long[] left, boolean slowed) {
    moveLeft = left;
    moveSlowed = slowed;
    moveUsed = true;
  }

  /** An ability that costs the move action used it up: no step may follow. */
  void useMoveUp() {
    moveUsed = true;
    moveBarred = true;
  }

  /** A card that excludes moving was used: no step may follow. */
  void barMove() {
    moveBarred = true;
  }

  void useWeapon() {
    weaponUsed = true;
  }

  void useSpell() {
    spellUsed = true;
  }

  void useAbility() {
    abilityUsed = true;
  }

  void useClaim() {
    claimed = true;
  }

  void spendPoints(int n) {
    points -= n;
  }

  /** The turn ended: no move is under way any more. */
  void end() {
    moveLeft = null;
  }
}
