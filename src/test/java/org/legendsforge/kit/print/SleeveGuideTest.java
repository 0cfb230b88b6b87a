package org.legendsforge.kit.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.card.Sleeve;

/** The sleeve guide of any game: its decks, their cards and the pairs its rules keep apart. */
class SleeveGuideTest {
  record Pack(String id, boolean indexCardSize, Sleeve sleeve) implements CardDeck {
    public String name() {
      return "Deck " + id;
    }

    public String kind() {
      return id;
    }

    public String icon() {
      return "";
    }

    public String backPattern() {
      return "plain";
    }

    public Optional<Art> backImage() {
      return Optional.empty();
    }
  }

  record Face(CardDeck deck, String id) implements PrintedCard {
    public String name() {
      return id;
    }

    public String faceText() {
      return id;
    }
  }

  /** Decks of 60 red, 30 red, 45 blue poker cards and 12 index cards; a and b kept apart. */
  record Set4() implements CardGame {
    static final Sleeve RED = new Sleeve("Red", "#CC0000");
    static final Pack A = new Pack("a", false, RED);
    static final Pack B = new Pack("b", false, RED);
    static final Pack C = new Pack("c", false, new Sleeve("Blue", "#0000CC"));
    static final Pack MAP = new Pack("map", true, new Sleeve("none", "#FFFFFF"));

    public String gameName() {
      return "Four Decks";
    }

    public String gameSubtitle() {
      return "";
    }

    public String gameTitle() {
      return gameName();
    }

    public String gameSlug() {
      return "four";
    }

    public List<Pack> decks() {
      return List.of(A, B, C, MAP);
    }

    public Stream<Face> printedCards() {
      return Stream.of(cards(A, 60), cards(B, 30), cards(C, 45), cards(MAP, 12)).flatMap(s -> s);
    }

    private static Stream<Face> cards(Pack deck, int n) {
      return IntStream.range(0, n).mapToObj(i -> new Face(deck, deck.id() + i));
    }

    public String fingerprint() {
      return "four";
    }

    @Override
    public boolean sleevedApart(CardDeck x, CardDeck y) {
      return x.equals(A) && y.equals(B) || x.equals(B) && y.equals(A);
    }
  }

  @Test
  void packsRoundUp() {
    assertThat(SleeveGuide.packs(0, 50)).isZero();
    assertThat(SleeveGuide.packs(50, 50)).isEqualTo(1);
    assertThat(SleeveGuide.packs(51, 50)).isEqualTo(2);
    assertThat(SleeveGuide.packs(51, 100)).isEqualTo(1);
  }

  @Test
  void decksOfOneColourSharePacksAndIndexCardsTakeNone() {
    SleeveGuide guide = SleeveGuide.of(new Set4());
    assertThat(guide.sleevesInAll()).isEqualTo(60 + 30 + 45);
    assertThat(guide.byColour())
        .extracting(t -> t.sleeve().name() + " " + t.cards() + " " + t.packsOf50())
        .containsExactly("Red 90 2", "Blue 45 1");
    assertThat(guide.packsOf50InAll()).isEqualTo(3);
    assertThat(guide.unsleeved()).extracting(r -> r.deck().id()).containsExactly("map");
    assertThat(guide.totalCards()).isEqualTo(147);
  }

  @Test
  void keptApartDecksOfOneColourClash() {
    SleeveGuide guide = SleeveGuide.of(new Set4());
    SleeveGuide.Row a = guide.rows().get(0);
    assertThat(a.keepApart()).containsExactly(Set4.B);
    assertThat(a.clash()).containsExactly(Set4.B);
    assertThat(guide.rows().get(2).keepApart()).isEmpty();
  }
}
