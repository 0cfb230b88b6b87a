package org.legendsforge.games.graveyard.pieces;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.MapRulers;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.PrintedPiece;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.render.CardSize;

/**
 * Every piece the components PDF prints, from the card data: an orb token for each orb on the map
 * (the pickups' counts), then for each component that names a printed piece as many as it counts (a
 * standee per hero, value chits for the damage and mana counters, the compensation track with its
 * marker, a board per player with its death-point marker); a board per player card always, for its
 * turn-order reference. And the checklist's lines for them.
 */
public record PrintedPieces(List<Piece> pieces, List<Entry> entries) {
  public PrintedPieces {
    pieces = List.copyOf(pieces);
    entries = List.copyOf(entries);
  }

  /** A checklist line: how many, of what, and what it is for. */
  public record Entry(int count, String name, String note) {}

  public static PrintedPieces of(Catalog catalog) {
    List<Piece> standees = new ArrayList<>();
    List<Piece> tokens = new ArrayList<>();
    List<Piece> boards = new ArrayList<>();
    List<Piece> tracks = new ArrayList<>();
    List<Entry> entries = new ArrayList<>();
    int heroes = catalog.heroes().size();
    int players = catalog.playerCards().size();
    boolean deathTrack = false;
    int orbs = 0;
    List<String> kinds = new ArrayList<>();
    for (Pickup p : catalog.pickups()) {
      for (int i = 0; i < p.count(); i++) {
        tokens.add(new Piece.Token(Piece.TokenKind.ORB, Optional.of(p.kind())));
      }
      if (p.count() > 0) {
        orbs += p.count();
        kinds.add(p.counted());
      }
    }
    if (orbs > 0) {
      entries.add(new Entry(orbs, "orb tokens for the map", String.join(", ", kinds)));
    }
    for (Component c : catalog.components()) {
      if (c.piece().isEmpty()) {
        continue;
      }
      PrintedPiece kind = c.piece().get();
      int n = c.total(heroes, players);
      switch (kind) {
        case STANDEE -> {
          for (Hero h : catalog.heroes()) {
            for (int i = 0; i < (c.perHero() ? c.count() : 0); i++) {
              standees.add(new Piece.Standee(h));
            }
          }
          n = c.perHero() ? n : 0;
        }
        case HYPER_HELD -> repeat(tokens, n, Piece.TokenKind.HYPER_HELD);
        case DAMAGE -> chits(tokens, n, Piece.TokenKind.DAMAGE);
        case MANA -> chits(tokens, n, Piece.TokenKind.MANA);
        case DECAY -> repeat(tokens, n, Piece.TokenKind.DECAY);
        case COMPENSATION -> {
          for (int i = 0; i < n; i++) {
            tracks.add(track(catalog.playerCards()));
          }
          repeat(tokens, n, Piece.TokenKind.COMPENSATION_MARKER);
        }
        case DEATH_POINTS -> {
          deathTrack = true;
          repeat(tokens, n, Piece.TokenKind.DEATH_MARKER);
        }
      }
      if (n > 0 && kind == PrintedPiece.STANDEE) {
        entries.add(
            new Entry(
                n,
                kind.name(n),
                "one per hero, standing on the map in its cards' colour and initials"));
      } else if (n > 0 && (kind == PrintedPiece.DAMAGE || kind == PrintedPiece.MANA)) {
        entries.add(new Entry(n, kind.name(n), c.note() + "; " + worth(n)));
      } else if (n > 0 && kind != PrintedPiece.DEATH_POINTS) {
        entries.add(new Entry(n, kind.name(n), c.note()));
      }
    }
    for (PlayerCard p : catalog.playerCards()) {
      boards.add(new Piece.PlayerBoard(p, deathTrack));
    }
    if (players > 0) {
      entries.add(
          new Entry(
              players,
              deathTrack ? PrintedPiece.DEATH_POINTS.name(players) : "player boards",
              "one per player: the turn reference"
                  + (deathTrack ? " and the player's death points, with its marker" : "")));
    }
    // the random-cell rule rolls a d10 for the column and one for the row; the printed map has
    // no coordinates of its own, so rulers at its cells' spacing lie along two of its edges
    List<Piece> rulers = mapRulers();
    entries.add(
        new Entry(
            rulers.size(),
            "map rulers",
            "laid end to end along the map's top edge (A at the top-left corner) and left edge"
                + " (1 there): each box names its column or row and the d10 face that picks it"
                + " (a 10 for the row is rolled again)"));
    List<Piece> all = new ArrayList<>(standees);
    all.addAll(tokens);
    all.addAll(boards);
    all.addAll(tracks);
    all.addAll(rulers);
    return new PrintedPieces(all, entries);
  }

  /**
   * The map rulers, cut and laid as {@link MapRulers} lays them: a box is a cell of the printed
   * map, a terrain card's trim (the map is the cards laid edge to edge) over the cells it spans,
   * 38.1 mm across and 42.3 mm down.
   */
  private static List<Piece> mapRulers() {
    double across = CardSize.INDEX_CARD.trimWidth() / TerrainCard.WIDTH;
    double down = CardSize.INDEX_CARD.trimHeight() / TerrainCard.LENGTH;
    List<Piece> rulers = new ArrayList<>();
    for (MapRulers.Ruler r : MapRulers.laid(across, down)) {
      List<String> labels = r.labels();
      String where;
      if (r.alongTop()) {
        where =
            r.firstFace() == 1
                ? "along the map's top edge, A at its left corner"
                : "after " + (char) ('A' + r.firstFace() - 2);
      } else {
        where =
            r.firstFace() == 1
                ? "along the map's left edge, 1 at its top corner"
                : "after " + (r.firstFace() - 1);
      }
      String note = r.rerolled() > 0 ? " · a d10 past " + Cell.ROWS + ": roll again" : "";
      rulers.add(
          new Piece.DieRuler(
              span(r.alongTop() ? "Columns" : "Rows", labels) + " · " + where + note,
              labels,
              r.firstFace(),
              r.cell(),
              !r.alongTop(),
              r.rerolled(),
              r.lead(),
              r.length()));
    }
    return rulers;
  }

  private static String span(String what, List<String> labels) {
    return what + " " + labels.get(0) + "–" + labels.get(labels.size() - 1);
  }

  /** Every size of piece, in the order the pieces come. */
  public List<PieceSheets.Size> sizes() {
    return pieces.stream().map(Piece::size).distinct().toList();
  }

  /** The pieces of one size, in order. */
  public List<Piece> ofSize(PieceSheets.Size size) {
    return pieces.stream().filter(p -> p.size().equals(size)).toList();
  }

  /**
   * What value chits are worth: a hero with 16 health can carry 15 damage, which three chits of 5
   * hold where fifteen of 1 would bury the card. Half of a counter's chits are worth 1, a quarter 3
   * and the rest 5, so change can always be made.
   */
  static final int[] CHIT_VALUES = {1, 3, 5};

  /** How many of {@code n} chits are worth each of {@link #CHIT_VALUES}. */
  static int[] chitCounts(int n) {
    int ones = (n + 1) / 2;
    int threes = (n - ones) / 2;
    return new int[] {ones, threes, n - ones - threes};
  }

  private static void chits(List<Piece> out, int n, Piece.TokenKind kind) {
    int[] counts = chitCounts(n);
    for (int v = 0; v < CHIT_VALUES.length; v++) {
      for (int i = 0; i < counts[v]; i++) {
        out.add(Piece.Token.worth(kind, CHIT_VALUES[v]));
      }
    }
  }

  /**
   * The checklist's words for {@code n} chits: "chits 20 worth 1, 10 worth 3, 10 worth 5 (100 in
   * all)".
   */
  static String worth(int n) {
    int[] counts = chitCounts(n);
    List<String> parts = new ArrayList<>();
    int total = 0;
    for (int v = 0; v < CHIT_VALUES.length; v++) {
      if (counts[v] > 0) {
        parts.add(counts[v] + " worth " + CHIT_VALUES[v]);
        total += counts[v] * CHIT_VALUES[v];
      }
    }
    return "chits " + String.join(", ", parts) + " (" + total + " in all)";
  }

  private static void repeat(List<Piece> out, int n, Piece.TokenKind kind) {
    for (int i = 0; i < n; i++) {
      out.add(new Piece.Token(kind));
    }
  }

  /**
   * The track's ends: the players of each side, the first side those at odd places of the player
   * cards (1 and 3), the other those at even places (2 and 4), as teams are formed.
   */
  private static Piece.CompensationTrack track(List<PlayerCard> players) {
    List<String> a = new ArrayList<>();
    List<String> b = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      (i % 2 == 0 ? a : b).add(players.get(i).colour());
    }
    return new Piece.CompensationTrack(a, b);
  }
}
