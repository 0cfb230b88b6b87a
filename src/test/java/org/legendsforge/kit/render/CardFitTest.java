package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.kit.card.Sleeve;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.image.PngCardWriter;

class CardFitTest {
  private static final RenderResources RES = TestResources.load();

  @Test
  void everySampleCardFitsWithoutWarnings() {
    Catalog c = SampleCatalog.build();
    Diagnostics d = new Diagnostics();
    RES.fitCheck().check(c, new NoSources(), d);
    assertThat(d.isEmpty()).as(new DiagnosticFormatter().format(d)).isTrue();
    assertThat(c.printedCards().count()).isGreaterThan(40);
  }

  @Test
  void everySampleCardAndBackPaintsInsideItsBleedArea() {
    Catalog c = SampleCatalog.build();
    PngCardWriter png = new PngCardWriter(60);
    CardRenderer r = RES.renderer();
    for (DeckCard dc : c.printedCards().toList()) {
      BufferedImage img = png.image(r.size(dc.deck()), g -> r.paintFace(dc, g));
      assertThat(img.getWidth())
          .isEqualTo((int) Math.round(r.size(dc.deck()).bleedWidth() * 60 / 25.4));
      // the bleed corner is painted (no white edge when the cut is a little off)
      assertThat(img.getRGB(0, 0) & 0xFFFFFF).as(dc.card().id()).isNotEqualTo(0xFFFFFF);
    }
    for (Deck deck : c.decks()) {
      BufferedImage img = png.image(r.size(deck), g -> r.paintBack(deck, g));
      assertThat(img.getRGB(0, img.getHeight() - 1) & 0xFFFFFF).isEqualTo(deck.sleeve().rgb());
    }
  }

  @Test
  void tooMuchTextIsShrunkThenLosesFlavourThenIsAnErrorWithTheOverflowInMillimetres() {
    Deck fire =
        new Deck(
            "fire",
            "Fire Spells",
            DeckKind.FIRE_SPELLS,
            new Sleeve("Red", "#D55E00"),
            "flame",
            "rays");
    String longText = "Every hero within range of the caster loses all of its mana. ".repeat(5);
    Spell medium =
        SampleCatalog.spell(
            "medium",
            "Medium",
            Element.FIRE,
            2,
            2,
            null,
            false,
            false,
            List.of(SampleCatalog.fx(EffectKind.DAMAGE, 1)),
            longText.repeat(1),
            "A flavour line that takes some room.");
    Spell huge =
        SampleCatalog.spell(
            "huge",
            "Huge",
            Element.FIRE,
            2,
            2,
            null,
            false,
            false,
            List.of(SampleCatalog.fx(EffectKind.DAMAGE, 1)),
            longText.repeat(4),
            "Flavour.");
    LayoutCardRenderer r = (LayoutCardRenderer) RES.renderer();
    FacePlan m = r.plan(new DeckCard(fire, medium));
    assertThat(m.body().rules().sizePt()).isLessThan(7.75).isGreaterThanOrEqualTo(6);
    assertThat(m.overflows()).isEmpty();
    FacePlan h = r.plan(new DeckCard(fire, huge));
    assertThat(h.body().flavourDropped()).isTrue();
    assertThat(h.body().rules().sizePt()).isEqualTo(6.0);
    assertThat(h.overflows())
        .singleElement()
        .satisfies(
            o -> {
              assertThat(o.region()).isEqualTo("text");
              assertThat(o.mm()).isGreaterThan(5);
            });
    Diagnostics d = new Diagnostics();
    Catalog c = SampleCatalog.build();
    Catalog one =
        new Catalog(
            c.game(),
            List.of(),
            List.of(),
            List.of(huge),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(),
            List.of(fire),
            List.of());
    RES.fitCheck().check(one, new NoSources(), d);
    String text = new DiagnosticFormatter().format(d);
    assertThat(text)
        .contains("error[text-overflow]: card huge: the rules text overflows its box by")
        .contains("--allow-overflow draws the card anyway")
        .contains("warning[flavour-dropped]")
        .containsPattern("by \\d+\\.\\d mm");
    assertThat(d.errorCount()).isEqualTo(1);

    Diagnostics allowed = new Diagnostics();
    RES.fitCheck(true).check(one, new NoSources(), allowed);
    assertThat(new DiagnosticFormatter().format(allowed))
        .contains("warning[text-overflow]: card huge: the rules text overflows its box by");
    assertThat(Optional.of(allowed.errorCount())).contains(0L);
  }
}
