package org.legendsforge.kit.project;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What each drawing of a data-only game is drawn from, written out as text for the render cache's
 * keys: a face from its card (deck, type, name, values) with its type and deck as declared, a back
 * from its deck. The file where a card was written is left out, so a row moved or a line inserted
 * above it keeps its drawing. What every drawing shares (the game's name and card size, the
 * templates, the art files, the tool) belongs in the cache's shared fingerprint instead.
 */
public final class DrawingInputs {
  private final GameProject game;

  public DrawingInputs(GameProject game) {
    this.game = game;
  }

  /** The game-wide part: its name, slug and card size, which every face and back shows. */
  public String shared() {
    return String.join(
        "\n",
        game.name(),
        game.slug(),
        Double.toString(game.cardWidth()),
        Double.toString(game.cardHeight()));
  }

  public String face(ProjectCard card) {
    // values sorted by field: a copied map's own order differs from one run to the next
    return String.join(
        "\n",
        "face",
        deckOf(card).toString(),
        game.typeOf(card).toString(),
        card.type(),
        card.name(),
        new TreeMap<>(card.values()).toString());
  }

  public String back(DeckSpec deck) {
    return String.join("\n", "back", deck.toString());
  }

  /**
   * The art files the cards and the layouts' pictures name, below the project folder, each once and
   * in order.
   */
  public List<String> artFiles() {
    TreeSet<String> files = new TreeSet<>();
    List<CardTemplate> layouts = new ArrayList<>(game.layouts().faces().values());
    layouts.addAll(game.layouts().backs().values());
    game.layouts().anyBack().ifPresent(layouts::add);
    for (CardTemplate t : layouts) {
      t.image().filter(s -> !s.isBlank()).ifPresent(files::add);
    }
    for (ProjectCard card : game.cards()) {
      for (FieldSpec f : game.typeOf(card).fields()) {
        if (f.kind() == FieldKind.ART) {
          card.text(f.name()).filter(s -> !s.isBlank()).ifPresent(files::add);
        }
      }
    }
    return new ArrayList<>(files);
  }

  private DeckSpec deckOf(ProjectCard card) {
    return game.decks().stream().filter(d -> d.id().equals(card.deck())).findFirst().orElseThrow();
  }
}
