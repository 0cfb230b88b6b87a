package org.legendsforge.games.graveyard.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.Sleeve;
import org.legendsforge.kit.data.ImageHeader;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.InputRefusedException;
import org.legendsforge.kit.files.IoProblem;

/** Checks that need more than one card: unique ids, one deck per content kind, art files. */
final class ReferenceChecks {
  private final Map<String, String> firstSeen = new LinkedHashMap<>();

  /** Reports a second use of an id; returns false for the duplicate. */
  boolean claimId(String id, String where, Item item, Diagnostics sink) {
    String earlier = firstSeen.putIfAbsent(id, where);
    if (earlier == null) {
      return true;
    }
    item.error(
        "duplicate-id",
        "id",
        "id \"" + id + "\" is already used at " + earlier,
        "ids are unique across the whole card set: rename this one");
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
            "add a deck with \"contents: " + k.key() + "\" to " + where.file(decksFile).path());
      }
    }
  }

  /** Art files are read whole by every output: keep them to what a printed card can use. */
  static final long MAX_ART_BYTES = 16L * 1024 * 1024;

  /** 4096 px holds a poker or index card with bleed at 600 dpi (1942 × 3142 px at most). */
  static final int MAX_ART_SIDE = 4096;

  private static void artLimits(
      String cardId, String field, String art, Path p, SourceMap where, Diagnostics sink)
      throws IOException {
    long size = Files.size(p);
    if (size > MAX_ART_BYTES) {
      sink.error(
          "art-too-large",
          where.locate(cardId, field),
          "art \""
              + art
              + "\" is "
              + size / (1024 * 1024)
              + " MiB, more than the "
              + MAX_ART_BYTES / (1024 * 1024)
              + " MiB an art file may be",
          "save it smaller: a poker card with bleed is 821 x 1121 px at 300 dpi");
      return;
    }
    Optional<ImageHeader> header = ImageHeader.read(p);
    if (header.isEmpty()) {
      if (!ImageHeader.looksLikeSvg(p)) {
        sink.error(
            "art-format",
            where.locate(cardId, field),
            "art \"" + art + "\" is not a PNG, JPEG or SVG image",
            "export the art as .png, .jpg or .svg from your image editor");
      }
      return;
    }
    ImageHeader h = header.get();
    if (h.width() > MAX_ART_SIDE || h.height() > MAX_ART_SIDE) {
      sink.error(
          "art-too-large",
          where.locate(cardId, field),
          "art \""
              + art
              + "\" is "
              + h.width()
              + " x "
              + h.height()
              + " px, more than the "
              + MAX_ART_SIDE
              + " px a side may be",
          "scale it down: a poker card with bleed is 821 x 1121 px at 300 dpi, 1642 x 2242 px at 600 dpi");
    }
  }

  /** A card's art must be a plain file inside the data folder, even through links. */
  void art(String cardId, Optional<Art> art, InputFolder data, SourceMap where, Diagnostics sink) {
    art.ifPresent(a -> picture(cardId, "art/file", a.file(), data, where, sink));
  }

  /** A deck's back image, checked as art is. */
  void backImage(Deck deck, InputFolder data, SourceMap where, Diagnostics sink) {
    deck.backImage().ifPresent(a -> picture(deck.id(), "back/image", a.file(), data, where, sink));
  }

  /**
   * A picture file named at {@code field} of the card or deck {@code ownerId} (a plain path written
   * in place of the mapping is found at the field's parent). It is checked from its metadata and
   * header, never opened when it is a link leading out, a pipe or a device; a project reached
   * through a linked folder is still inside itself.
   */
  private void picture(
      String ownerId,
      String field,
      String file,
      InputFolder data,
      SourceMap where,
      Diagnostics sink) {
    Path p = data.root().resolve(file).normalize();
    if (!p.startsWith(data.root()) || Path.of(file).isAbsolute()) {
      sink.error(
          "art-path",
          where.locate(ownerId, field),
          "art \"" + file + "\" lies outside the card-data folder",
          "keep art inside card-data, e.g. art/" + ownerId + ".png");
      return;
    }
    try {
      artLimits(ownerId, field, file, data.checked(p), where, sink);
    } catch (NoSuchFileException e) {
      sink.error(
          "art-missing",
          where.locate(ownerId, field),
          "art file \"" + file + "\" does not exist",
          "add the image or remove the line (a generated picture is drawn instead)");
    } catch (InputRefusedException e) {
      if (e.kind() == InputRefusedException.Refusal.Kind.OUTSIDE) {
        sink.error(
            "art-path",
            where.locate(ownerId, field),
            "art \"" + file + "\" links to a file outside the card-data folder",
            "copy the image into card-data instead of linking to it");
      } else {
        sink.error(
            "art-format",
            where.locate(ownerId, field),
            "art \"" + file + "\" " + e.refusal().problem(),
            "save the art as a .png, .jpg or .svg file");
      }
    } catch (IOException e) {
      sink.error(
          "art-missing",
          where.locate(ownerId, field),
          "art file \"" + file + "\" cannot be read: " + IoProblem.describe(e),
          "check that you may read it (its permissions)");
    }
  }

  /**
   * Decks naming one sleeve colour with different hex values: a player buying "Red" sleeves cannot
   * get both. Reported at the second deck (and any later one), as a warning: the cards still print
   * as written.
   */
  void sleeveNames(
      List<Deck> decks, Map<String, Sleeve> palette, SourceMap where, Diagnostics sink) {
    Map<String, Deck> first = new LinkedHashMap<>();
    for (Deck d : decks) {
      String key = d.sleeve().name().strip().toLowerCase(java.util.Locale.ROOT);
      Sleeve named =
          palette.values().stream()
              .filter(s -> s.name().strip().toLowerCase(java.util.Locale.ROOT).equals(key))
              .findFirst()
              .orElse(null);
      if (named != null && !named.hex().equalsIgnoreCase(d.sleeve().hex())) {
        sink.warning(
            "sleeve-name",
            where.locate(d.id(), "sleeve"),
            "deck \""
                + d.id()
                + "\" gives sleeve \""
                + d.sleeve().name()
                + "\" the colour "
                + d.sleeve().hex()
                + ", but the palette's "
                + named.name()
                + " is "
                + named.hex(),
            "write sleeve: "
                + named.name()
                + " to use the palette's colour, or give this colour its own name");
        continue;
      }
      Deck earlier = first.putIfAbsent(key, d);
      if (earlier != null && !earlier.sleeve().hex().equalsIgnoreCase(d.sleeve().hex())) {
        sink.warning(
            "sleeve-name",
            where.locate(d.id(), "sleeve"),
            "decks \""
                + earlier.id()
                + "\" and \""
                + d.id()
                + "\" both use sleeve \""
                + d.sleeve().name()
                + "\" but with different colours ("
                + earlier.sleeve().hex()
                + ", "
                + d.sleeve().hex()
                + ")",
            "give each colour its own name, or list it once under sleeves: and name it in both decks");
      }
    }
  }
}
