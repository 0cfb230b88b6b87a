package org.legendsforge.kit.render;

import java.awt.Graphics2D;
import java.util.List;
import java.util.ServiceLoader;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.PrintedCard;

/**
 * The seam through which a game hands the card renderer what only it knows: what each of its
 * printed cards' faces shows, as the kit's neutral {@link Face}; the faces it paints whole itself
 * (cards drawn from the game's own board, not from a layout's text); the icons its cards need of a
 * theme; and the icons it draws itself inside card text. The game names its class in {@code
 * META-INF/services/org.legendsforge.kit.render.GameFaces}, where {@link #installed} finds it.
 */
public interface GameFaces {
  /** What the face of {@code card}, one of this game's printed cards, shows. */
  Face face(PrintedCard card);

  /**
   * Whether the game paints the whole face of {@code card} itself ({@link Painter#paintFace}),
   * rather than the kit from the face's layout and text.
   */
  boolean paintsFace(PrintedCard card);

  /** Icons a theme must draw for this game's cards, besides the kit's deck and inline icons. */
  List<String> themeIcons();

  /**
   * The icon names card text may write that the game draws itself ({@link Painter#paintIcon}), not
   * the theme, in the order hints list them.
   */
  List<String> ownIcons();

  /** The game's painters, drawing with the kit's {@code tools} (its theme, fonts and layouts). */
  Painter painter(DrawingTools tools);

  /** What the game draws itself, with the kit's tools. */
  interface Painter {
    /**
     * Paints the face of a card {@link GameFaces#paintsFace} claims, in millimetres with the origin
     * at the top-left corner of its trim (its bleed lies at negative coordinates).
     */
    void paintFace(PrintedCard card, Graphics2D g);

    /**
     * Draws the icon {@code name}, one of {@link GameFaces#ownIcons}, in the square at ({@code x},
     * {@code y}) of side {@code size}.
     */
    void paintIcon(Graphics2D g, String name, double x, double y, double size);
  }

  /** The game installed beside the kit, as its services entry names it. */
  static GameFaces installed() {
    return Installed.FACES;
  }

  /** Looked up once (class initialisation is thread-safe; a ServiceLoader is not). */
  final class Installed {
    private static final GameFaces FACES =
        ServiceLoader.load(GameFaces.class, GameFaces.class.getClassLoader())
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "no game's faces are installed: a game names its GameFaces in"
                            + " META-INF/services/org.legendsforge.kit.render.GameFaces"));

    private Installed() {}
  }
}
