package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;
import java.io.IOException;
import java.io.InputStream;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;

/**
 * The print engineer draws cards into PDFs through PdfBoxGraphics2D: with the FontSet's fonts
 * registered, every run of the card must arrive as real, extractable text (never glyph outlines).
 */
class PdfTextTest {
  @Test
  void cardTextStaysTextInAPdf() throws IOException {
    RenderResources res = TestResources.load();
    Catalog c = SampleCatalog.build();
    DeckCard card =
        c.printedCards()
            .filter(dc -> dc.card().id().equals("thunderclap"))
            .findFirst()
            .orElseThrow();
    CardSize size = res.renderer().size(card.deck());
    float w = (float) (size.bleedWidth() * 72 / 25.4);
    float h = (float) (size.bleedHeight() * 72 / 25.4);
    try (PDDocument doc = new PDDocument()) {
      PDPage page = new PDPage(new PDRectangle(w, h));
      doc.addPage(page);
      PdfBoxGraphics2DFontTextDrawer drawer = new PdfBoxGraphics2DFontTextDrawer();
      for (FontFace face : FontFace.values()) {
        try (InputStream in = FontSet.class.getResourceAsStream(face.resource())) {
          TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(in));
          ttf.setEnableGsub(false);
          drawer.registerFont(
              TestResources.FONTS.base(face).getFontName(), PDType0Font.load(doc, ttf, true));
        }
      }
      PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, w, h);
      g.setFontTextDrawer(drawer);
      g.scale(72 / 25.4, 72 / 25.4);
      res.renderer().paintFace(card, g);
      g.dispose();
      try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
        cs.drawForm(g.getXFormObject());
      }
      String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
      assertThat(text)
          .contains("Thunderclap")
          .contains("Air Spell · Over")
          .contains("Range 5")
          .contains("Each enemy in the area takes")
          .contains("Storms have no favourites");
    }
  }
}
