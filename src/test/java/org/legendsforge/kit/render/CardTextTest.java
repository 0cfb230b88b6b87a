package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.faces.FaceOf;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.EffectTarget;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.kit.card.Sleeve;
import org.legendsforge.kit.template.StrictTemplates;
import org.legendsforge.kit.template.TemplateRenderException;

class CardTextTest {
  private static final CardText TEXT = text(Path.of("templates/text"));
  private static final Deck FIRE =
      new Deck(
          "fire",
          "Fire Spells",
          DeckKind.FIRE_SPELLS,
          new Sleeve("Red", "#D55E00"),
          "flame",
          "rays");

  private static CardText text(Path dir) {
    try {
      return new CardText(
          StrictTemplates.over(
              new org.legendsforge.kit.files.InputFolder(dir, "templates folder"),
              dir,
              "templates/text"));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Spell fireball(int damage) {
    return SampleCatalog.spell(
        "fireball",
        "Fireball",
        Element.FIRE,
        3,
        4,
        "1r0d",
        false,
        false,
        List.of(SampleCatalog.fx(EffectKind.DAMAGE, damage)),
        "",
        "");
  }

  @Test
  void aBalanceEditOfANumberChangesThePrintedSentence() {
    assertThat(TEXT.words(FaceOf.card(fireball(3))).rules())
        .isEqualTo("Each enemy in the area takes 3 {damage}.");
    assertThat(TEXT.words(FaceOf.card(fireball(5))).rules())
        .isEqualTo("Each enemy in the area takes 5 {damage}.");
  }

  @Test
  void aNumberChangeReachesTheDrawnCard() {
    RenderResources res = TestResources.load();
    List<String> three = new ArrayList<>();
    List<String> five = new ArrayList<>();
    res.renderer().paintFace(new DeckCard(FIRE, fireball(3)), new RecordingGraphics2D(three));
    res.renderer().paintFace(new DeckCard(FIRE, fireball(5)), new RecordingGraphics2D(five));
    assertThat(three).anyMatch(l -> l.startsWith("text \"3\" ") && l.contains("Bold 7.75pt"));
    assertThat(five).anyMatch(l -> l.startsWith("text \"5\" ") && l.contains("Bold 7.75pt"));
    assertThat(five).noneMatch(l -> l.startsWith("text \"3\" ") && l.contains("7.75pt"));
  }

  @Test
  void typeLineSaysElementOverAndNoActionButLeavesRangeAndAreaToTheChips() {
    Spell s =
        SampleCatalog.spell(
            "x",
            "X",
            Element.AIR,
            5,
            5,
            "2r2d",
            true,
            true,
            List.of(SampleCatalog.status(EffectKind.STUN)),
            "Extra words.",
            "");
    CardText.Words w = TEXT.words(FaceOf.card(s));
    assertThat(w.typeLine()).isEqualTo("Air Spell · **Over** · No action");
    assertThat(w.rules()).isEqualTo("**Stun** each enemy in the area. Extra words.");
    Spell self =
        SampleCatalog.spell(
            "y",
            "Y",
            Element.WHITE,
            1,
            0,
            null,
            false,
            false,
            List.of(SampleCatalog.fx(EffectKind.TELEPORT, 3)),
            "",
            "");
    assertThat(TEXT.words(FaceOf.card(self)).typeLine()).isEqualTo("White Spell");
    assertThat(TEXT.words(FaceOf.card(self)).rules())
        .isEqualTo("**Teleport** your hero up to 3 cells.");
  }

  @Test
  void everyEffectKindHasWordsAndTargetsReadNaturally() {
    for (EffectKind k : EffectKind.values()) {
      Effect e = new Effect(k, k.takesAmount() ? 2 : 1, EffectTarget.TARGET);
      Spell single =
          SampleCatalog.spell("s", "S", Element.FIRE, 1, 3, null, false, false, List.of(e), "", "");
      String rules = TEXT.words(FaceOf.card(single)).rules();
      assertThat(rules).as(k.name()).isNotBlank().endsWith(".").doesNotContain("  ");
      if (k.takesAmount() && k != EffectKind.DRAW) {
        assertThat(rules).as(k.name()).contains("2");
      }
    }
    Spell self =
        SampleCatalog.spell(
            "s",
            "S",
            Element.FIRE,
            1,
            0,
            null,
            false,
            false,
            List.of(SampleCatalog.fx(EffectKind.HEAL, 2), SampleCatalog.fx(EffectKind.MANA, -1)),
            "",
            "");
    assertThat(TEXT.words(FaceOf.card(self)).rules())
        .isEqualTo("Your hero heals 2 {health}. It loses 1 {mana}.");
    Spell area =
        SampleCatalog.spell(
            "a",
            "A",
            Element.FIRE,
            1,
            3,
            "1r0d",
            false,
            false,
            List.of(
                SampleCatalog.fx(EffectKind.DAMAGE, 2),
                SampleCatalog.status(EffectKind.STUN),
                SampleCatalog.fx(EffectKind.HEAL, 1)),
            "",
            "");
    assertThat(TEXT.words(FaceOf.card(area)).rules())
        .isEqualTo(
            "Each enemy in the area takes 2 {damage}. "
                + "**Stun** each of them. Each friend in the area heals 1 {health}.");
  }

  @Test
  void cardTextLineBreaksBecomeParagraphs() {
    Spell s =
        SampleCatalog.spell(
            "s", "S", Element.FIRE, 1, 2, null, false, false, List.of(), "First.\nSecond.", "");
    assertThat(TEXT.words(FaceOf.card(s)).rules()).isEqualTo("First.\nSecond.");
  }

  @Test
  void aTemplateReadingAMissingValueFailsWithItsLocation(@TempDir Path dir) throws IOException {
    try (var files = Files.list(Path.of("templates/text"))) {
      for (Path p : files.toList()) {
        Files.copy(p, dir.resolve(p.getFileName()));
      }
    }
    Files.writeString(dir.resolve("spell.ftl"), "Deals ${card.power} damage.\n");
    CardText broken = text(dir);
    assertThatThrownBy(() -> broken.words(FaceOf.card(fireball(3))))
        .isInstanceOf(TemplateRenderException.class)
        .satisfies(
            e -> {
              TemplateRenderException t = (TemplateRenderException) e;
              assertThat(t.where().location()).isEqualTo("templates/text/spell.ftl:1:9");
              assertThat(t.getMessage()).contains("card.power");
            });
  }

  @Test
  void templateOutputWhitespaceIsTidied() {
    assertThat(CardText.clean("  a\n  b  \n\n  c\t d \n")).isEqualTo("a b\nc d");
  }
}
