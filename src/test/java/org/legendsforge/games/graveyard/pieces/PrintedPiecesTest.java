package org.legendsforge.games.graveyard.pieces;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PrintedPiece;
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
    // the track, and the two random-cell strips cut with it
    assertThat(pieces.ofSize(Piece.TRACK)).hasSize(3);
    assertThat(pieces.ofSize(Piece.TRACK).subList(1, 3)).allMatch(p -> p instanceof Piece.DieRuler);
    Piece.CompensationTrack track = (Piece.CompensationTrack) pieces.ofSize(Piece.TRACK).get(0);
    // players 1 and 3 against 2 and 4, as teams are made
    assertThat(track.sideA()).containsExactly("Red", "Green");
    assertThat(track.sideB()).containsExactly("Blue", "Yellow");
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
