package org.legendsforge.kit.output.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.render.CardSize;

/**
 * A writer keeps its image, rows and deflater from one card to the next: what a card's file holds
 * must never depend on the card drawn before it on the same thread.
 */
class PngCardWriterTest {
  private static final int DPI = 60;

  @Test
  void aCardDrawnAfterOthersGivesTheBytesOfOneDrawnFirst() {
    PngCardWriter used = new PngCardWriter(DPI);
    // a dark card of another size, then a dark card of this size, leave their pixels behind
    used.png(CardSize.INDEX_CARD, dark());
    used.png(CardSize.POKER, dark());
    byte[] after = used.png(CardSize.POKER, disc(Color.RED));

    byte[] first = new PngCardWriter(DPI).png(CardSize.POKER, disc(Color.RED));
    assertThat(after).isEqualTo(first);
  }

  @Test
  void aReusedImageGivesTheBytesOfAnImageOfItsOwn() {
    PngCardWriter writer = new PngCardWriter(DPI);
    writer.png(CardSize.POKER, dark());
    byte[] reused = writer.png(CardSize.POKER, disc(Color.BLUE));
    byte[] own = writer.encode(writer.image(CardSize.POKER, disc(Color.BLUE)));
    assertThat(reused).isEqualTo(own);
  }

  @Test
  void cardsOfTwoSizesInTurnEachKeepTheirOwnBytes() {
    PngCardWriter writer = new PngCardWriter(DPI);
    byte[] poker = writer.png(CardSize.POKER, disc(Color.GREEN));
    byte[] index = writer.png(CardSize.INDEX_CARD, disc(Color.GREEN));
    assertThat(writer.png(CardSize.POKER, disc(Color.GREEN))).isEqualTo(poker);
    assertThat(writer.png(CardSize.INDEX_CARD, disc(Color.GREEN))).isEqualTo(index);
    assertThat(poker).isNotEqualTo(index);
  }

  private static Consumer<Graphics2D> dark() {
    return g -> {
      g.setColor(Color.BLACK);
      g.fillRect(0, 0, 200, 200);
    };
  }

  /** A card whose white ground stays white: only a disc is painted, anti-aliased at its edge. */
  private static Consumer<Graphics2D> disc(Color colour) {
    return g -> {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setColor(colour);
      g.fill(new Ellipse2D.Double(10, 20, 30, 30));
    };
  }
}
