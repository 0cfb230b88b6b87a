package org.legendsforge.output;

import org.legendsforge.model.Deck;
import org.legendsforge.model.Hero;
import org.legendsforge.rules.PickupKind;
import org.legendsforge.tts.Marker;
import org.legendsforge.tts.SheetSpec;
import org.legendsforge.tts.TableAssets;

/**
 * Image URLs as a base plus file name: {@code file:///…/output/tts/images/} by default, or the
 * hosting base given with {@code --image-base-url}.
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
    return "file:///" + (p.startsWith("/") ? p.substring(1) : p) + "/";
  }

  private String url(String file) {
    return base + file;
  }

  @Override
  public String sheetFace(SheetSpec sheet) {
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
  public String marker(Marker marker) {
    return url(images.markers().get(marker));
  }
}
