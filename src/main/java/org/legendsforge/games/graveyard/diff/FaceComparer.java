package org.legendsforge.games.graveyard.diff;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.Arrays;
import java.util.function.Consumer;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;

/**
 * Whether two drawings of a card look the same: both are drawn through the one card renderer onto
 * an RGB image at the resolution of the card PNGs (what {@code forge build} writes) and compared
 * pixel for pixel. Exact and deterministic: the same renderer on the same card always paints the
 * same pixels, and an edit too small to move a pixel at print resolution does not print either.
 */
final class FaceComparer {
  private final PngCardWriter raster;

  FaceComparer(int dpi) {
    this.raster = new PngCardWriter(dpi);
  }

  boolean sameFace(CardRenderer a, DeckCard x, CardRenderer b, DeckCard y) {
    return same(a.size(x.deck()), g -> a.paintFace(x, g), b.size(y.deck()), g -> b.paintFace(y, g));
  }

  boolean sameBack(CardRenderer a, Deck x, CardRenderer b, Deck y) {
    return same(a.size(x), g -> a.paintBack(x, g), b.size(y), g -> b.paintBack(y, g));
  }

  private boolean same(CardSize sa, Consumer<Graphics2D> pa, CardSize sb, Consumer<Graphics2D> pb) {
    if (!sa.equals(sb)) {
      return false;
    }
    return Arrays.equals(pixels(sa, pa), pixels(sb, pb));
  }

  private int[] pixels(CardSize size, Consumer<Graphics2D> paint) {
    BufferedImage img = raster.image(size, paint);
    return ((DataBufferInt) img.getRaster().getDataBuffer()).getData();
  }
}
