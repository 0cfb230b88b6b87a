package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.color.ICC_ColorSpace;
import java.awt.color.ICC_Profile;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontSet;

/**
 * The PDF/X-1a:2003 shop file checked as a preflight would: the standard named, an output intent
 * whose profile is CMYK, PDF 1.4 without object streams, 2.75 x 3.75 in pages with TrimBox and
 * BleedBox, backs and fronts alternating (back first), fonts embedded, and no colour but DeviceCMYK
 * and no transparency anywhere, also for a card drawn with a half-transparent image.
 */
class PdfxShopPdfTest {
  static final Path OUT = Path.of("target/print-pdfx");
  static final Set<String> RGB_OR_GREY = Set.of("rg", "RG", "g", "G");
  static Catalog catalog;
  static Path file;

  @BeforeAll
  static void write() throws IOException {
    FontSet fonts = FontSet.load();
    catalog = PrintTestCatalog.catalog();
    CardRenderer withArt = new WithArt(new TestCardRenderer(fonts));
    PrintOptions options =
        new PrintOptions(
                Path.of("templates/print"),
                List.of(Paper.A4),
                Duplex.LONG,
                Layout.SHOP,
                false,
                false)
            .withLayout(Layout.SHOP, ShopPreset.PDFX);
    new PrintTarget(options, new GraveyardParts())
        .write(new BuildContext(catalog, withArt, fonts, 7, new Diagnostics()), OUT);
    file = OUT.resolve("print/shop/pdfx/graveyard-cards-pdfx.pdf");
  }

  /** Fire spells get a half-transparent image on their face, as card art may have. */
  record WithArt(CardRenderer plain) implements CardRenderer {
    @Override
    public CardSize size(org.legendsforge.kit.card.CardDeck deck) {
      return plain.size(deck);
    }

    @Override
    public void paintFace(org.legendsforge.kit.card.PrintedCard card, Graphics2D g) {
      plain.paintFace(card, g);
      if (card.deck().id().startsWith("fire")) {
        BufferedImage art = new BufferedImage(20, 20, BufferedImage.TYPE_INT_ARGB);
        for (int i = 0; i < 400; i++) {
          art.setRGB(i % 20, i / 20, new Color(200, 40, 40, 128).getRGB());
        }
        g.drawImage(art, 10, 20, 40, 30, null);
      }
    }

    @Override
    public org.legendsforge.kit.render.PieceLook pieceLook() {
      return plain.pieceLook();
    }

    @Override
    public void paintBack(
        org.legendsforge.kit.card.CardDeck deck,
        org.legendsforge.kit.render.BackStyle style,
        Graphics2D g) {
      plain.paintBack(deck, style, g);
    }
  }

  @Test
  void theFileNamesItsStandardAndCarriesACmykOutputIntent() throws IOException {
    String head = new String(Files.readAllBytes(file), 0, 9, StandardCharsets.ISO_8859_1);
    assertThat(head).isEqualTo("%PDF-1.4\n");
    assertThat(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1))
        .doesNotContain("/ObjStm")
        .doesNotContain("/XRef");
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      var info = doc.getDocumentInformation();
      assertThat(info.getCustomMetadataValue("GTS_PDFXVersion")).isEqualTo("PDF/X-1a:2003");
      assertThat(info.getCreationDate()).isNotNull();
      assertThat(info.getModificationDate()).isNotNull();
      assertThat(info.getTrapped()).isEqualTo("False");
      assertThat(info.getTitle()).isNotBlank();
      var intents = doc.getDocumentCatalog().getOutputIntents();
      assertThat(intents).hasSize(1);
      COSDictionary intent = intents.get(0).getCOSObject();
      assertThat(intent.getNameAsString(COSName.S)).isEqualTo("GTS_PDFX");
      assertThat(intents.get(0).getOutputConditionIdentifier()).isNotBlank();
      COSStream profile = intents.get(0).getDestOutputIntent();
      assertThat(profile.getInt(COSName.N)).isEqualTo(4);
      byte[] bytes;
      try (var in = profile.createInputStream()) {
        bytes = in.readAllBytes();
      }
      assertThat(bytes).isEqualTo(CmykProfile.bytes());
      ICC_Profile icc = ICC_Profile.getInstance(bytes);
      assertThat(icc.getColorSpaceType()).isEqualTo(java.awt.color.ColorSpace.TYPE_CMYK);
      assertThat(icc.getProfileClass()).isEqualTo(ICC_Profile.CLASS_OUTPUT);
      assertThat(icc.getMajorVersion()).isEqualTo(2);
      assertThat(doc.getDocument().getTrailer().getDictionaryObject(COSName.ID)).isNotNull();
      assertThat(doc.isEncrypted()).isFalse();
    }
  }

  @Test
  void everyPageIsOneCardOfTwoAndThreeQuarterByThreeAndThreeQuarterInchesBackThenFront()
      throws IOException {
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      assertThat(doc.getNumberOfPages()).isEqualTo(2 * CardsPdf.pokerCards(catalog).size());
      for (PDPage page : doc.getPages()) {
        assertThat(page.getMediaBox().getWidth()).isCloseTo(198f, within(0.01f));
        assertThat(page.getMediaBox().getHeight()).isCloseTo(270f, within(0.01f));
        assertThat(page.getCOSObject().containsKey(COSName.TRIM_BOX)).isTrue();
        assertThat(page.getCOSObject().containsKey(COSName.BLEED_BOX)).isTrue();
        assertThat(page.getTrimBox().getLowerLeftX()).isCloseTo(9f, within(0.01f));
        assertThat(page.getTrimBox().getUpperRightY()).isCloseTo(261f, within(0.01f));
        assertThat(page.getBleedBox().getWidth()).isCloseTo(198f, within(0.01f));
        assertThat(page.getCOSObject().containsKey(COSName.GROUP)).isFalse();
      }
      var strip = new org.apache.pdfbox.text.PDFTextStripper();
      // The two fire spells (pages 1 to 4, drawn as images), then the first water spell.
      strip.setStartPage(5);
      strip.setEndPage(5);
      assertThat(strip.getText(doc)).contains("Water Spells").doesNotContain("Water spell 1");
      strip.setStartPage(6);
      strip.setEndPage(6);
      assertThat(strip.getText(doc)).contains("Water spell 1");
    }
  }

  @Test
  void nothingIsRgbOrTransparentAndEveryFontIsEmbedded() throws IOException {
    int images = 0;
    try (PDDocument doc = Loader.loadPDF(file.toFile())) {
      for (PDPage page : doc.getPages()) {
        assertOnlyCmyk(new PDFStreamParser(page).parse(), "page");
        images += check(page.getResources(), 0);
        for (PDFont font : PdfProbe.fonts(page)) {
          assertThat(font.isEmbedded()).as(font.getName()).isTrue();
        }
      }
    }
    // The fire spells' faces, which held a half-transparent image, became CMYK images.
    assertThat(images).isPositive();
  }

  /** Checks resources and every form below them; returns how many images it met. */
  static int check(PDResources res, int depth) throws IOException {
    if (res == null || depth > 6) {
      return 0;
    }
    int images = 0;
    for (COSName n : res.getColorSpaceNames()) {
      assertThat(res.getColorSpace(n).getName()).isEqualTo("DeviceCMYK");
    }
    for (COSName n : res.getExtGStateNames()) {
      COSDictionary gs = res.getExtGState(n).getCOSObject();
      assertThat(
              gs.containsKey(COSName.SMASK)
                  || gs.containsKey(COSName.CA)
                  || gs.containsKey(COSName.CA_NS)
                  || gs.containsKey(COSName.BM))
          .as("transparency")
          .isFalse();
    }
    for (COSName n : res.getXObjectNames()) {
      PDXObject x = res.getXObject(n);
      COSBase group = x.getCOSObject().getDictionaryObject(COSName.GROUP);
      assertThat(group).as("transparency group").isNull();
      if (x instanceof PDImageXObject img) {
        assertThat(img.getColorSpace().getName()).isEqualTo("DeviceCMYK");
        assertThat(x.getCOSObject().containsKey(COSName.SMASK)).isFalse();
        assertThat(x.getCOSObject().containsKey(COSName.MASK)).isFalse();
        images++;
      } else if (x instanceof PDFormXObject f) {
        assertOnlyCmyk(new PDFStreamParser(f).parse(), "form");
        images += check(f.getResources(), depth + 1);
      }
    }
    return images;
  }

  static void assertOnlyCmyk(List<Object> tokens, String where) {
    for (int i = 0; i < tokens.size(); i++) {
      if (tokens.get(i) instanceof Operator op) {
        assertThat(RGB_OR_GREY).as(where + " uses " + op.getName()).doesNotContain(op.getName());
        if (op.getName().equals("cs") || op.getName().equals("CS")) {
          assertThat(((COSName) tokens.get(i - 1)).getName()).isEqualTo("DeviceCMYK");
        }
        assertThat(op.getName()).isNotIn("BI", "sh");
      }
    }
  }

  @Test
  void theProfileGivesBackTheColoursTheCardsWereDrawnIn() {
    ICC_ColorSpace cmyk = new ICC_ColorSpace(ICC_Profile.getInstance(CmykProfile.bytes()));
    for (Color c :
        List.of(
            new Color(0xB7, 0x1C, 0x1C),
            new Color(0x1F, 0x5F, 0xAD),
            new Color(0xED, 0xAB, 0x0D),
            new Color(0x22, 0x22, 0x22),
            Color.WHITE)) {
      Cmyk ink = Cmyk.of(c);
      float[] rgb =
          cmyk.toRGB(
              new float[] {(float) ink.c(), (float) ink.m(), (float) ink.y(), (float) ink.k()});
      assertThat(rgb[0] * 255).as(c + " red").isCloseTo(c.getRed(), within(6f));
      assertThat(rgb[1] * 255).as(c + " green").isCloseTo(c.getGreen(), within(6f));
      assertThat(rgb[2] * 255).as(c + " blue").isCloseTo(c.getBlue(), within(6f));
    }
  }

  @Test
  void greyPrintsWithBlackAloneAndNoColourCarriesMoreThanTheShopsInkLimit() {
    Cmyk grey = Cmyk.of(new Color(0x22, 0x22, 0x22));
    assertThat(grey.c() + grey.m() + grey.y()).isZero();
    assertThat(grey.k()).isCloseTo(1 - 0x22 / 255.0, within(1e-9));
    Cmyk darkRed = Cmyk.of(new Color(10, 0, 0));
    assertThat(darkRed.c() + darkRed.m() + darkRed.y() + darkRed.k()).isCloseTo(2.4, within(1e-9));
    assertThat(darkRed.k()).isCloseTo(1 - 10 / 255.0, within(1e-9));
    for (int rgb = 0; rgb < 1 << 24; rgb += 99_991) {
      Cmyk c = Cmyk.of(new Color(rgb));
      assertThat(c.c() + c.m() + c.y() + c.k()).isLessThanOrEqualTo(2.4 + 1e-9);
      assertThat(Math.min(c.c(), Math.min(c.m(), c.y()))).isZero();
    }
  }

  @Test
  void rebuildingGivesTheSameBytes() throws IOException {
    byte[] first = Files.readAllBytes(file);
    FontSet fonts = FontSet.load();
    Path again = OUT.resolve("again");
    PrintOptions options =
        new PrintOptions(
                Path.of("templates/print"),
                List.of(Paper.A4),
                Duplex.LONG,
                Layout.SHOP,
                false,
                false)
            .withLayout(Layout.SHOP, ShopPreset.PDFX);
    new PrintTarget(options, new GraveyardParts())
        .write(
            new BuildContext(
                catalog, new WithArt(new TestCardRenderer(fonts)), fonts, 7, new Diagnostics()),
            again);
    assertThat(Files.readAllBytes(again.resolve("print/shop/pdfx/graveyard-cards-pdfx.pdf")))
        .isEqualTo(first);
  }
}
