package org.legendsforge.rulebook;

import java.util.List;

/**
 * The game's rules as the card data writes them ({@code card-data/rules/*.md}), every placeholder
 * filled in from the data: the chapters of the rulebook in file-name order, and the one-page player
 * aid. Print typesets it as a booklet, the Tabletop Simulator save shows it in its notebook.
 */
public record Rulebook(List<Chapter> chapters, Chapter playerAid) {
  /** No rules text: for builds of code-made card sets that never print or show rules. */
  public static final Rulebook NONE =
      new Rulebook(List.of(), new Chapter("", "Player aid", List.of()));

  public Rulebook {
    chapters = List.copyOf(chapters);
  }

  public boolean isEmpty() {
    return chapters.isEmpty();
  }
}
