package org.legendsforge.games.graveyard.game;

import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.SetupResult;

/**
 * What stays fixed through one game: the cards, the map and its sight lines, each hero's movement
 * on that map (as it is and slowed), the seed, who sits at the table ({@link Lineup}) and whether
 * the chaos variant is on. Shared by every copy of a game's state.
 */
public final class Table {
  private final Cards cards;
  private final Battlefield field;
  private final SetupResult setup;
  private final boolean chaosVariant;
  private final boolean compensation;
  private final org.legendsforge.games.graveyard.rules.RuleValues rules;
  private final Lineup lineup;
  private final MoveBudget[] moves;
  private final MoveBudget[] slowedMoves;
  private final java.util.Map<
          java.util.Set<org.legendsforge.games.graveyard.rules.Terrain>, Battlefield>
      clearedSight = new java.util.concurrent.ConcurrentHashMap<>();
  private volatile MoveBudget[][] frozenMoves;

  /** A table for a seeded setup ({@code setup} may be null for a hand-made map in tests). */
  Table(Cards cards, Board board, SetupResult setup, boolean chaosVariant) {
    this(cards, board, setup, chaosVariant, true);
  }

  /**
   * As above; {@code compensation} false plays without the compensation counter
   * (docs/rules-model.md §6).
   */
  Table(Cards cards, Board board, SetupResult setup, boolean chaosVariant, boolean compensation) {
    this(cards, board, setup, chaosVariant, compensation, Lineup.ONE_V_ONE);
  }

  /** As above, for the players {@code lineup} seats. */
  Table(
      Cards cards,
      Board board,
      SetupResult setup,
      boolean chaosVariant,
      boolean compensation,
      Lineup lineup) {
    this.compensation = compensation;
    this.lineup = lineup;
    this.cards = cards;
    this.field = new Battlefield(board);
    this.setup = setup;
    this.rules = cards.rules();
    // The chaos variant: asked for by the game's options (forge play --chaos) or by a variant.
    this.chaosVariant =
        chaosVariant || rules.on(org.legendsforge.games.graveyard.rules.RuleValue.CHAOS);
    moves = new MoveBudget[cards.heroCount()];
    slowedMoves = new MoveBudget[cards.heroCount()];
  }

  public Cards cards() {
    return cards;
  }

  public Battlefield field() {
    return field;
  }

  /**
   * The seeded setup this game began from (docs/rules-model.md §7 steps 1-3 and the start player).
   */
  public SetupResult setup() {
    return setup;
  }

  public long seed() {
    return setup == null ? 0 : setup.seed();
  }

  public boolean chaosVariant() {
    return chaosVariant;
  }

  /**
   * Whether orb placements move the compensation counter (docs/rules-model.md §6); false only in a
   * game a playtest plays without it, to measure what the counter does.
   */
  public boolean compensation() {
    return compensation;
  }

  /**
   * The rule values this game is played by (docs/rules-model.md §14): the designer's, or those of
   * the variant its cards were loaded under.
   */
  public org.legendsforge.games.graveyard.rules.RuleValues rules() {
    return rules;
  }

  int rule(org.legendsforge.games.graveyard.rules.RuleValue r) {
    return rules.get(r);
  }

  /** Who sits at the table: one against one, one against two, two against two. */
  public Lineup lineup() {
    return lineup;
  }

  MoveBudget move(int hero, boolean slowed) {
    // Worked out the first time the hero moves: most of a card set's heroes never do in a game.
    // A budget is immutable (final fields), so two copies of the state racing here make equal ones.
    MoveBudget[] budgets = slowed ? slowedMoves : moves;
    MoveBudget b = budgets[hero];
    if (b == null) {
      MovementSpec spec = cards.hero(hero).movement();
      b = new MoveBudget(slowed ? spec.slowed() : spec, field);
      budgets[hero] = b;
    }
    return b;
  }

  /** A hero's movement with rivers frozen (worked out the first time a game needs it). */
  MoveBudget frozenMove(int hero, boolean slowed) {
    MoveBudget[][] f = frozenMoves;
    if (f == null) {
      Battlefield ice = field.frozen();
      int n = cards.heroCount();
      f = new MoveBudget[2][n];
      for (int h = 0; h < n; h++) {
        MovementSpec spec = cards.hero(h).movement();
        f[0][h] = new MoveBudget(spec, ice);
        f[1][h] = new MoveBudget(spec.slowed(), ice);
      }
      frozenMoves = f;
    }
    return f[slowed ? 1 : 0][hero];
  }

  /** The map's lines of sight with {@code clear} terrain not blocking (the map itself if none). */
  Battlefield sight(java.util.Set<org.legendsforge.games.graveyard.rules.Terrain> clear) {
    return clear.isEmpty() ? field : clearedSight.computeIfAbsent(clear, field::clearing);
  }
}
