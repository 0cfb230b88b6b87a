package org.legendsforge.kit.project;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A checked data-only game: its name, card size, card types, decks, table pieces, cards, and the
 * rules text of its {@code rules.md} if it has one, and the layouts of its {@code templates/}.
 * Built only by {@link ProjectLoader}, after every rule of the project files held.
 */
public record GameProject(
    Path folder,
    String name,
    String slug,
    double cardWidth,
    double cardHeight,
    Map<String, CardType> types,
    List<DeckSpec> decks,
    List<TablePiece> pieces,
    List<ProjectCard> cards,
    Optional<String> rules,
    ProjectLayouts layouts) {
  public GameProject {
    types = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(types));
    decks = List.copyOf(decks);
    pieces = List.copyOf(pieces);
    cards = List.copyOf(cards);
  }

  public List<ProjectCard> cardsOf(DeckSpec deck) {
    return cards.stream().filter(c -> c.deck().equals(deck.id())).toList();
  }

  public CardType typeOf(ProjectCard card) {
    return types.get(card.type());
  }

  public int copiesIn(DeckSpec deck) {
    return cardsOf(deck).stream().mapToInt(ProjectCard::copies).sum();
  }
}
