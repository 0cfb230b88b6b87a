package org.legendsforge.games.graveyard.rulebook;

import java.util.List;
import org.legendsforge.kit.book.Run;

/**
 * One hero turn of a game the engine played, told for the rulebook's example: which game (the seed,
 * the bots), whose turn, and the turn step by step, each step a picture of the map around the hero
 * and the words that say what happened.
 */
public record TurnStory(
    long seed, String bots, int turn, String heroId, String hero, List<Step> steps) {
  public TurnStory {
    steps = List.copyOf(steps);
  }

  /** One step of the turn: what the map looks like after it, and what happened. */
  public record Step(BoardView view, List<Run> caption) {
    public Step {
      caption = List.copyOf(caption);
    }
  }
}
