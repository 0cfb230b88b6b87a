package org.legendsforge.kit.book;

import java.util.List;

/**
 * The game's rules as the card data writes them ({@code card-data/rules/*.md}), every placeholder
 * filled in from the data: the chapters of the rulebook in file-name order, the one-page player
 * aid, and the facts the cover shows (players, play time: {@code cover.md}, empty when there is
 * none). Print typesets it as a booklet, the Tabletop Simulator save shows it in its notebook.
 */
public record Rulebook(List<Chapter> chapters, Chapter playerAid, Chapter cover) {
  /** No rules text: for builds of code-made card sets that never print or show rules. */
  public static final Rulebook NONE =
      new Rulebook(List.of(), new Chapter("", "Player aid", List.of()));

  public Rulebook {
    chapters = List.copyOf(chapters);
  }

  /** A rulebook whose cover shows the game's name alone. */
  public Rulebook(List<Chapter> chapters, Chapter playerAid) {
    this(chapters, playerAid, new Chapter("", "", List.of()));
  }

  public boolean isEmpty() {
    return chapters.isEmpty();
  }
}
