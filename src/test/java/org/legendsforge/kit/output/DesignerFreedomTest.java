package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.output.pdf.PdfProbe;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShippedTemplates;

/**
 * The look of the game in the designer's hands, end to end: one build of the shipped card set with
 * an SVG illustration (Fireball), a PNG illustration with a focus (the Cinder Paladin, kept to its
 * top), a font of the designer's own for the card titles, and a picture for the Fire deck's back.
 * The PDF holds the SVG as vector paths and embeds the font; the card PNGs, the card SVGs and the
 * TTS sheets show the same. The own font is DejaVu Serif Bold out of the jasperreports-fonts
 * dependency, copied under another file name.
 */
class DesignerFreedomTest {
  /** Colours no shipped card uses, so finding one finds the picture. */
  static final Color SVG_GREEN = new Color(0x12AB34);

  static final Color TOP_RED = new Color(0xE0443A);
  static final Color BOTTOM_BLUE = new Color(0x3A6EE0);
  static final Color BACK_PURPLE = new Color(0x5B2C83);

  @TempDir static Path work;
  static Path out;
  static ForgeRun build;

  @BeforeAll
  static void buildACardSetWithArtAFontAndABack() throws IOException {
    Path data = ShippedData.copyInto(work);
    Path templates = ShippedTemplates.copyInto(work);
    Path art = Files.createDirectories(data.resolve("art"));
    Files.writeString(
        art.resolve("fireball.svg"),
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 188">
          <rect width="400" height="188" fill="#12AB34"/>
          <circle cx="300" cy="70" r="55" fill="#FFE27A"/>
          <path d="M40 160 Q 120 60 200 94 T 360 40" fill="none" stroke="#2B1A2F" stroke-width="10"/>
        </svg>
        """);
    png(
        art.resolve("paladin.png"),
        600,
        900,
        g -> {
          g.setColor(BOTTOM_BLUE);
          g.fillRect(0, 0, 600, 900);
          g.setColor(TOP_RED);
          g.fillRect(0, 0, 600, 300);
        });
    png(
        art.resolve("fire-back.png"),
        822,
        1122,
        g -> {
          g.setColor(BACK_PURPLE);
          g.fillRect(0, 0, 822, 1122);
          g.setColor(Color.WHITE);
          g.fillOval(311, 461, 200, 200);
        });
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    flavour: The oldest trick in the grimoire, and still the best.\n",
        "    flavour: The oldest trick in the grimoire, and still the best.\n    art: art/fireball.svg\n");
    ShippedData.edit(
        data,
        "heroes.yaml",
        "    flavour: He burned with his city and refused to stay ash.\n",
        "    flavour: He burned with his city and refused to stay ash.\n    art: { file: art/paladin.png, focus: top }\n");
    ShippedData.edit(
        data,
        "decks.yaml",
        "    icon: flame\n    back: rays\n",
        "    icon: flame\n    back: { image: art/fire-back.png }\n");
    Files.createDirectories(templates.resolve("fonts"));
    try (InputStream in =
        DesignerFreedomTest.class.getResourceAsStream(
            "/net/sf/jasperreports/fonts/dejavu/DejaVuSerif-Bold.ttf")) {
      Files.write(templates.resolve("fonts/Display.ttf"), in.readAllBytes());
    }
    ShippedTemplates.edit(
        templates,
        "theme/theme.yaml",
        "title: { face: bold, size: 10.5, min: 7 }",
        "title: { file: Display.ttf, size: 10.5, min: 7 }");
    out = work.resolve("output");
    build =
        ForgeRun.of(
            "build",
            "--data",
            data.toString(),
            "--templates",
            templates.toString(),
            "--out",
            out.toString());
  }

  private interface Painting {
    void paint(Graphics2D g);
  }

  private static void png(Path file, int w, int h, Painting p) throws IOException {
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = img.createGraphics();
    p.paint(g);
    g.dispose();
    ImageIO.write(img, "png", file.toFile());
  }

  @Test
  void theBuildSucceedsAndSaysWhatTheFocusCutsOff() {
    assertThat(build.exitCode()).as(build.err()).isZero();
    assertThat(build.err())
        .doesNotContain("error[")
        .contains(
            "warning[art-crop]: card cinder-paladin (Hero Control): art art/paladin.png loses 75 % of its picture to fill the 56.5 x 21.0 mm art box")
        .contains("hint: make the picture the box's shape (667 x 248 px)");
  }

  @Test
  void thePdfHoldsTheSvgAsPathsThePngAsAnImageAndEmbedsTheOwnFont() throws IOException {
    try (PDDocument pdf =
        Loader.loadPDF(out.resolve("print/graveyard-of-legends-cards-a4.pdf").toFile())) {
      PDPage fireball = page(pdf, "Fireball");
      List<PDFormXObject> green = new ArrayList<>();
      for (PDFormXObject f : forms(fireball.getResources(), new ArrayList<>(), 0)) {
        if (fills(f, SVG_GREEN)) {
          green.add(f);
        }
      }
      assertThat(green).as("a drawing that fills with the SVG's green").isNotEmpty();
      for (PDFormXObject f : green) {
        String content =
            new String(f.getContentStream().toByteArray(), StandardCharsets.ISO_8859_1);
        assertThat(content).as("the SVG's circle as curves").containsPattern("(?m) c$");
        assertThat(images(f.getResources())).as("no picture of the SVG").isEmpty();
      }

      List<PDImageXObject> pictures = new ArrayList<>();
      for (PDPage p : pdf.getPages()) {
        pictures.addAll(imagesOf(p));
      }
      assertThat(pictures)
          .as("the paladin's PNG, as an image")
          .anyMatch(i -> i.getWidth() == 600 && i.getHeight() == 900);

      List<PDFont> fonts = new ArrayList<>(PdfProbe.fonts(fireball));
      assertThat(fonts)
          .anySatisfy(
              f -> {
                assertThat(f.getName()).matches("[A-Z]{6}\\+DejaVuSerif-Bold");
                assertThat(f.isEmbedded()).isTrue();
              });
    }
  }

  @Test
  void theBackPageOfTheFireDeckShowsTheBackPicture() throws IOException {
    try (PDDocument pdf =
        Loader.loadPDF(out.resolve("print/graveyard-of-legends-cards-a4.pdf").toFile())) {
      boolean found = false;
      for (PDPage p : pdf.getPages()) {
        found |= imagesOf(p).stream().anyMatch(i -> i.getWidth() == 822 && i.getHeight() == 1122);
      }
      assertThat(found).as("a page with the 822 x 1122 back picture").isTrue();
    }
  }

  @Test
  void theCardPngsShowTheArtWhereTheFocusPutsItAndTheBackPicture() throws IOException {
    // the art box (the base layout's at 300 dpi, bleed included): near its top left, and the middle
    BufferedImage fireball = ImageIO.read(out.resolve("cards/png/fire/fireball.png").toFile());
    assertThat(new Color(fireball.getRGB(100, 200))).isEqualTo(SVG_GREEN);
    // the hero's box is 56.5 x 24 mm: with focus top it shows the picture's top third, red
    BufferedImage paladin =
        ImageIO.read(out.resolve("cards/png/hero-control/cinder-paladin.png").toFile());
    assertThat(near(new Color(paladin.getRGB(410, 326)), TOP_RED)).isTrue();
    BufferedImage back = ImageIO.read(out.resolve("cards/png/fire/back.png").toFile());
    assertThat(near(new Color(back.getRGB(20, 20)), BACK_PURPLE)).isTrue();
    assertThat(near(new Color(back.getRGB(back.getWidth() / 2, back.getHeight() / 2)), Color.WHITE))
        .isTrue();
  }

  @Test
  void theTtsSheetsShowTheSameArtAndBack() throws IOException {
    Path images = out.resolve("tts/images");
    BufferedImage sheet = ImageIO.read(one(images, "fire-1-").toFile());
    assertThat(count(sheet, SVG_GREEN))
        .as("Fireball's green on the Fire sheet")
        .isGreaterThan(5000);
    BufferedImage back = ImageIO.read(one(images, "fire-back-").toFile());
    assertThat(near(new Color(back.getRGB(5, 5)), BACK_PURPLE)).isTrue();
    BufferedImage heroes = ImageIO.read(one(images, "hero-control-1-").toFile());
    assertThat(count(heroes, TOP_RED)).isGreaterThan(5000);
    assertThat(count(heroes, BOTTOM_BLUE)).as("the focus keeps the bottom out of the box").isZero();
  }

  @Test
  void theCardSvgCarriesTheOwnFontSubsetToWhatItShows() throws Exception {
    String svg = Files.readString(out.resolve("cards/svg/fire/fireball.svg"));
    assertThat(svg).contains("font-family: \"lf-font-0\"");
    Matcher m =
        Pattern.compile(
                "@font-face\\{font-family:\"lf-font-0\";font-weight:bold;font-style:normal;src:url\\(data:font/ttf;base64,([A-Za-z0-9+/=]+)\\)")
            .matcher(svg);
    assertThat(m.find()).isTrue();
    byte[] subset = Base64.getDecoder().decode(m.group(1));
    assertThat(subset.length).isLessThan(40_000);
    Font font = Font.createFont(Font.TRUETYPE_FONT, new ByteArrayInputStream(subset));
    assertThat(font.canDisplayUpTo("Fireball")).isEqualTo(-1);
    // the rest of the card stays in DejaVu Sans, which every viewer of the shipped cards has been
    // asked for
    assertThat(svg).contains("font-family: \"DejaVu Sans\"");
  }

  private static PDPage page(PDDocument pdf, String text) throws IOException {
    PDFTextStripper s = new PDFTextStripper();
    for (int i = 1; i <= pdf.getNumberOfPages(); i++) {
      s.setStartPage(i);
      s.setEndPage(i);
      if (s.getText(pdf).contains(text)) {
        return pdf.getPage(i - 1);
      }
    }
    throw new AssertionError("no page shows " + text);
  }

  private static List<PDFormXObject> forms(PDResources res, List<PDFormXObject> out, int depth)
      throws IOException {
    if (res == null || depth > 8) {
      return out;
    }
    for (COSName n : res.getXObjectNames()) {
      PDXObject x = res.getXObject(n);
      if (x instanceof PDFormXObject f) {
        out.add(f);
        forms(f.getResources(), out, depth + 1);
      }
    }
    return out;
  }

  private static List<PDImageXObject> images(PDResources res) throws IOException {
    List<PDImageXObject> out = new ArrayList<>();
    if (res != null) {
      for (COSName n : res.getXObjectNames()) {
        if (res.getXObject(n) instanceof PDImageXObject i) {
          out.add(i);
        }
      }
    }
    return out;
  }

  private static List<PDImageXObject> imagesOf(PDPage page) throws IOException {
    List<PDImageXObject> out = new ArrayList<>(images(page.getResources()));
    for (PDFormXObject f : forms(page.getResources(), new ArrayList<>(), 0)) {
      out.addAll(images(f.getResources()));
    }
    return out;
  }

  /** Whether the form's content sets {@code c} as its fill colour. */
  private static boolean fills(PDFormXObject f, Color c) throws IOException {
    String content = new String(f.getContentStream().toByteArray(), StandardCharsets.ISO_8859_1);
    Matcher m = Pattern.compile("([0-9.]+) ([0-9.]+) ([0-9.]+) (?:sc|rg)\\b").matcher(content);
    while (m.find()) {
      if (Math.abs(Double.parseDouble(m.group(1)) - c.getRed() / 255.0) < 0.003
          && Math.abs(Double.parseDouble(m.group(2)) - c.getGreen() / 255.0) < 0.003
          && Math.abs(Double.parseDouble(m.group(3)) - c.getBlue() / 255.0) < 0.003) {
        return true;
      }
    }
    return false;
  }

  private static boolean near(Color a, Color b) {
    return Math.abs(a.getRed() - b.getRed()) <= 3
        && Math.abs(a.getGreen() - b.getGreen()) <= 3
        && Math.abs(a.getBlue() - b.getBlue()) <= 3;
  }

  private static int count(BufferedImage img, Color c) {
    int n = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        if ((img.getRGB(x, y) & 0xFFFFFF) == (c.getRGB() & 0xFFFFFF)) {
          n++;
        }
      }
    }
    return n;
  }

  private static Path one(Path dir, String prefix) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      List<Path> found = s.filter(p -> p.getFileName().toString().startsWith(prefix)).toList();
      assertThat(found).as(prefix + "* in " + dir).hasSize(1);
      return found.get(0);
    }
  }
}
