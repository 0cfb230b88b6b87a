package org.legendsforge.kit.output.tts;

import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.table.TableAssets;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.Marker;

/**
 * Image URLs as a base plus file name: {@code file:///…/output/tts/images/} by default, or the
 * hosting base given with {@code --image-base-url}. Local paths and file names are percent-encoded
 * (a space is {@code %20}, other characters their UTF-8 bytes), so a folder such as {@code Tabletop
 * Simulator/Saves} gives a valid URL; {@code --install} writes its URLs the same way.
 */
final class UrlAssets implements TableAssets {
  private final String base;
  private final TtsImages images;

  UrlAssets(String base, TtsImages images) {
    this.base = base.endsWith("/") ? base : base + "/";
    this.images = images;
  }

  /** {@code file:///} URL of a local folder, with forward slashes on every system. */
  static String fileBase(java.nio.file.Path dir) {
    String p = dir.toAbsolutePath().normalize().toString().replace('\\', '/');
    StringBuilder out = new StringBuilder("file:///");
    for (String segment : (p.startsWith("/") ? p.substring(1) : p).split("/")) {
      if (!segment.isEmpty()) {
        out.append(encode(segment)).append('/');
      }
    }
    return out.toString();
  }

  /**
   * One path segment as a URL: unreserved characters (RFC 3986) and a drive's colon stay, every
   * other byte of its UTF-8 is written {@code %XX}.
   */
  static String encode(String segment) {
    StringBuilder out = new StringBuilder();
    for (byte b : segment.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      int c = b & 0xFF;
      boolean keep =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || "-._~:".indexOf(c) >= 0;
      if (keep) {
        out.append((char) c);
      } else {
        out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
        out.append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
      }
    }
    return out.toString();
  }

  private String url(String file) {
    return base + encode(file);
  }

  @Override
  public String sheetFace(DeckSheet<Deck, DeckCard> sheet) {
    return url(images.sheetFaces().get(sheet.key()));
  }

  @Override
  public String deckBack(Deck deck) {
    return url(images.deckBacks().get(deck.id()));
  }

  @Override
  public String mat() {
    return url(images.mat());
  }

  @Override
  public String heroToken(Hero hero) {
    return url(images.heroTokens().get(hero.id()));
  }

  @Override
  public String pickup(PickupKind kind) {
    return url(images.pickups().get(kind));
  }

  @Override
  public int markerColour(Marker marker) {
    return images.markerColours().get(marker);
  }

  @Override
  public String marker(Marker marker) {
    return url(images.markers().get(marker));
  }
}
