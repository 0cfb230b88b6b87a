package org.legendsforge.games.graveyard.bots;

/**
 * The numbers of the {@link Heuristic}, in about the balance model's unit (1 health = 1 damage = 1
 * mana = 1 value), gathered so that a tuning can try others: {@link #GREEDY} are the ones every bot
 * plays with unless it says otherwise. What each one weighs is in the {@link Heuristic}'s
 * description and docs/playtest.md ("The bots").
 *
 * @param win a won game (less the turns it took); a lost one is minus this
 * @param deathPoint per death point of the other side, less the player's own
 * @param heroInPlay per hero in play (each brings its own turns)
 * @param nearDeath times (1 − health / starting health)² against a hero
 * @param mana per mana a hero holds (a little under 1, so a spell that gives its price's worth is
 *     worth casting)
 * @param shield per shield point
 * @param hyper for a hyper orb held
 * @param firstWeapon for a hero's best weapon, on top of its damage
 * @param extraWeapon for each other weapon
 * @param stun against a stunned hero
 * @param stuck against a stuck hero
 * @param slow against a slowed hero
 * @param decay per decay stack against the hero
 * @param compensation per compensation point held
 * @param handCard per spell card in hand
 * @param handCost per mana of a card in hand's cost
 * @param threat per damage a hero could strike an enemy with next turn
 * @param killThreat more when that damage would kill
 * @param orb times an orb's worth times how near a side's nearest hero stands
 * @param approach per cell a hero stands beyond its reach from the nearest enemy
 * @param dormant per cell to the nearest dormant hero while the side may still claim
 * @param unlocks what one more mana is worth for each thing it would pay for
 * @param shortOf what one more mana is worth when something still costs more
 * @param spentThreat how much a threat counts when the threatening hero's Turn Order card has been
 *     drawn already (it cannot strike before the deck is shuffled again); 1 counts it in full
 * @param turnToCome per hero in play whose Turn Order card is still to come before the deck is
 *     shuffled again (it acts once more before the heroes that have acted)
 * @param dormantRace per dormant hero, times how much nearer the player's side's nearest hero
 *     stands to it than the other side's (as an orb's nearness), for each side that may still claim
 */
public record Weights(
    double win,
    double deathPoint,
    double heroInPlay,
    double nearDeath,
    double mana,
    double shield,
    double hyper,
    double firstWeapon,
    double extraWeapon,
    double stun,
    double stuck,
    double slow,
    double decay,
    double compensation,
    double handCard,
    double handCost,
    double threat,
    double killThreat,
    double orb,
    double approach,
    double dormant,
    double unlocks,
    double shortOf,
    double spentThreat,
    double turnToCome,
    double dormantRace) {

  /** The weights the greedy and search bots play with. */
  public static final Weights GREEDY =
      new Weights(
          100_000, 24, 8, 6, 0.75, 1, 4, 2, 1, 3, 1.5, 1, 2, 0.3, 0.4, 0.05, 0.3, 3, 0.6, 0.25, 0.3,
          0.5, 0.25, 1, 0, 0);

  /**
   * The expert bot's: the greedy weights, and the turn order read as a player reads it (the discard
   * pile shows which heroes have acted since the last shuffle): a threat by a hero that has acted
   * counts {@code 0.3}, a hero still to act is worth {@code 1.5} more. Each change was tried on
   * greedy play against {@link #GREEDY} (docs/playtest.md, "How strong the bots are"). The race for
   * the dormant heroes is left out: with it weighed 8 and 96 playouts the expert won no more on
   * fresh seeds (docs/playtest.md, "The race for the dormant heroes").
   */
  public static final Weights EXPERT = GREEDY.withTurnOrder(0.3, 1.5);

  /** These weights with the dormant heroes' race weighed {@code race}. */
  public Weights withDormantRace(double race) {
    return new Weights(
        win,
        deathPoint,
        heroInPlay,
        nearDeath,
        mana,
        shield,
        hyper,
        firstWeapon,
        extraWeapon,
        stun,
        stuck,
        slow,
        decay,
        compensation,
        handCard,
        handCost,
        threat,
        killThreat,
        orb,
        approach,
        dormant,
        unlocks,
        shortOf,
        spentThreat,
        turnToCome,
        race);
  }

  /** These weights with the turn order's two weights replaced. */
  public Weights withTurnOrder(double spent, double toCome) {
    return new Weights(
        win,
        deathPoint,
        heroInPlay,
        nearDeath,
        mana,
        shield,
        hyper,
        firstWeapon,
        extraWeapon,
        stun,
        stuck,
        slow,
        decay,
        compensation,
        handCard,
        handCost,
        threat,
        killThreat,
        orb,
        approach,
        dormant,
        unlocks,
        shortOf,
        spent,
        toCome,
        dormantRace);
  }

  /** A hyper orb's worth to a hero that can take it: what it holds less the mana it costs. */
  double hyperOrbGain() {
    return hyper - 3 * mana;
  }
}
