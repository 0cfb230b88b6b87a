package org.legendsforge.games.graveyard.table;

import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.ImageUrls;
import org.legendsforge.kit.tts.Marker;

/** The table's images by their URLs: the written files of {@code images} under {@code urls}. */
public final class UrlAssets implements TableAssets {
  private final ImageUrls urls;
  private final TtsImages images;

  public UrlAssets(String base, TtsImages images) {
    this.urls = new ImageUrls(base);
    this.images = images;
  }

  private String url(String file) {
    return urls.url(file);
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
