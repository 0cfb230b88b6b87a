package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;

/** Where the engine reports {@link Event}s; a search that never reads them turns them off. */
final class Events {
  private final boolean recording;

  /** Made at the first event: most actions (a step, an end of turn) cause none. */
  private List<Event> list;

  private Events(boolean recording) {
    this.recording = recording;
  }

  static Events recording() {
    return new Events(true);
  }

  static Events off() {
    return new Events(false);
  }

  void add(Event e) {
    if (recording) {
      if (list == null) {
        list = new ArrayList<>();
      }
      list.add(e);
    }
  }

  List<Event> list() {
    return list == null ? List.of() : List.copyOf(list);
  }
}
