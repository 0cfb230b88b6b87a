package org.legendsforge.kit.output.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.RulesTextLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Component;
import org.legendsforge.games.graveyard.pieces.ComponentChecklistPage;
import org.legendsforge.games.graveyard.pieces.PrintedPieces;
import org.legendsforge.games.graveyard.rulebook.RulesFacts;
import org.legendsforge.games.graveyard.table.NotebookTabs;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.testing.ShippedData;

/**
 * A player ticks off what came out of the box: the checklist, the rulebook's list of pieces and the
 * table's notebook name only what the kit prints (in the components PDF's words) and the dice, and
 * none of them names a coin or a figurine the kit does not ship.
 */
class PrintedPieceNamesTest {
  /** The stand-ins a print-and-play game could ask for that this kit replaces with pieces. */
  private static final Pattern STAND_INS =
      Pattern.compile(
          "(?i)\\b(coins?|figurines?|penn(y|ies)|nickels?|dimes?|quarters?|meeples?|miniatures?)\\b");

  /** "- 18 × hero standees: one per hero" in the rulebook, "• 18 × ..." in the notebook. */
  private static final Pattern LISTED = Pattern.compile("(?m)^[-•] (\\d+) × ([^:\\n]+)");

  @TempDir Path out;

  private final Catalog catalog =
      new CardDataLoader(Path.of("").toAbsolutePath())
          .load(ShippedData.folder())
          .catalog()
          .orElseThrow();

  /** What the kit gives a player: the printed pieces, and the components no sheet prints. */
  private List<String> shipped() {
    List<String> names = new ArrayList<>();
    PrintedPieces.of(catalog).entries().forEach(e -> names.add(e.name()));
    catalog.components().stream()
        .filter(c -> c.piece().isEmpty())
        .forEach(c -> names.add(c.name()));
    return names;
  }

  @Test
  void aComponentTheSheetsPrintIsNamedInTheCardDataAsTheSheetsNameIt() {
    List<Component> printed =
        catalog.components().stream().filter(c -> c.piece().isPresent()).toList();
    assertThat(printed).as("the shipped data has printed components").isNotEmpty();
    for (Component c : printed) {
      assertThat(c.name().toLowerCase(Locale.ROOT))
          .as("game.yaml's component with piece: " + c.piece().get().key())
          .isEqualTo(c.piece().get().name(1));
    }
  }

  @Test
  void theRulebookAndTheNotebookListOnlyWhatTheKitShips() {
    String rulebook = RulesFacts.of(catalog, java.util.Map.of()).get("list.components").markdown();
    String notebook = componentsTab();
    for (String text : List.of(rulebook, notebook)) {
      List<String> listed = new ArrayList<>();
      Matcher m = LISTED.matcher(text.replace("[b]", "").replace("[/b]", ""));
      while (m.find()) {
        listed.add(m.group(2).trim());
      }
      // the orb tokens, the standees, the counters, the track, the boards, the strips and the dice
      assertThat(listed).as(text).hasSizeGreaterThanOrEqualTo(8);
      assertThat(shipped()).as(text).containsAll(listed);
      assertThat(listed).as("every shipped piece is listed").containsAll(shipped());
    }
  }

  @Test
  void noListOfPiecesNamesAStandInTheKitDoesNotPrint() throws IOException {
    String checklist = checklistText();
    assertThat(checklist).contains("Component checklist");
    for (String name : shipped()) {
      assertThat(checklist.replaceAll("\\s+", " ")).as("checklist").contains(name);
    }
    String notebook =
        notebookTabs().stream()
            .filter(t -> !t.title().equals("Decks"))
            .map(t -> t.body())
            .collect(Collectors.joining("\n"));
    String rulebook = RulesFacts.of(catalog, java.util.Map.of()).get("list.components").markdown();
    assertThat(checklist).as("checklist").doesNotContainPattern(STAND_INS);
    assertThat(notebook).as("TTS notebook").doesNotContainPattern(STAND_INS);
    assertThat(rulebook).as("rulebook's pieces").doesNotContainPattern(STAND_INS);
  }

  private List<org.legendsforge.kit.tts.TabState> notebookTabs() {
    return List.copyOf(
        new NotebookTabs()
            .tabs(
                catalog,
                new RulesTextLoader(Path.of(""))
                    .load(ShippedData.folder(), catalog, new Diagnostics())
                    .orElseThrow())
            .values());
  }

  private String componentsTab() {
    return notebookTabs().stream()
        .filter(t -> t.title().equals("Components"))
        .findFirst()
        .orElseThrow()
        .body();
  }

  private String checklistText() throws IOException {
    FontSet fonts = FontSet.load();
    ComponentChecklistPage page = new ComponentChecklistPage(fonts, catalog);
    Path pdf = out.resolve("checklist.pdf");
    try (PdfDocumentWriter w = new PdfDocumentWriter(fonts, "checklist", "checklist")) {
      try (PageCanvas canvas = w.newPage(216, 279)) {
        canvas.full(w.form(216, 279, g -> page.paint(g, 216, 279)));
      }
      w.save(pdf);
    }
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      return new PDFTextStripper().getText(doc);
    }
  }
}
