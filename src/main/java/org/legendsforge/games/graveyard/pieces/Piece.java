package org.legendsforge.games.graveyard.pieces;

import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.MapRulers;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.print.pages.PieceSheets.Size;

/**
 * One printed piece of the components PDF, with its size: what is cut out, in millimetres, and the
 * bleed its colour runs into beyond the cut. Pieces of one size are imposed together on sheets with
 * their own crop marks, as cards are.
 */
public sealed interface Piece {
  /**
   * A folding standee: {@link #BASE} mm of base, two {@link #PANEL} mm panels (the second upside
   * down, so it stands right way up once folded into a tent), {@link #BASE} mm of base.
   */
  Size STANDEE = new Size("standee", 25, 2 * Standee.BASE + 2 * Standee.PANEL, 2);

  Size TOKEN = new Size("token", 16, 16, 1.5);
  Size BOARD = new Size("player-board", 90, 125, 2);
  Size TRACK = new Size("compensation-track", 180, 30, 2);

  Size size();

  /** A hero's standee, in the colour and with the initials of the hero's cards. */
  record Standee(Hero hero) implements Piece {
    public static final double BASE = 12;
    public static final double PANEL = 30;

    @Override
    public Size size() {
      return STANDEE;
    }
  }

  /** What a square token stands for. */
  enum TokenKind {
    ORB,
    HYPER_HELD,
    DAMAGE,
    MANA,
    DECAY,
    COMPENSATION_MARKER,
    DEATH_MARKER
  }

  /**
   * A square token; {@code orb} names the orb of an {@link TokenKind#ORB} token, and {@code value}
   * what a value chit is worth (0: a plain token that counts one by being there).
   */
  record Token(TokenKind kind, Optional<PickupKind> orb, int value) implements Piece {
    public Token(TokenKind kind) {
      this(kind, Optional.empty(), 0);
    }

    public Token(TokenKind kind, Optional<PickupKind> orb) {
      this(kind, orb, 0);
    }

    /** A value chit worth {@code value}. */
    public static Token worth(TokenKind kind, int value) {
      return new Token(kind, Optional.empty(), value);
    }

    @Override
    public Size size() {
      return TOKEN;
    }
  }

  /**
   * A player's board: the turn-order reference, and, when the card data prints death points, the
   * death-point track from 0 to the points that lose.
   */
  record PlayerBoard(PlayerCard player, boolean deathTrack) implements Piece {
    @Override
    public Size size() {
      return BOARD;
    }
  }

  /** The compensation track, each end named by the players of that side. */
  record CompensationTrack(List<String> sideA, List<String> sideB) implements Piece {
    public CompensationTrack {
      sideA = List.copyOf(sideA);
      sideB = List.copyOf(sideB);
    }

    @Override
    public Size size() {
      return TRACK;
    }
  }

  /**
   * A ruler laid against one edge of the map for the random-cell rule: one box per column or row it
   * covers, each exactly as long as the map's cell on that edge (so its lines meet the cells'),
   * with the coordinate large and the d10 face that picks it small, then {@code rerolled} boxes for
   * the faces past the map's last row, which are rolled again. An edge comes as two rulers laid end
   * to end, {@code firstFace} being the die face of the first box. Every ruler is {@code length}
   * long, so all four share one sheet; a shorter run of boxes starts {@code lead} mm in, the spare
   * band lying past the map's corner. A column ruler lies above the map, its lower edge on the
   * map's; a row ruler is turned a quarter to the right to lie left of the map, its upper edge
   * ({@code mapSideUp}) on the map's.
   */
  record DieRuler(
      String title,
      List<String> labels,
      int firstFace,
      double cell,
      boolean mapSideUp,
      int rerolled,
      double lead,
      double length)
      implements Piece {
    /** How wide a ruler is across the map's edge, in mm. */
    public static final double HEIGHT = MapRulers.ACROSS;

    public DieRuler {
      labels = List.copyOf(labels);
      if (lead < 0 || lead + (labels.size() + rerolled) * cell > length + 1e-9) {
        throw new IllegalArgumentException(title + ": its boxes do not fit its length");
      }
    }

    /** The boxes it prints: the map's coordinates, then the faces rolled again. */
    public int boxes() {
      return labels.size() + rerolled;
    }

    @Override
    public Size size() {
      // one length for every ruler, so they are imposed together
      return new Size(
          String.format(java.util.Locale.ROOT, "map-ruler-%.1f", length), length, HEIGHT, 2);
    }
  }
}
