package org.legendsforge.games.graveyard.playtest.restricted;

import org.legendsforge.games.graveyard.bots.ForcedCard;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;
import org.legendsforge.games.graveyard.playtest.stats.GameRecord;

/**
 * The forced seat's uses of its card in one game, each with the value the game's {@link GameRecord}
 * gave it (thousandths): the other seats may use the card too, and what their uses did says nothing
 * of forcing it. It must be told of each action after the {@link
 * org.legendsforge.games.graveyard.playtest.play.GameRecorder} that fills {@code record}, whose
 * value of a use is read as the change it made to the card's total.
 */
final class SeatUses implements GameRunner.Observer {
  private final int seat;
  private final ForcedCard card;
  private final GameRecord record;
  private boolean seatUsing;
  private long valueBefore;
  int uses;
  long valueMilli;
  long valueMilliSq;

  SeatUses(int seat, ForcedCard card, GameRecord record) {
    this.seat = seat;
    this.card = card;
    this.record = record;
  }

  @Override
  public void acting(GameState s, Action a) {
    seatUsing = s.decider() == seat && card.usedBy(a);
    if (seatUsing) {
      valueBefore = total();
    }
  }

  @Override
  public void acted(GameState s, Applied applied) {
    if (seatUsing) {
      long v = total() - valueBefore;
      uses++;
      valueMilli += v;
      valueMilliSq += v * v;
      seatUsing = false;
    }
  }

  private long total() {
    return card.kind() == ForcedCard.Kind.SPELL
        ? record.spellValue[card.index()]
        : record.weaponValue[card.index()];
  }
}
