package org.legendsforge.kit.render;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.DeckLook;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.PrintedCard;

/**
 * The card renderer built from templates/: picks a card's layout by kind, measures its text and
 * paints it; the faces the game paints itself ({@link GameFaces#paintsFace}) it leaves to the
 * game's painter. Works on a copy of the caller's Graphics2D, so the caller's transform, clip,
 * paint and hints are untouched. Immutable after construction and safe to share between threads.
 */
final class LayoutCardRenderer implements CardRenderer {
  private final Map<String, CardLayout> layouts;
  private final Theme theme;
  private final String gameName;
  private final FaceComposer composer;
  private final TextFitter fitter;
  private final FacePainter faces;
  private final BackPainter backs;
  private final GameFaces game;
  private final GameFaces.Painter painter;
  private final ArtPainter artwork;
  private final FontSet fonts;
  private final java.util.concurrent.ConcurrentMap<PrintedCard, FacePlan> plans =
      new java.util.concurrent.ConcurrentHashMap<>();

  LayoutCardRenderer(
      Map<String, CardLayout> layouts,
      Theme theme,
      String gameName,
      FaceComposer composer,
      TextFitter fitter,
      FacePainter faces,
      BackPainter backs,
      GameFaces game,
      GameFaces.Painter painter,
      ArtPainter artwork,
      FontSet fonts) {
    this.fonts = fonts;
    this.layouts = Map.copyOf(layouts);
    this.theme = theme;
    this.gameName = gameName;
    this.composer = composer;
    this.fitter = fitter;
    this.faces = faces;
    this.backs = backs;
    this.game = game;
    this.painter = painter;
    this.artwork = artwork;
  }

  @Override
  public FontSet fonts() {
    return fonts;
  }

  @Override
  public PieceLook pieceLook() {
    return new ThemePieceLook(theme, fonts);
  }

  @Override
  public CardSize size(CardDeck deck) {
    return deck.indexCardSize() ? CardSize.INDEX_CARD : CardSize.POKER;
  }

  /**
   * Measures a face without drawing it: what the fit check reports. A build draws each face up to
   * six times (fit check, PNG, SVG, two PDFs, TTS sheet), and fitting its text is the dearest part,
   * so each plan is made once per renderer (a plan does not depend on where it is drawn).
   */
  FacePlan plan(PrintedCard card) {
    return plans.computeIfAbsent(
        card,
        dc -> {
          FaceContent c = composer.compose(face(dc), DeckLook.of(dc.deck()));
          return FacePlan.plan(c, layout(c), theme, fitter, new StatStrip(theme, fonts));
        });
  }

  /** What the game says {@code card}'s face shows. */
  Face face(PrintedCard card) {
    return game.face(card);
  }

  /** Whether the game paints {@code card}'s whole face itself. */
  boolean gamePaints(PrintedCard card) {
    return game.paintsFace(card);
  }

  /** The game's own icons written in card text, as hints list them. */
  java.util.List<String> gameIcons() {
    return game.ownIcons();
  }

  /** The face's layout: its kind's, or the full-bleed variant a hero's art asks for. */
  private CardLayout layout(FaceContent c) {
    return c.fullBleed() ? layouts.get(c.kind() + FULL_ART) : layouts.get(c.kind());
  }

  /** The suffix of the layout a {@code fullBleed} hero is drawn with ({@code hero-full-art}). */
  static final String FULL_ART = "-full-art";

  /** The picture of {@code art}, when its file can be read. */
  Optional<Picture> picture(org.legendsforge.kit.card.Art art) {
    return artwork.picture(art);
  }

  /** The layout a deck's backs are drawn with: its kind's own ({@code back-terrain}), else one. */
  CardLayout backLayout(CardDeck deck) {
    return layouts.getOrDefault("back-" + deck.kind(), layouts.get("back"));
  }

  /** The layout a face is drawn with, by its kind ({@code terrain}, {@code spell}, …). */
  CardLayout layout(String kind) {
    return layouts.get(kind);
  }

  @Override
  public void paintFace(PrintedCard card, Graphics2D g) {
    Graphics2D g2 = prepare(g, size(card.deck()));
    try {
      if (game.paintsFace(card)) {
        painter.paintFace(card, g2);
      } else {
        faces.paint(g2, plan(card));
      }
    } finally {
      g2.dispose();
    }
  }

  @Override
  public java.util.Optional<CardLook> look() {
    return java.util.Optional.of(new TemplateCardLook(this, theme, game, painter));
  }

  @Override
  public String rulesText(Face face) {
    return face.text().isEmpty() ? "" : composer.words(face).rules();
  }

  @Override
  public HeroMark heroMark(org.legendsforge.kit.card.Marked hero) {
    return HeroMark.of(hero.id(), hero.name(), theme);
  }

  @Override
  public Optional<Icon> icon(String name) {
    return theme.icon(name);
  }

  @Override
  public void paintBack(CardDeck deck, BackStyle style, Graphics2D g) {
    Graphics2D g2 = prepare(g, size(deck));
    try {
      backs.paint(g2, DeckLook.of(deck), gameName, backLayout(deck), style);
    } finally {
      g2.dispose();
    }
  }

  /** A copy of g with the origin moved from the bleed corner to the trim corner. */
  private static Graphics2D prepare(Graphics2D g, CardSize size) {
    Graphics2D g2 = (Graphics2D) g.create();
    g2.clip(new java.awt.geom.Rectangle2D.Double(0, 0, size.bleedWidth(), size.bleedHeight()));
    g2.translate(size.bleed(), size.bleed());
    g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g2.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g2.setRenderingHint(
        RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
    g2.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    return g2;
  }
}
