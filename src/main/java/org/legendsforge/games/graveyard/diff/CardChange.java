package org.legendsforge.games.graveyard.diff;

import java.util.List;

/** A card (or deck) that was added, removed, or changed, with the fields that changed. */
public record CardChange(String id, String name, Kind kind, List<FieldChange> fields) {
  public enum Kind {
    ADDED("+", "added"),
    REMOVED("-", "removed"),
    CHANGED("~", "changed");

    private final String mark;
    private final String word;

    Kind(String mark, String word) {
      this.mark = mark;
      this.word = word;
    }

    public String mark() {
      return mark;
    }

    public String word() {
      return word;
    }
  }

  public CardChange {
    fields = List.copyOf(fields);
  }
}
