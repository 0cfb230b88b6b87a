package org.legendsforge.kit.project;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The files {@code forge new DIR} writes: a game.yaml with two card types and a deck, a CSV of a
 * few cards, and a README of three lines. It builds as it is, so a designer starts from something
 * that prints and changes it a line at a time.
 */
public final class StarterProject {
  private StarterProject() {}

  /** Each file's path inside the project and its text, in the order they are written. */
  public static Map<String, String> files(String gameName) {
    Map<String, String> out = new LinkedHashMap<>();
    out.put(
        ProjectLoader.GAME_FILE,
        """
        # The game's card types, decks and table pieces; the cards themselves are in cards/.
        # Build with: forge build --project <this folder>   (docs/new-game.md explains every line)
        game: %s

        types:
          hero:
            frame: blue
            fields:
              power: {kind: number, min: 0, max: 10, required: true}
              text: text
          trick:
            frame: purple
            fields:
              cost: {kind: number, min: 0, max: 5}
              text: text

        decks:
          deck:
            label: Draw deck
            types: [hero, trick]
            back colour: "#2F3E5C"

        pieces:
          table:
            kind: board
            label: Play area
            spaces:
              - {label: Draw deck, deck: deck}
              - Discard
          score:
            kind: track
            from: 0
            to: 20
          die:
            kind: dice
            sides: 6
        """
            .formatted(quoted(gameName)));
    out.put(
        "cards/deck.csv",
        """
        name,type,copies,power,cost,text
        Brave Knight,hero,2,4,,"Draw a card, then discard one."
        Swift Scout,hero,2,2,,Look at the top card of the draw deck.
        Sudden Storm,trick,3,,2,"Every player discards a card, you too."
        Lucky Find,trick,1,,1,Roll the die: on a 5 or 6 draw two cards.
        """);
    out.put(
        "README.md",
        """
        # %s
        A card game made with Legends Forge: edit game.yaml and cards/deck.csv (or export the sheet as CSV UTF-8).
        Check it with `forge validate --project .`, build print PDFs and a Tabletop Simulator save with `forge build --project .`.
        """
            .formatted(gameName));
    return out;
  }

  private static String quoted(String name) {
    return "\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }
}
