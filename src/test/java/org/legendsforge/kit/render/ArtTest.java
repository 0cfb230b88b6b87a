package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Card art from card-data fills the art box as its fit and focus say; without art the card shows
 * its emblem. The base layout's art box is 56.5 x 26.5 mm from (3.5, 12.6) of the trim, drawn here
 * with the origin at the bleed corner (3 mm out): 6.5, 15.6 and 667 x 313 px at 300 dpi.
 */
class ArtTest {
  @TempDir Path data;

  private RenderResources load() {
    Diagnostics d = new Diagnostics();
    return RenderResources.load(
            Path.of("templates"), Optional.of(data), "G", TestResources.FONTS, d)
        .orElseThrow();
  }

  private static Catalog withChaos(ChaosElement chaos) {
    Catalog c = SampleCatalog.build();
    return new Catalog(
        c.game(),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        List.of(chaos),
        List.of(),
        List.of(),
        List.of(),
        List.of(),
        c.decks().stream().filter(d -> d.id().equals("chaos")).toList(),
        List.of());
  }

  private void png(String name, int w, int h) throws IOException {
    Files.createDirectories(data.resolve(name).getParent());
    ImageIO.write(
        new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB), "png", data.resolve(name).toFile());
  }

  private static ChaosElement moon(Art art) {
    return new ChaosElement("moon", "Moon", List.of(), "Words.", "", Optional.of(art));
  }

  private List<String> draw(ChaosElement moon) {
    Catalog c = withChaos(moon);
    List<String> log = new ArrayList<>();
    load().renderer().paintFace(new DeckCard(c.decks().get(0), moon), new RecordingGraphics2D(log));
    return log;
  }

  private String check(ChaosElement moon) {
    Diagnostics d = new Diagnostics();
    load().fitCheck().check(withChaos(moon), new NoSources(), d);
    return new DiagnosticFormatter().format(d);
  }

  @Test
  void artOfTheBoxsOwnSizeFillsItWithoutAWord() throws IOException {
    png("art/moon.png", 667, 313);
    ChaosElement moon = moon(Art.of("art/moon.png"));
    assertThat(draw(moon)).contains("image 667x313 in 6.50,15.59 56.50x26.51");
    assertThat(check(moon)).isEmpty();
  }

  @Test
  void coverCropsAndTheFocusChoosesWhatStays() throws IOException {
    png("art/tall.png", 600, 900);
    // cover: 56.5 mm wide, so 84.75 mm tall; top keeps the top edge, bottom the bottom edge
    assertThat(draw(moon(new Art("art/tall.png", Art.Fit.COVER, Art.Focus.TOP, false))))
        .contains("image 600x900 in 6.50,15.60 56.50x84.75");
    assertThat(draw(moon(new Art("art/tall.png", Art.Fit.COVER, Art.Focus.BOTTOM, false))))
        .contains("image 600x900 in 6.50,-42.65 56.50x84.75");
    assertThat(check(moon(Art.of("art/tall.png"))))
        .contains(
            "warning[art-crop]: card moon (Chaos Elements): art art/tall.png loses 69 % of its picture to fill the 56.5 x 26.5 mm art box")
        .contains("hint: make the picture the box's shape (667 x 313 px)");
  }

  @Test
  void containShowsTheWholePictureOverABackdrop() throws IOException {
    png("art/tall.png", 600, 900);
    ChaosElement moon = moon(new Art("art/tall.png", Art.Fit.CONTAIN, Art.Focus.CENTER, false));
    // 26.5 mm tall, so 17.67 mm wide, centred in the 56.5 mm box
    assertThat(draw(moon)).contains("image 600x900 in 25.92,15.60 17.67x26.50");
    assertThat(check(moon)).doesNotContain("art-crop");
  }

  @Test
  void stretchFillsTheBoxExactly() throws IOException {
    png("art/tall.png", 600, 900);
    assertThat(draw(moon(new Art("art/tall.png", Art.Fit.STRETCH, Art.Focus.CENTER, false))))
        .contains("image 600x900 in 6.50,15.60 56.50x26.50");
  }

  @Test
  void artUpscaledPastHalfThePrintResolutionIsFlaggedWithTheSizeToAimFor() throws IOException {
    png("art/small.png", 200, 94);
    assertThat(check(moon(Art.of("art/small.png"))))
        .contains(
            "warning[art-resolution]: card moon (Chaos Elements): art art/small.png is 200 x 94 px, which prints at 90 dpi")
        .contains("hint: make it 667 x 313 px (300 dpi), at least 334 x 156 px");
  }

  @Test
  void svgArtIsDrawnAsShapesNotPixels() throws IOException {
    Files.createDirectories(data.resolve("art"));
    Files.writeString(
        data.resolve("art/moon.svg"),
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 94">
          <rect width="200" height="94" fill="#102040"/>
          <circle cx="100" cy="47" r="30" fill="#F0E442"/>
        </svg>
        """);
    ChaosElement moon = moon(Art.of("art/moon.svg"));
    List<String> log = draw(moon);
    assertThat(log).noneMatch(l -> l.startsWith("image"));
    assertThat(log).anyMatch(l -> l.startsWith("fill") && l.endsWith("#F0E442"));
    assertThat(check(moon)).isEmpty();
  }

  @Test
  void svgArtHoldingTextIsFlaggedBecauseItsFontsAreTheComputers() throws IOException {
    Files.createDirectories(data.resolve("art"));
    Files.writeString(
        data.resolve("art/moon.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 94\"><text x=\"5\" y=\"50\">Moon</text></svg>");
    assertThat(check(moon(Art.of("art/moon.svg")))).contains("warning[art-svg-text]");
  }

  @Test
  void anSvgCannotReachOutsideItself(@TempDir Path elsewhere) throws IOException {
    Path secret = elsewhere.resolve("secret.png");
    ImageIO.write(new BufferedImage(5, 5, BufferedImage.TYPE_INT_RGB), "png", secret.toFile());
    Files.createDirectories(data.resolve("art"));
    Files.writeString(
        data.resolve("art/moon.svg"),
        "<?xml version=\"1.0\"?>\n"
            + "<!DOCTYPE svg [<!ENTITY x SYSTEM \""
            + secret.toUri()
            + "\">]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 94\">"
            + "<rect width=\"200\" height=\"94\" fill=\"#102040\"/>"
            + "<image href=\""
            + secret.toUri()
            + "\" width=\"200\" height=\"94\"/>"
            + "<image href=\"../../outside.png\" width=\"200\" height=\"94\"/></svg>");
    List<String> log = draw(moon(Art.of("art/moon.svg")));
    assertThat(log).anyMatch(l -> l.startsWith("fill") && l.endsWith("#102040"));
    assertThat(log).noneMatch(l -> l.startsWith("image"));
    assertThat(check(moon(Art.of("art/moon.svg"))))
        .contains(
            "warning[art-svg]: card moon (Chaos Elements): art art/moon.svg:"
                + " it refers to a file or web address outside itself, which is left out");
  }

  @Test
  void anSvgPathWithAMistakeIsDrawnUpToItWithAWarning() throws IOException {
    Files.createDirectories(data.resolve("art"));
    Files.writeString(
        data.resolve("art/moon.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 200 94\"><rect width=\"200\" height=\"94\"/><path d=\"M0 0 L 5\"/></svg>");
    assertThat(check(moon(Art.of("art/moon.svg"))))
        .contains("warning[art-svg]")
        .contains("a path of the drawing stops at a mistake and is drawn only up to it");
  }

  @Test
  void unreadableArtFallsBackToTheEmblemWithAWarning() throws IOException {
    Files.writeString(data.resolve("broken.png"), "not an image");
    ChaosElement moon = moon(Art.of("broken.png"));
    assertThat(draw(moon)).noneMatch(l -> l.startsWith("image"));
    assertThat(check(moon))
        .contains(
            "warning[art]: card moon (Chaos Elements): art broken.png cannot be read as a picture")
        .contains("hint: use a PNG, JPEG or SVG inside card-data (667 x 313 px for this box)");
  }
}
