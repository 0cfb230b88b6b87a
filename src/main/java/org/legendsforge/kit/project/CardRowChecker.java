package org.legendsforge.kit.project;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Checks the rows of a project's card files against its {@code game.yaml}: every column is a field
 * some card type declares, every row names a deck that exists and a type that deck holds, numbers
 * are whole and in range, required fields are filled, art files exist, and references name a card
 * of the right type. Each mistake is reported at its cell; the rows that hold become cards.
 */
final class CardRowChecker {
  /** Most copies of one card a deck may hold: a slip of the keyboard (1000) would fill a box. */
  static final int MAX_COPIES = 99;

  private final GameFile game;
  private final Path folder;
  private final Diagnostics sink;
  private final Set<String> columns = new LinkedHashSet<>(GameFileReader.BUILT_IN);

  CardRowChecker(GameFile game, Path folder, Diagnostics sink) {
    this.game = game;
    this.folder = folder;
    this.sink = sink;
    game.types().values().forEach(t -> t.fields().forEach(f -> columns.add(f.name())));
  }

  /** The header's unknown columns: each reported once, where the first row names it. */
  void checkHeader(CardColumns file) {
    Set<String> told = new java.util.HashSet<>();
    for (CardRow.Cell h : file.header()) {
      if (!columns.contains(h.text()) && told.add(h.text() + h.where())) {
        sink.error(
            "project-unknown-field",
            h.where(),
            "no card type has a field \"" + h.text() + "\"",
            Suggestions.hint(h.text(), columns, "the fields are"));
      }
    }
  }

  /**
   * The cards of {@code rows}. References are checked only when every card file could be read: a
   * card of an unreadable file would otherwise be reported missing wherever it is named.
   */
  List<ProjectCard> cards(List<CardRow> rows, boolean everyFileRead) {
    List<ProjectCard> out = new ArrayList<>();
    List<CardRow> kept = new ArrayList<>();
    for (CardRow row : rows) {
      card(row)
          .ifPresent(
              c -> {
                out.add(c);
                kept.add(row);
              });
    }
    checkNames(out, kept);
    if (everyFileRead) {
      Set<String> dropped = new java.util.HashSet<>();
      rows.stream()
          .filter(r -> !kept.contains(r))
          .forEach(r -> r.cell("name").ifPresent(n -> dropped.add(n.text())));
      checkReferences(out, kept, dropped);
    }
    return out;
  }

  private Optional<ProjectCard> card(CardRow row) {
    int before = (int) sink.errorCount();
    Optional<String> name = row.cell("name").map(CardRow.Cell::text);
    if (name.isEmpty()) {
      sink.error(
          "project-required",
          row.where(),
          "this card has no name",
          "fill its \"name\" cell: every card needs one");
    }
    Optional<DeckSpec> deck = deck(row);
    Optional<CardType> type = deck.flatMap(d -> type(row, d));
    int copies = copies(row);
    Map<String, Object> values = new LinkedHashMap<>();
    type.ifPresent(t -> values.putAll(fields(row, t)));
    if (sink.errorCount() > before || name.isEmpty() || type.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new ProjectCard(deck.get().id(), type.get().id(), name.get(), values, copies, row.where()));
  }

  private Optional<DeckSpec> deck(CardRow row) {
    Optional<CardRow.Cell> cell = row.cell("deck");
    if (cell.isEmpty()) {
      Optional<DeckSpec> named = game.deck(row.fileStem());
      if (named.isPresent()) {
        return named;
      }
      if (game.decks().size() == 1) {
        return Optional.of(game.decks().get(0));
      }
      sink.error(
          "project-required",
          row.where(),
          "this card names no deck",
          "fill its \"deck\" cell with one of "
              + String.join(", ", deckIds())
              + ", or name the file after its deck ("
              + deckIds().get(0)
              + ".csv)");
      return Optional.empty();
    }
    Optional<DeckSpec> deck = game.deck(cell.get().text());
    if (deck.isEmpty()) {
      sink.error(
          "project-unknown-deck",
          cell.get().where(),
          "game.yaml declares no deck \"" + cell.get().text() + "\"",
          Suggestions.hint(cell.get().text(), deckIds(), "the decks are"));
    }
    return deck;
  }

  private Optional<CardType> type(CardRow row, DeckSpec deck) {
    Optional<CardRow.Cell> cell = row.cell("type");
    if (cell.isEmpty()) {
      if (deck.types().size() == 1) {
        // an undeclared type was reported where game.yaml names it; the rows add nothing
        return Optional.ofNullable(game.types().get(deck.types().get(0)));
      }
      sink.error(
          "project-required",
          row.where(),
          "this card names no type, and the deck \"" + deck.id() + "\" holds several",
          "fill its \"type\" cell with one of " + String.join(", ", deck.types()));
      return Optional.empty();
    }
    String id = cell.get().text();
    if (!deck.types().contains(id)) {
      sink.error(
          "project-type-not-in-deck",
          cell.get().where(),
          game.types().containsKey(id)
              ? "the deck \"" + deck.id() + "\" holds no cards of the type \"" + id + "\""
              : "game.yaml declares no card type \"" + id + "\"",
          game.types().containsKey(id)
              ? "the deck holds "
                  + String.join(", ", deck.types())
                  + "; add \""
                  + id
                  + "\" to its types, or move the card"
              : Suggestions.hint(id, deck.types(), "the deck holds"));
      return Optional.empty();
    }
    return Optional.ofNullable(game.types().get(id));
  }

  private int copies(CardRow row) {
    Optional<CardRow.Cell> cell = row.cell("copies");
    if (cell.isEmpty()) {
      return 1;
    }
    Optional<Integer> n = whole(cell.get().text());
    if (n.isEmpty() || n.get() < 1 || n.get() > MAX_COPIES) {
      sink.error(
          "project-copies",
          cell.get().where(),
          "copies must be a whole number from 1 to "
              + MAX_COPIES
              + ", not \""
              + cell.get().text()
              + "\"",
          "write how many of this card the deck holds, such as 3");
      return 1;
    }
    return n.get();
  }

  private Map<String, Object> fields(CardRow row, CardType type) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, CardRow.Cell> e : row.cells().entrySet()) {
      if (GameFileReader.BUILT_IN.contains(e.getKey()) || !columns.contains(e.getKey())) {
        continue;
      }
      if (type.field(e.getKey()).isEmpty()) {
        sink.error(
            "project-field-not-in-type",
            e.getValue().where(),
            "a " + type.id() + " card has no field \"" + e.getKey() + "\"",
            "empty the cell, or add \""
                + e.getKey()
                + "\" to the fields of "
                + type.id()
                + " in game.yaml");
      }
    }
    for (FieldSpec f : type.fields()) {
      Optional<CardRow.Cell> cell = row.cell(f.name());
      if (cell.isEmpty()) {
        if (f.required()) {
          sink.error(
              "project-required",
              row.where(),
              "this " + type.id() + " card has no \"" + f.name() + "\"",
              "fill its \"" + f.name() + "\" cell: game.yaml marks it required");
        }
        continue;
      }
      value(f, cell.get()).ifPresent(v -> values.put(f.name(), v));
    }
    return values;
  }

  private Optional<Object> value(FieldSpec f, CardRow.Cell cell) {
    switch (f.kind()) {
      case NUMBER -> {
        Optional<Integer> n = whole(cell.text());
        if (n.isEmpty()) {
          sink.error(
              "project-number",
              cell.where(),
              "\"" + f.name() + "\" is a number, not \"" + cell.text() + "\"",
              "write a whole number"
                  + (f.range().isEmpty() ? "" : ", " + f.range())
                  + ", or leave the cell empty");
          return Optional.empty();
        }
        if (!f.inRange(n.get())) {
          sink.error(
              "project-range",
              cell.where(),
              "\"" + f.name() + "\" is " + n.get() + ", outside its range " + f.range(),
              "write a number from " + f.range() + ", or widen the range in game.yaml");
          return Optional.empty();
        }
        return Optional.of(n.get());
      }
      case ART -> {
        Path file = folder.resolve(cell.text()).normalize();
        if (!file.startsWith(folder.normalize()) || !Files.isRegularFile(file)) {
          sink.error(
              "project-art",
              cell.where(),
              "there is no art file \"" + cell.text() + "\" in the project",
              "give a path from the project folder, such as art/coin.png (PNG or JPEG)");
          return Optional.empty();
        }
        return Optional.of(cell.text());
      }
      default -> {
        return Optional.of(cell.text());
      }
    }
  }

  /** Two cards of one type with one name would be one card twice: copies say that. */
  private void checkNames(List<ProjectCard> cards, List<CardRow> rows) {
    Map<String, ProjectCard> seen = new HashMap<>();
    for (int i = 0; i < cards.size(); i++) {
      ProjectCard c = cards.get(i);
      ProjectCard first = seen.putIfAbsent(c.type() + "\u0000" + c.name(), c);
      if (first != null) {
        sink.error(
            "project-duplicate-card",
            rows.get(i).cell("name").map(CardRow.Cell::where).orElse(c.where()),
            "a second "
                + c.type()
                + " card is named \""
                + c.name()
                + "\" (the first is at "
                + first.where().location()
                + ")",
            "give it its own name, or raise the first one's copies");
      }
    }
  }

  /** {@code dropped}: the names of rows with mistakes of their own, which may be the card named. */
  private void checkReferences(List<ProjectCard> cards, List<CardRow> rows, Set<String> dropped) {
    for (int i = 0; i < cards.size(); i++) {
      ProjectCard c = cards.get(i);
      for (FieldSpec f : game.types().get(c.type()).fields()) {
        if (f.kind() != FieldKind.CARD || c.text(f.name()).isEmpty()) {
          continue;
        }
        String target = c.text(f.name()).get();
        String of = f.refersTo().orElse("");
        List<String> names =
            cards.stream().filter(o -> o.type().equals(of)).map(ProjectCard::name).toList();
        if (!names.contains(target) && !dropped.contains(target)) {
          sink.error(
              "project-reference",
              rows.get(i).cell(f.name()).get().where(),
              "\"" + f.name() + "\" names a " + of + " card \"" + target + "\", and there is none",
              names.isEmpty()
                  ? "the project has no " + of + " cards yet"
                  : Suggestions.hint(target, names, "the " + of + " cards are"));
        }
      }
    }
  }

  private List<String> deckIds() {
    return game.decks().stream().map(DeckSpec::id).toList();
  }

  private static Optional<Integer> whole(String text) {
    String t = text.trim();
    if (!t.matches("[+-]?\\d{1,9}")) {
      return Optional.empty();
    }
    return Optional.of(Integer.parseInt(t.startsWith("+") ? t.substring(1) : t));
  }
}
