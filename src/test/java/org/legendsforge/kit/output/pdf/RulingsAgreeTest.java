package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.PDFTextStripperByArea;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.RulesTextLoader;
import org.legendsforge.games.graveyard.figures.RulebookDrawings;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.rulebook.RulesFacts;
import org.legendsforge.games.graveyard.rules.Compensation;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.Numbers;
import org.legendsforge.games.graveyard.rules.Ruling;
import org.legendsforge.games.graveyard.rules.Teams;
import org.legendsforge.games.graveyard.rules.TurnOrderDeck;
import org.legendsforge.games.graveyard.table.NotebookTabs;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.Booklet;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.pages.PlayerAid;
import org.legendsforge.kit.print.pages.PlayerAidPage;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.render.RenderResources;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.testing.ShippedData;

/**
 * Rules-spec §12: print (the rulebook booklet and the player aid, read back from their PDFs), the
 * Tabletop Simulator notebook and the rules model say the same thing, in the same words, for every
 * ruling; and the model does what the words say. (The table's own behaviour for the rulings that
 * concern it, one generator, a counter back at 0, the starting Turn Order deck, is played through
 * in TtsTableLifecycleTest.)
 */
class RulingsAgreeTest {
  @TempDir static Path out;

  private static Catalog catalog;
  private static Rulebook rulebook;
  private static String book;
  private static String aid;
  private static String notebook;

  @BeforeAll
  static void printAndShow() throws IOException {
    Path data = ShippedData.folder();
    catalog = new CardDataLoader(Path.of("")).load(data).catalog().orElseThrow();
    Diagnostics sink = new Diagnostics();
    rulebook = new RulesTextLoader(Path.of("")).load(data, catalog, sink).orElseThrow();
    FontSet fonts = FontSet.load();
    Path pdf = out.resolve("rulebook.pdf");
    CardRenderer renderer = RenderResources.load(Path.of("templates"), fonts, sink).orElseThrow();
    new RulebookPdf(
            new BuildContext(catalog, rulebook, renderer, fonts, 1, sink),
            new org.legendsforge.games.graveyard.figures.RulebookDrawings(
                catalog, renderer, fonts, 1))
        .write(pdf, rulebook, Paper.A4);
    book = readingOrder(pdf, Paper.A4);
    Path aidPdf = out.resolve("aid.pdf");
    try (PdfDocumentWriter w = new PdfDocumentWriter(fonts, "aid", "aid")) {
      PlayerAidPage page =
          new PlayerAidPage(
              fonts,
              "Game",
              PlayerAid.of(rulebook.playerAid()),
              new RulebookDrawings(catalog, renderer, fonts, 1));
      try (PageCanvas canvas = w.newPage(210, 297)) {
        canvas.full(w.form(210, 297, g -> page.paint(g, 210, 297)));
      }
      w.save(aidPdf);
    }
    try (PDDocument doc = Loader.loadPDF(aidPdf.toFile())) {
      aid = words(new PDFTextStripper().getText(doc));
    }
    notebook =
        words(
            new NotebookTabs()
                .tabs(catalog, rulebook).values().stream()
                    .map(t -> t.body().replaceAll("\\[[^\\]]*\\]", ""))
                    .collect(Collectors.joining("\n")));
  }

  /** The booklet's text page by page in reading order, whatever sheet each page lies on. */
  static String readingOrder(Path pdf, Paper paper) throws IOException {
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      Booklet booklet = new Booklet(doc.getNumberOfPages() * 2);
      String[] pages = new String[booklet.pages()];
      float w = doc.getPage(0).getMediaBox().getWidth();
      float h = doc.getPage(0).getMediaBox().getHeight();
      for (int sheet = 0; sheet < booklet.sheets(); sheet++) {
        for (PageSide side : PageSide.values()) {
          int[] onSide = booklet.side(sheet, side);
          PDFTextStripperByArea strip = new PDFTextStripperByArea();
          strip.addRegion("left", new Rectangle2D.Float(0, 0, w / 2, h));
          strip.addRegion("right", new Rectangle2D.Float(w / 2, 0, w / 2, h));
          strip.extractRegions(doc.getPage(2 * sheet + (side == PageSide.FRONT ? 0 : 1)));
          pages[onSide[0]] = strip.getTextForRegion("left");
          pages[onSide[1]] = strip.getTextForRegion("right");
        }
      }
      return words(String.join("\n", pages));
    }
  }

  private static String words(String text) {
    return text.replace('\u00A0', ' ').replaceAll("\\s+", " ");
  }

  private static String wording(Ruling r) {
    return words(RulesFacts.ruling(r, RulesFacts.of(catalog, Map.of())));
  }

  @Test
  void theRulebookAndTheNotebookPrintEveryRulingInItsOneWording() {
    for (Ruling r : Ruling.values()) {
      assertThat(book).as("rulebook: " + r).contains(wording(r));
      assertThat(notebook).as("notebook: " + r).contains(wording(r));
    }
  }

  @Test
  void thePlayerAidSummarisesWithTheSameWords() {
    for (Ruling r :
        EnumSet.of(
            Ruling.AREAS,
            Ruling.DECAY,
            Ruling.ITEM_ORB,
            Ruling.ORB_RESPAWN,
            Ruling.DEATH_POINTS,
            Ruling.CHAOS_VARIANT)) {
      assertThat(aid).as("player aid: " + r).contains(wording(r));
    }
    assertThat(aid).doesNotContain("hits every enemy");
  }

  @Test
  void pullTeleportMoveCleanseAndShieldAreDefinedAlikeEverywhere() {
    Map<String, String> glossary =
        org.legendsforge.games.graveyard.rulebook.RulesTextCheck.definitions(
            rulebook.chapters().stream()
                .filter(c -> c.title().equals("Glossary"))
                .findFirst()
                .map(c -> glossaryMarkdown())
                .orElseThrow());
    for (String word : List.of("pull", "teleport", "move", "cleanse", "shield", "push")) {
      String definition = words(glossary.get(word).replace("**", ""));
      assertThat(book).as("rulebook glossary: " + word).contains(definition);
      assertThat(aid).as("player aid: " + word).contains(definition);
      assertThat(notebook).as("notebook: " + word).contains(definition);
    }
  }

  private static String glossaryMarkdown() {
    try {
      return java.nio.file.Files.readString(ShippedData.folder().resolve("rules/glossary.md"));
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void theModelDoesWhatTheRulingsSay() {
    // Mana income comes from the data, and the wording prints the data's numbers.
    assertThat(wording(Ruling.MANA_INCOME))
        .contains("starts the game with " + catalog.game().startingMana() + " mana")
        .contains("gains " + catalog.game().manaPerTurn() + " mana at the start");
    // The item orb keeps the starting weapon: so says the orb's own text on its token.
    assertThat(
            catalog.pickups().stream()
                .filter(p -> p.kind() == org.legendsforge.games.graveyard.rules.PickupKind.ITEM)
                .findFirst()
                .orElseThrow()
                .text())
        .contains("keeps its starting weapon");
    // Several heroes may hold a hyper orb: one held-orb marker per hero in print.
    int heroes = catalog.heroes().size();
    int players = catalog.playerCards().size();
    assertThat(catalog.components())
        .anySatisfy(
            c -> {
              assertThat(c.name()).isEqualTo("Hyper orb marker");
              assertThat(c.total(heroes, players)).isEqualTo(heroes);
            });
    // One death-point counter per player, in print and on the table.
    assertThat(catalog.components())
        .anySatisfy(
            c -> {
              assertThat(c.name()).startsWith("Player board with death-point track");
              assertThat(c.total(heroes, players)).isEqualTo(players);
            });
    assertThat(TableIndex.create(catalog, new GuidAllocator()).deathCounters()).hasSize(players);
    // A new game's counter favours no side.
    assertThat(Compensation.ofSetup(List.of(), List.of(), List.of()).counter())
        .isEqualTo(Compensation.NONE);
    // The starting Turn Order deck: a card per controlled hero and per player.
    TurnOrderDeck deck = TurnOrderDeck.shuffled(List.of("a", "b"), 2, new MinStd(3));
    assertThat(deck.cards()).hasSize(4);
    // Chaos elements are the project's variant, and said to be.
    assertThat(wording(Ruling.CHAOS_VARIANT)).contains(Ruling.VARIANT_LABEL);
    assertThat(
            org.legendsforge.games.graveyard.table.DeckBuilder.description(
                catalog.deck(DeckKind.CHAOS_ELEMENTS).orElseThrow()))
        .isEqualTo(Ruling.CHAOS_VARIANT.text());
    // Areas: each effect is harmful (enemies only) or helpful (friends only), never both.
    Set<EffectKind> harmful = EnumSet.noneOf(EffectKind.class);
    for (EffectKind k : EffectKind.values()) {
      if (k.harmful()) {
        harmful.add(k);
      }
    }
    assertThat(harmful)
        .containsExactlyInAnyOrder(
            EffectKind.DAMAGE,
            EffectKind.STUN,
            EffectKind.STUCK,
            EffectKind.SLOW,
            EffectKind.DECAY,
            EffectKind.PUSH,
            EffectKind.PULL);
    // Teams of two: first hero player 1, the next two the partner, the last player 1.
    List<Integer> owners = new ArrayList<>();
    for (int i = 0; i <= Numbers.CLAIMS; i++) {
      owners.add(Teams.playerOf(i));
    }
    assertThat(owners).containsExactly(1, 2, 2, 1);
    assertThat(wording(Ruling.DEATH_POINTS)).contains("reaches " + Numbers.DEATH_POINTS_TO_LOSE);
  }
}
