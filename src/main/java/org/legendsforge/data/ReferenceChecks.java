package org.legendsforge.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceMap;
import org.legendsforge.model.Deck;
import org.legendsforge.model.DeckKind;

/** Checks that need more than one card: unique ids, one deck per content kind, art files. */
final class ReferenceChecks {
  private final Map<String, String> firstSeen = new LinkedHashMap<>();

  /** Reports a second use of an id; returns false for the duplicate. */
  boolean claimId(String id, String where, Item item, Diagnostics sink) {
    String earlier = firstSeen.putIfAbsent(id, where);
    if (earlier == null) {
      return true;
    }
    item.error("duplicate-id", "id", "id \"" + id + "\" is already used at " + earlier, "ids are unique across the whole card set: rename this one");
    return false;
  }

  void decks(List<Deck> decks, SourceMap where, String decksFile, Diagnostics sink) {
    Map<DeckKind, Deck> byKind = new EnumMap<>(DeckKind.class);
    for (Deck d : decks) {
      Deck earlier = byKind.putIfAbsent(d.contents(), d);
      if (earlier != null) {
        sink.error(
            "deck-contents",
            where.locate(d.id(), "contents"),
            "decks \"" + earlier.id() + "\" and \"" + d.id() + "\" both hold " + d.contents().key(),
            "each kind of card goes in exactly one deck");
      }
    }
    for (DeckKind k : DeckKind.values()) {
      if (!byKind.containsKey(k)) {
        sink.error(
            "deck-missing",
            where.file(decksFile),
            "no deck holds " + k.key(),
            "add a deck with \"contents: " + k.key() + "\" to " + decksFile);
      }
    }
  }

  /** Art must be a file inside the data folder, even through links. */
  void art(String cardId, Optional<String> art, Path dataRoot, SourceMap where, Diagnostics sink) {
    if (art.isEmpty()) {
      return;
    }
    Path p = dataRoot.resolve(art.get()).normalize();
    if (!p.startsWith(dataRoot) || Path.of(art.get()).isAbsolute()) {
      sink.error("art-path", where.locate(cardId, "art"), "art \"" + art.get() + "\" lies outside the card-data folder", "keep art inside card-data, e.g. art/" + cardId + ".png");
      return;
    }
    if (!Files.isRegularFile(p)) {
      sink.error("art-missing", where.locate(cardId, "art"), "art file \"" + art.get() + "\" does not exist", "add the image or remove the art line (a generated emblem is drawn instead)");
      return;
    }
    try {
      if (!p.toRealPath().startsWith(dataRoot.toRealPath(LinkOption.NOFOLLOW_LINKS))) {
        sink.error("art-path", where.locate(cardId, "art"), "art \"" + art.get() + "\" links to a file outside the card-data folder", "copy the image into card-data instead of linking to it");
      }
    } catch (IOException e) {
      sink.error("art-missing", where.locate(cardId, "art"), "art file \"" + art.get() + "\" cannot be read", "check the file's permissions");
    }
  }
}
