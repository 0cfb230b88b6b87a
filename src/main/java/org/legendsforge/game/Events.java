package org.legendsforge.game;

import java.util.ArrayList;
import java.util.List;

/** Where the engine reports {@link Event}s; a search that never reads them turns them off. */
final class Events {
  private final List<Event> list;

  private Events(List<Event> list) {
    this.list = list;
  }

  static Events recording() {
    return new Events(new ArrayList<>());
  }

  static Events off() {
    return new Events(null);
  }

  void add(Event e) {
    if (list != null) {
      list.add(e);
    }
  }

  List<Event> list() {
    return list == null || list.isEmpty() ? List.of() : List.copyOf(list);
  }
}
