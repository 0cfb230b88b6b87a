package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import org.legendsforge.kit.card.Art;

/**
 * Draws a card's art into a box, placed by its fit and focus and clipped to the box; where the
 * picture leaves the box uncovered ({@code contain}) a backdrop colour shows.
 */
final class ArtPainter {
  private final ArtStore store;

  ArtPainter(ArtStore store) {
    this.store = store;
  }

  Optional<Picture> picture(Art art) {
    return store.picture(art.file());
  }

  /** Draws {@code art} into {@code box}; false (nothing drawn) when its file cannot be read. */
  boolean paint(Graphics2D g, Art art, Rectangle2D box, Color backdrop) {
    Optional<Picture> picture = picture(art);
    if (picture.isEmpty()) {
      return false;
    }
    Picture p = picture.get();
    Graphics2D g2 = (Graphics2D) g.create();
    try {
      g2.clip(box);
      if (art.fit() == Art.Fit.CONTAIN) {
        g2.setColor(backdrop);
        g2.fill(box);
      }
      p.draw(g2, ArtPlacement.of(p.width(), p.height(), box, art.fit(), art.focus()).drawn());
    } finally {
      g2.dispose();
    }
    return true;
  }
}
