package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.kit.render.RichText.Style;
import org.legendsforge.kit.render.TextBlock.Piece;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShippedTemplates;

/**
 * How a face is set: the title takes the whole width when there is no badge, rules text starts at
 * the top of its box, no paragraph ends on a lone word, and the card's id is small and optional.
 */
class FaceLayoutTest {
  private static final RenderResources RES = TestResources.load();
  private static final Catalog SHIPPED =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  private static DeckCard card(RenderResources res, String deck, String id) {
    return SHIPPED
        .printedCards()
        .filter(dc -> dc.deck().id().equals(deck) && dc.card().id().equals(id))
        .findFirst()
        .orElseThrow();
  }

  private static FacePlan plan(RenderResources res, String deck, String id) {
    return ((LayoutCardRenderer) res.renderer()).plan(card(res, deck, id));
  }

  @Test
  void aTitleWithoutABadgeBesideItTakesTheWholeWidth() {
    // "The Nameless Pilgrim" is wider than the room a badge leaves, narrower than the card
    FacePlan spirit = plan(RES, "spirits", "nameless-pilgrim");
    assertThat(spirit.content().badge()).isEmpty();
    assertThat(spirit.title().block().lines()).isEqualTo(1);
    assertThat(spirit.title().block().widest()).isGreaterThan(44.5);
    FacePlan spell = plan(RES, "fire", "fireball");
    assertThat(spell.content().badge()).isPresent();
    assertThat(spell.layout().get("title").w()).isLessThan(spell.layout().get("badge").x() - 3.5);
  }

  @Test
  void noParagraphEndsOnALoneWordWhenTheWordBeforeCanJoinIt() {
    Typesetter setter = new Typesetter(TestResources.FONTS, RES.fitCheckTheme());
    FontRole body = RES.fitCheckTheme().font("body");
    String text = "Her kingdom is dust, yet it still pays her taxes.";
    List<List<RichText.Atom>> paras = RichText.parse(text, Set.of(), Style.REGULAR);
    // a width where filling each line greedily leaves "taxes." alone
    double width =
        Typesetter.width(
                setter.font(body, Style.REGULAR, body.sizeMm()),
                "Her kingdom is dust, yet it still pays her")
            + 0.5;
    TextBlock block = setter.set(paras, width, body, body.size(), 1.2, Region.Align.LEFT);
    assertThat(block.lines()).isEqualTo(2);
    assertThat(lastLine(block)).isEqualTo("her taxes.");
  }

  private static String lastLine(TextBlock block) {
    double last = block.pieces().stream().mapToDouble(Piece::baseline).max().orElseThrow();
    return String.join(
        " ", block.pieces().stream().filter(p -> p.baseline() == last).map(Piece::text).toList());
  }

  @Test
  void rulesTextStartsAtTheTopOfItsBox() {
    List<String> log = new ArrayList<>();
    RES.renderer().paintFace(card(RES, "fire", "spark"), new RecordingGraphics2D(log));
    FacePlan plan = plan(RES, "fire", "spark");
    Region text = plan.layout().get("text");
    double firstBaseline = plan.body().rules().pieces().get(0).baseline() + text.y() + 1.3;
    // the first line sits in the top quarter of the box, however short the text
    assertThat(firstBaseline - text.y()).isLessThan(text.h() / 4);
    assertThat(log.stream().filter(l -> l.contains("The target takes")).findFirst()).isPresent();
  }

  @Test
  void theIdIsLeftOffAndWhenATemplateAsksForItIsSmallerThanTheDeckName(@TempDir Path work) {
    assertThat(plan(RES, "fire", "spark").id()).isEmpty();
    List<String> log = new ArrayList<>();
    RES.renderer().paintFace(card(RES, "fire", "spark"), new RecordingGraphics2D(log));
    assertThat(log).noneMatch(l -> l.contains("text \"spark\""));
    Path templates = ShippedTemplates.copyInto(work);
    ShippedTemplates.edit(templates, "theme/theme.yaml", "card-id: false", "card-id: true");
    RenderResources with = TestResources.load(templates);
    FacePlan on = plan(with, "fire", "spark");
    assertThat(on.id()).isPresent();
    List<String> shown = new ArrayList<>();
    with.renderer().paintFace(card(with, "fire", "spark"), new RecordingGraphics2D(shown));
    assertThat(shown).anyMatch(l -> l.contains("text \"spark\""));
    assertThat(on.id().get().block().sizePt()).isLessThan(on.deckName().block().sizePt());
  }
}
