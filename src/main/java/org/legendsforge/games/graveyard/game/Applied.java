package org.legendsforge.games.graveyard.game;

import java.util.List;

/** An action as applied: the choice, what chance decided, and what it caused. */
public record Applied(Action action, Outcome outcome, List<Event> events) {
  public Applied {
    events = List.copyOf(events);
  }
}
