package org.legendsforge.kit.project.look;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.project.GameProject;
import org.legendsforge.kit.project.PieceKind;
import org.legendsforge.kit.project.TablePiece;

/**
 * What a data-only game's components PDF prints of its table pieces that are not boards: each token
 * as a round chit; each counter as a dial of two discs, the numbers on the lower one showing
 * through a window in the upper one; each six-sided die as a cube net to fold and glue; a die of
 * any other number of sides as a set of numbered chits to draw from a cup.
 */
public final class PrintedParts {
  /** The shapes printed, each imposed on sheets of its own. */
  public enum Shape {
    TOKEN(25, 25, 2),
    DIAL(62, 62, 2),
    CUBE_NET(4 * PiecePainter.FACE, 3 * PiecePainter.FACE, 1),
    NUMBER_CHIT(18, 18, 2);

    private final double width;
    private final double height;
    private final double bleed;

    Shape(double width, double height, double bleed) {
      this.width = width;
      this.height = height;
      this.bleed = bleed;
    }

    public double width() {
      return width;
    }

    public double height() {
      return height;
    }

    public double bleed() {
      return bleed;
    }
  }

  /**
   * One printed part: of the table piece {@code of}, its shape, and which one it is ({@code
   * number}: a chit's number, {@code top}: a dial's upper disc).
   */
  public record Part(TablePiece of, Shape shape, int number, boolean top) {}

  private PrintedParts() {}

  /** Whether the piece is printed in the components PDF. */
  public static boolean printed(TablePiece p) {
    return p.kind() == PieceKind.TOKEN
        || p.kind() == PieceKind.COUNTER
        || p.kind() == PieceKind.DICE;
  }

  /** Every printed piece of the game, in the order of its table pieces. */
  public static List<Part> of(GameProject game) {
    List<Part> out = new ArrayList<>();
    for (TablePiece p : game.pieces()) {
      for (int copy = 0; copy < p.count(); copy++) {
        switch (p.kind()) {
          case TOKEN -> out.add(new Part(p, Shape.TOKEN, 0, false));
          case COUNTER -> {
            out.add(new Part(p, Shape.DIAL, 0, false));
            out.add(new Part(p, Shape.DIAL, 0, true));
          }
          case DICE -> {
            if (p.to() == 6) {
              out.add(new Part(p, Shape.CUBE_NET, 0, false));
            } else {
              for (int n = 1; n <= p.to(); n++) {
                out.add(new Part(p, Shape.NUMBER_CHIT, n, false));
              }
            }
          }
          default -> {
            // boards and tracks are the boards PDF's
          }
        }
      }
    }
    return out;
  }

  /** How to make a table piece from its printed parts, for the components PDF's first page. */
  public static String howToMake(TablePiece p) {
    return switch (p.kind()) {
      case TOKEN -> "cut out each disc; glue it to card for a sturdier token";
      case COUNTER ->
          "cut out both discs and the window of the one with the label; pin the labelled disc"
              + " over the numbered one with a paper fastener through both centres, and turn it";
      case DICE ->
          p.to() == 6
              ? "cut along the outline, fold on the dashed lines and tape the edges together"
              : "cut out the "
                  + p.to()
                  + " numbered chits; put them in a cup and draw one instead of a roll";
      default -> "";
    };
  }
}
