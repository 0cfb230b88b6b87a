package org.legendsforge.games.graveyard.diff;

import java.util.List;

/**
 * The printed cards whose look may have changed: every added or changed card in every deck that
 * prints it (derived copies included), every card of a deck whose band (name, sleeve, icon)
 * changed, and the backs of decks whose back changed. "May": the data differs; whether the rendered
 * output differs is for the renderer to say: {@link ReprintFinder} draws each candidate from both
 * sides and keeps those whose drawings differ.
 */
public record Reprint(List<PrintedFace> faces, List<String> backs) {
  public Reprint {
    faces = List.copyOf(faces);
    backs = List.copyOf(backs);
  }

  public boolean isEmpty() {
    return faces.isEmpty() && backs.isEmpty();
  }
}
