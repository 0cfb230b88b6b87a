package org.legendsforge.kit.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.template.StrictTemplates;

/**
 * The loading stage for templates/: reads the theme, the layouts and the rules-text templates,
 * reporting every problem as a located diagnostic, and builds the card renderer and its fit check
 * only when all of them are sound — never a silent fallback.
 */
public final class RenderResources {
  private final LayoutCardRenderer renderer;
  private final Theme theme;
  private final GlyphCheck glyphs;

  private RenderResources(LayoutCardRenderer renderer, Theme theme, GlyphCheck glyphs) {
    this.renderer = renderer;
    this.theme = theme;
    this.glyphs = glyphs;
  }

  /** The renderer alone, without card art (faces show their emblems). */
  public static Optional<CardRenderer> load(Path templatesDir, FontSet fonts, Diagnostics sink) {
    return load(templatesDir, Optional.empty(), "Graveyard of Legends", fonts, sink)
        .map(RenderResources::renderer);
  }

  /**
   * Everything needed to draw and check cards. {@code dataDir} is card-data (art paths are relative
   * to it); {@code gameName} is printed on the backs.
   */
  public static Optional<RenderResources> load(
      Path templatesDir, Optional<Path> dataDir, String gameName, FontSet fonts, Diagnostics sink) {
    return read(templatesDir, dataDir, fonts, sink).map(t -> t.forGame(gameName));
  }

  /**
   * Reads the theme, the layouts and the text templates, which do not depend on the card data (a
   * build reads them while the data loads); empty when any of them is broken. The cards are the
   * installed game's ({@link GameFaces#installed}).
   */
  public static Optional<Templates> read(
      Path templatesDir, Optional<Path> dataDir, FontSet fonts, Diagnostics sink) {
    return read(templatesDir, dataDir, GameFaces.installed(), fonts, sink);
  }

  /** Reads the templates for the cards of {@code game}, as {@link #read} does. */
  public static Optional<Templates> read(
      Path templatesDir, Optional<Path> dataDir, GameFaces game, FontSet fonts, Diagnostics sink) {
    String shown = shownName(templatesDir, dataDir);
    if (!Files.isDirectory(templatesDir)) {
      sink.error(
          "templates",
          SourceRef.file(shown),
          "templates folder is missing",
          "run forge from the project folder, or pass the folder holding layouts/, theme/, text/");
      return Optional.empty();
    }
    InputFolder folder = new InputFolder(templatesDir, "templates folder");
    Optional<Theme> theme =
        new ThemeLoader(folder, fonts, Theme.requiredIcons(game))
            .load(templatesDir.resolve("theme/theme.yaml"), shown + "/theme/theme.yaml", sink);
    Optional<Map<String, CardLayout>> layouts =
        new LayoutLoader(folder)
            .load(
                templatesDir.resolve("layouts"),
                shown + "/layouts",
                theme.map(t -> t.fonts().keySet()).orElse(new HashSet<>(Theme.FONT_ROLES)),
                sink);
    Optional<CardText> text;
    try {
      CardText ct =
          new CardText(StrictTemplates.over(folder, templatesDir.resolve("text"), shown + "/text"));
      text = ct.check(sink) ? Optional.of(ct) : Optional.empty();
    } catch (IOException e) {
      sink.error(
          "template",
          SourceRef.file(shown + "/text"),
          "text templates folder cannot be read: " + IoProblem.describe(e),
          "templates/text/ holds the rules-text templates (*.ftl)");
      text = Optional.empty();
    }
    if (theme.isEmpty() || layouts.isEmpty() || text.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new Templates(
            layouts.get(),
            theme.get(),
            text.get(),
            dataDir,
            fonts.with(theme.get().fontFiles()),
            game));
  }

  /** Sound templates, read for the cards of {@code game}; {@link #forGame} makes the renderer. */
  public record Templates(
      Map<String, CardLayout> layouts,
      Theme theme,
      CardText text,
      Optional<Path> dataDir,
      FontSet fonts,
      GameFaces game) {
    /** Everything needed to draw and check cards; {@code gameName} is printed on the backs. */
    public RenderResources forGame(String gameName) {
      Typesetter setter = new Typesetter(fonts, theme);
      TextFitter fitter = new TextFitter(setter, new HashSet<>(theme.keywords()));
      ArtPainter art = new ArtPainter(new ArtStore(dataDir));
      // the game's painters draw with the kit's tools; the card id on their tabs has no icons
      GameFaces.Painter painter =
          game.painter(
              new DrawingTools(
                  theme,
                  fonts,
                  layouts,
                  art,
                  fitter,
                  new TextPainter(setter, theme, TextPainter.OwnIcons.NONE)));
      TextPainter tp = new TextPainter(setter, theme, TextPainter.OwnIcons.of(game, painter));
      LayoutCardRenderer r =
          new LayoutCardRenderer(
              layouts,
              theme,
              gameName,
              new FaceComposer(theme, text),
              fitter,
              new FacePainter(theme, tp, new EmblemPainter(theme, fonts), art, fonts),
              new BackPainter(theme, tp, fitter, art),
              game,
              painter,
              art,
              fonts);
      return new RenderResources(r, theme, new GlyphCheck(setter, fonts));
    }
  }

  public CardRenderer renderer() {
    return renderer;
  }

  /** The check that measures every printed card's text (overflow, icons, patterns). */
  public CardFitCheck fitCheck() {
    return fitCheck(false);
  }

  /**
   * The fit check; {@code allowOverflow} makes text that overflows its box a warning, not an error.
   */
  public CardFitCheck fitCheck(boolean allowOverflow) {
    return new CardFitCheck(renderer, theme, glyphs, allowOverflow);
  }

  /** The loaded theme, for checks and tests. */
  public Theme fitCheckTheme() {
    return theme;
  }

  /**
   * The templates folder as messages name it: relative to the project (the data folder's parent),
   * as every output names files; without card data, relative to the working folder.
   */
  private static String shownName(Path dir, Optional<Path> dataDir) {
    if (dataDir.isPresent()) {
      Path abs = dataDir.get().toAbsolutePath().normalize();
      Path project = abs.getParent() == null ? abs : abs.getParent();
      return project.relativize(dir.toAbsolutePath().normalize()).toString();
    }
    Path cwd = Path.of("").toAbsolutePath();
    Path abs = dir.toAbsolutePath().normalize();
    return abs.startsWith(cwd) && !abs.equals(cwd)
        ? cwd.relativize(abs).toString()
        : dir.toString();
  }
}
