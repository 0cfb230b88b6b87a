package org.legendsforge.games.graveyard.pieces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PrintedPiece;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.testing.ShippedData;

/** The components PDF prints as many pieces as the card data counts coins and figurines. */
class PrintedPiecesTest {
  static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  static int total(PrintedPiece piece) {
    return SHIPPED.components().stream()
        .filter(c -> c.piece().equals(java.util.Optional.of(piece)))
        .mapToInt(c -> c.total(SHIPPED.heroes().size(), SHIPPED.playerCards().size()))
        .sum();
  }

  static long tokens(Piece.TokenKind kind) {
    return PrintedPieces.of(SHIPPED).pieces().stream()
        .filter(p -> p instanceof Piece.Token t && t.kind() == kind)
        .count();
  }

  @Test
  void aStandeeForEveryHeroInItsOwnColours() {
    var standees = PrintedPieces.of(SHIPPED).ofSize(Piece.STANDEE);
    assertThat(standees)
        .extracting(p -> ((Piece.Standee) p).hero())
        .containsExactlyElementsOf(SHIPPED.heroes());
  }

  @Test
  void anOrbTokenForEveryOrbOnTheMap() {
    int orbs = SHIPPED.pickups().stream().mapToInt(Pickup::count).sum();
    assertThat(tokens(Piece.TokenKind.ORB)).isEqualTo(orbs).isPositive();
  }

  @Test
  void asManyCountersAsTheCoinsTheyStandInFor() {
    assertThat(tokens(Piece.TokenKind.DAMAGE)).isEqualTo(total(PrintedPiece.DAMAGE)).isPositive();
    assertThat(tokens(Piece.TokenKind.MANA)).isEqualTo(total(PrintedPiece.MANA)).isPositive();
    assertThat(tokens(Piece.TokenKind.DECAY)).isEqualTo(total(PrintedPiece.DECAY)).isPositive();
    assertThat(tokens(Piece.TokenKind.HYPER_HELD))
        .isEqualTo(total(PrintedPiece.HYPER_HELD))
        .isEqualTo(SHIPPED.heroes().size());
  }

  @Test
  void aBoardWithADeathPointTrackAndAMarkerForEveryPlayerAndOneCompensationTrack() {
    PrintedPieces pieces = PrintedPieces.of(SHIPPED);
    assertThat(pieces.ofSize(Piece.BOARD))
        .hasSize(SHIPPED.playerCards().size())
        .allMatch(p -> ((Piece.PlayerBoard) p).deathTrack());
    assertThat(tokens(Piece.TokenKind.DEATH_MARKER)).isEqualTo(SHIPPED.playerCards().size());
    assertThat(pieces.ofSize(Piece.TRACK)).hasSize(1);
    Piece.CompensationTrack track = (Piece.CompensationTrack) pieces.ofSize(Piece.TRACK).get(0);
    // players 1 and 3 against 2 and 4, as teams are made
    assertThat(track.sideA()).containsExactly("Red", "Green");
    assertThat(track.sideB()).containsExactly("Blue", "Yellow");
  }

  @Test
  void theMapRulersRunAlongTheTopAndLeftEdgesOfTheLaidTerrainCardsBoxForCell() {
    List<Piece.DieRuler> rulers =
        PrintedPieces.of(SHIPPED).pieces().stream()
            .filter(p -> p instanceof Piece.DieRuler)
            .map(p -> (Piece.DieRuler) p)
            .toList();
    List<Piece.DieRuler> columns = rulers.stream().filter(r -> !r.mapSideUp()).toList();
    List<Piece.DieRuler> rows = rulers.stream().filter(Piece.DieRuler::mapSideUp).toList();
    // laid end to end, the rulers name every column and row once, the die face counting on
    assertThat(columns.stream().flatMap(r -> r.labels().stream()))
        .containsExactly("A", "B", "C", "D", "E", "F", "G", "H", "I", "J");
    assertThat(rows.stream().flatMap(r -> r.labels().stream()))
        .containsExactly("1", "2", "3", "4", "5", "6", "7", "8", "9");
    int face = 1;
    for (Piece.DieRuler r : columns) {
      assertThat(r.firstFace()).isEqualTo(face);
      face += r.labels().size();
    }
    // a box is a cell of the printed map: a 3 x 5 in terrain card holds 2 x 3 cells
    double card = 25.4 * 3;
    double cardLength = 25.4 * 5;
    assertThat(columns).allMatch(r -> Math.abs(r.cell() - card / TerrainCard.WIDTH) < 1e-9);
    assertThat(rows).allMatch(r -> Math.abs(r.cell() - cardLength / TerrainCard.LENGTH) < 1e-9);
    double top = columns.stream().mapToDouble(r -> r.labels().size() * r.cell()).sum();
    double left = rows.stream().mapToDouble(r -> r.labels().size() * r.cell()).sum();
    assertThat(top).isCloseTo(TableGeometry.SLOT_COLUMNS * card, within(1e-9));
    assertThat(left).isCloseTo(TableGeometry.SLOT_ROWS * cardLength, within(1e-9));
    // four rulers, each edge in two; the row faces past the map's nine rows say roll again
    assertThat(rulers).hasSize(4);
    assertThat(rows.get(rows.size() - 1).rerolled()).isEqualTo(10 - 9);
    // the first ruler of an edge starts its boxes after the spare length, which lies past the
    // map's corner, so the boxes of the two meet end to end with no gap
    for (List<Piece.DieRuler> edge : List.of(columns, rows)) {
      Piece.DieRuler first = edge.get(0);
      assertThat(first.lead() + first.boxes() * first.cell())
          .isCloseTo(first.size().width(), within(1e-9));
      assertThat(edge.get(1).lead()).isZero();
    }
    // one length for all, so they are imposed on one sheet; across the width of an A4 or Letter
    // page less a home printer's margin each side
    assertThat(rulers.stream().map(Piece::size).distinct()).hasSize(1);
    double bleed = rulers.get(0).size().bleed();
    assertThat(rulers.get(0).size().width() + 2 * bleed).isLessThan(279.4 - 2 * 6.35);
    assertThat(4 * (Piece.DieRuler.HEIGHT + 2 * bleed)).isLessThan(210 - 2 * 6.35);
  }

  @Test
  void theChecklistCountsEachKindOnce() {
    var entries = PrintedPieces.of(SHIPPED).entries();
    assertThat(entries)
        .extracting(PrintedPieces.Entry::name)
        .contains(
            "orb tokens for the map",
            "hero standees",
            "damage counters",
            "compensation track and marker",
            "player boards with death-point track");
    assertThat(entries)
        .filteredOn(e -> e.name().equals("hero standees"))
        .singleElement()
        .extracting(PrintedPieces.Entry::count)
        .isEqualTo(SHIPPED.heroes().size());
  }

  @Test
  void aComponentWithoutAPieceIsNeededEitherWay() {
    assertThat(SHIPPED.components())
        .filteredOn(c -> c.piece().isEmpty())
        .extracting(Component::name)
        .contains("Ten-sided die (d10)");
  }

  @Test
  void valueChitsComeInOnesThreesAndFivesThatAlwaysMakeChange() {
    int[] forty = PrintedPieces.chitCounts(40);
    assertThat(forty).containsExactly(20, 10, 10);
    assertThat(PrintedPieces.worth(40))
        .isEqualTo("chits 20 worth 1, 10 worth 3, 10 worth 5 (100 in all)");
    for (int n = 1; n <= 60; n++) {
      int[] c = PrintedPieces.chitCounts(n);
      assertThat(c[0] + c[1] + c[2]).isEqualTo(n);
      // at least half are ones, so a 3 or a 5 can be broken into ones
      assertThat(2 * c[0]).isGreaterThanOrEqualTo(n);
    }
  }
}
