package org.legendsforge.kit.project;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The files {@code forge new DIR} writes: a game.yaml with two card types and a deck, a CSV of a
 * few cards, a layout for one type's faces and one for the backs, and a README of three lines. It
 * builds as it is, so a designer starts from something that prints and changes it a line at a time.
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
        "templates/hero.yaml",
        """
        # How a hero's face is drawn: boxes in millimetres from the card's top-left corner, drawn in
        # order. A type with no file here (trick) keeps the default look; docs/new-game.md lists the
        # settings.
        background: "#2F6DB5"
        boxes:
          panel: {x: 3, y: 3, w: 57, h: 82, fill: "#FBF8F1", line: "#1E4A7D"}
          name: {x: 3, y: 3, w: 57, h: 10, font: bold, size: 4.6, fill: "#1E4A7D", shape: box}
          picture: {x: 6, y: 16, w: 51, h: 30, fill: "#D5E2F1"}
          power: {x: 25, y: 22, w: 13, h: 13, shape: circle, fill: "#2F6DB5", font: bold, size: 6.5}
          power-label: {x: 20, y: 37, w: 23, h: 4, words: POWER, font: condensed bold, size: 2.4}
          type: {x: 6, y: 48, w: 51, h: 5, font: condensed bold, size: 2.8}
          text: {x: 7, y: 54, w: 49, h: 26, size: 3.4}
        """);
    out.put(
        "templates/back.yaml",
        """
        # The back of every deck: its back words (the deck's "back" in game.yaml) over its colour.
        boxes:
          frame: {x: 5, y: 5, w: 53, h: 78, line: "#C9A23A"}
          seal: {x: 19, y: 22, w: 25, h: 25, shape: circle, fill: "#3D5078", line: "#C9A23A"}
          back: {x: 7, y: 52, w: 49, h: 10, font: bold, size: 6.5}
          game: {x: 7, y: 63, w: 49, h: 5, font: condensed, size: 3}
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
