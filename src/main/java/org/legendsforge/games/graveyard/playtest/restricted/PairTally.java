package org.legendsforge.games.graveyard.playtest.restricted;

import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * One card's paired games: on each seed the side of the forced seat won the plain game or not, and
 * the game where that seat was forced to use the card or not; the paired difference (forced minus
 * plain: -1, 0 or 1) is what restricted play judges by. Games where the card never came up are the
 * same game twice and add 0.
 */
final class PairTally {
  long games;
  long plainWins;
  long forcedWins;
  long differenceSq;
  long uses;
  long gamesUsed;

  /**
   * The forced seat's uses of the card in the forced games, counted with their value (thousandths)
   * as a playtest's; the other seats' uses are not counted.
   */
  long valuedUses;

  long valueMilli;
  long valueMilliSq;

  void add(boolean plainWon, boolean forcedWon, int usesInGame) {
    games++;
    plainWins += plainWon ? 1 : 0;
    forcedWins += forcedWon ? 1 : 0;
    int d = (forcedWon ? 1 : 0) - (plainWon ? 1 : 0);
    differenceSq += (long) d * d;
    uses += usesInGame;
    gamesUsed += usesInGame > 0 ? 1 : 0;
  }

  Estimate plain() {
    return Estimate.proportion(plainWins, games);
  }

  Estimate forced() {
    return Estimate.proportion(forcedWins, games);
  }

  void value(long uses, long milli, long milliSq) {
    valuedUses += uses;
    valueMilli += milli;
    valueMilliSq += milliSq;
  }

  /** The mean paired difference, forced minus plain, with its 95% interval (normal, paired). */
  Estimate difference() {
    return Estimate.mean(forcedWins - plainWins, differenceSq, games, 1.0);
  }
}
