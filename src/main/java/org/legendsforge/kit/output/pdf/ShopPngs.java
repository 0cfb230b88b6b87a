package org.legendsforge.kit.output.pdf;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.render.BackStyle;
import org.legendsforge.kit.render.CardSize;

/**
 * The PNG sets shops take: one image per face, exactly {@code 750 + 2 × bleed} by {@code 1050 + 2 ×
 * bleed} pixels at 300 dpi (825 × 1125 or 822 × 1122), drawn at that size, never scaled from
 * another: the 2.5 × 3.5 in trim is exactly 750 × 1050 px, at whole pixels from the edge. The card
 * painter fills 3 mm of bleed (35.4 px); the pixels beyond it, one or two rows at each edge, repeat
 * the outermost painted row, as shops' own bleed tools do, so no white shows at the cut. {@code
 * <deck>/<nnn>-<card>.png} for the faces in deck order and {@code <deck>/back.png}.
 */
final class ShopPngs {
  static final int DPI = 300;
  private static final double PX_PER_MM = DPI / 25.4;
  private final BuildContext ctx;
  private final ShopPreset preset;
  private final boolean proof;
  private final BackStyle backStyle;

  ShopPngs(BuildContext ctx, ShopPreset preset, boolean proof, BackStyle backs) {
    this.ctx = ctx;
    this.preset = preset;
    this.proof = proof;
    this.backStyle = backs;
  }

  /** Bleed beyond the trim in pixels, on every side. */
  double bleedPx() {
    return preset == ShopPreset.PNG_825 ? 37.5 : 36;
  }

  void write(Path dir) throws IOException {
    Set<String> backs = new LinkedHashSet<>();
    int n = 0;
    String deck = "";
    for (PrintedCard card : CardsPdf.pokerCards(ctx.game())) {
      n = card.deck().id().equals(deck) ? n + 1 : 1;
      deck = card.deck().id();
      Path folder = dir.resolve(deck);
      Files.createDirectories(folder);
      CardSize size = ctx.renderer().size(card.deck());
      String file = String.format(Locale.ROOT, "%03d-%s.png", n, card.id());
      Files.write(folder.resolve(file), png(size, g -> ctx.renderer().paintFace(card, g)));
      if (backs.add(deck)) {
        CardDeck d = card.deck();
        Files.write(
            folder.resolve("back.png"), png(size, g -> ctx.renderer().paintBack(d, backStyle, g)));
      }
    }
  }

  byte[] png(CardSize size, Consumer<Graphics2D> paint) {
    return new PngCardWriter(DPI).encode(image(size, paint));
  }

  BufferedImage image(CardSize size, Consumer<Graphics2D> paint) {
    int w = (int) Math.round(size.trimWidth() * PX_PER_MM + 2 * bleedPx());
    int h = (int) Math.round(size.trimHeight() * PX_PER_MM + 2 * bleedPx());
    // Where the painter's origin, the corner of its bleed, lands: inside the image by the
    // difference between the shop's bleed and the painted one.
    double origin = bleedPx() - size.bleed() * PX_PER_MM;
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, w, h);
      g.translate(origin, origin);
      g.scale(PX_PER_MM, PX_PER_MM);
      paint.accept(g);
      if (proof) {
        proof(g, size);
      }
    } finally {
      g.dispose();
    }
    int first = (int) Math.ceil(origin);
    extendEdges(
        img,
        first,
        (int) Math.floor(origin + size.bleedWidth() * PX_PER_MM) - 1,
        (int) Math.floor(origin + size.bleedHeight() * PX_PER_MM) - 1);
    return img;
  }

  /** Repeats the outermost fully painted rows and columns out to the image's edges. */
  private static void extendEdges(BufferedImage img, int first, int lastX, int lastY) {
    int w = img.getWidth();
    int h = img.getHeight();
    for (int y = first; y <= lastY; y++) {
      for (int x = 0; x < first; x++) {
        img.setRGB(x, y, img.getRGB(first, y));
      }
      for (int x = lastX + 1; x < w; x++) {
        img.setRGB(x, y, img.getRGB(lastX, y));
      }
    }
    int[] row = new int[w];
    img.getRGB(0, first, w, 1, row, 0, w);
    for (int y = 0; y < first; y++) {
      img.setRGB(0, y, w, 1, row, 0, w);
    }
    img.getRGB(0, lastY, w, 1, row, 0, w);
    for (int y = lastY + 1; y < h; y++) {
      img.setRGB(0, y, w, 1, row, 0, w);
    }
  }

  /** The proof overlay in the painter's millimetres: cut line red, safe line blue and dashed. */
  private static void proof(Graphics2D g, CardSize size) {
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    double b = size.bleed();
    g.setColor(CardPages.PROOF_CUT);
    g.setStroke(new BasicStroke(0.15f));
    g.draw(new Rectangle2D.Double(b, b, size.trimWidth(), size.trimHeight()));
    g.setColor(CardPages.PROOF_SAFE);
    g.setStroke(
        new BasicStroke(
            0.15f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {1f, 1f}, 0));
    double s = size.safe();
    g.draw(
        new Rectangle2D.Double(b + s, b + s, size.trimWidth() - 2 * s, size.trimHeight() - 2 * s));
  }
}
