package org.legendsforge.games.graveyard.diff;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The card diff as a playtest comparison shows it beside the figures: card by card in the decks
 * that hold them (derived decks left out), then the game's own fields; and the ids it touches,
 * whose figures the comparison always lists.
 */
public record DiffLines(List<String> lines, Set<String> edited) {
  public static DiffLines of(DataDiff diff) {
    Set<String> edited = new TreeSet<>();
    List<String> out = new ArrayList<>();
    for (DeckDiff deck : diff.decks()) {
      if (deck.derived()) {
        continue;
      }
      out.add(deck.name());
      for (CardChange c : deck.cards()) {
        edited.add(c.id());
        out.add("  " + c.kind().mark() + " " + c.id() + "  " + c.name());
        for (FieldChange f : c.fields()) {
          out.add("      " + f.path() + ": " + show(f.old()) + " → " + show(f.now()));
        }
      }
    }
    for (FieldChange f : diff.game()) {
      out.add("game: " + f.path() + ": " + show(f.old()) + " → " + show(f.now()));
    }
    if (out.isEmpty()) {
      out.add("no differences in the cards");
    }
    return new DiffLines(List.copyOf(out), Set.copyOf(edited));
  }

  private static String show(Optional<JsonNode> v) {
    if (v.isEmpty()) {
      return "(none)";
    }
    JsonNode n = v.get();
    return n.isNull() ? "(set)" : n.isTextual() ? n.toString() : n.asText();
  }
}
