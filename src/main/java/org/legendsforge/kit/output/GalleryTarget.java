package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.print.SleeveGuide;
import org.legendsforge.kit.report.Gallery;
import org.legendsforge.kit.report.GalleryPage;

/**
 * The {@code gallery} output, {@code index.html}: a preview page of the whole build. It runs after
 * the other targets and links what they staged (the PDFs found under {@code print/}, the balance
 * report and its charts), so it must come last in the build's target list.
 */
public final class GalleryTarget implements OutputTarget {
  public static final String PAGE = "index.html";

  /** Where the print target puts each PDF's first-page preview (output.pdf.PdfPreviews.DIR). */
  static final String PREVIEWS = "print/previews";

  private static final Pattern CHART =
      Pattern.compile("<figure class=\"chart\".*?</figure>", Pattern.DOTALL);

  @Override
  public String name() {
    return "gallery";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    CardGame game = context.game();
    List<Gallery.OutputFile> pdfs = pdfs(outDir);
    List<Gallery.OutputFile> tables = tables(outDir);
    List<Gallery.OutputFile> others = others(outDir);
    Path report = outDir.resolve(ReportsTarget.BALANCE_PAGE);
    String reportHtml =
        Files.isRegularFile(report) ? Files.readString(report, StandardCharsets.UTF_8) : "";
    List<Gallery.Message> messages = messages(context);
    // Everything the page shows, and through the shared fingerprint the templates and tool: a new
    // id means the open page is out of date.
    String buildId =
        context
            .cache()
            .key(
                game.fingerprint(),
                Long.toString(context.seed()),
                messages.toString(),
                pdfs.toString(),
                tables.toString(),
                others.toString(),
                reportHtml);
    Gallery gallery =
        new Gallery(
            game.gameName() + " — preview",
            buildId,
            decks(context),
            sleeves(game),
            sleevesInAll(game),
            pdfs,
            tables,
            others,
            reportHtml.isEmpty() ? "" : ReportsTarget.BALANCE_PAGE,
            charts(reportHtml),
            messages,
            ReportsTarget.PLAYTEST_PAGES.stream()
                .filter(p -> Files.isRegularFile(outDir.resolve(p)))
                .toList());
    Files.writeString(
        outDir.resolve(PAGE), new GalleryPage().html(gallery), StandardCharsets.UTF_8);
  }

  private static List<Gallery.DeckView> decks(BuildContext context) {
    List<Gallery.DeckView> decks = new ArrayList<>();
    for (CardDeck deck : context.game().decks()) {
      String dir = "cards/png/" + deck.id() + "/";
      List<Gallery.CardView> cards = new ArrayList<>();
      for (PrintedCard card : context.game().cardsIn(deck)) {
        // The same inputs the card image is keyed by, so the version moves exactly when it does.
        String version = context.cache().faceKey(card).substring(0, 12);
        cards.add(
            new Gallery.CardView(
                card.id(),
                card.name(),
                dir + card.id() + ".png",
                version,
                notes(context, card.id(), deck.name())));
      }
      decks.add(
          new Gallery.DeckView(
              deck.id(),
              deck.name(),
              // index cards are played bare: no sleeve colour to name
              deck.indexCardSize() ? "" : deck.sleeve().name(),
              deck.sleeve().hex(),
              dir + "back.png",
              cards));
    }
    return decks;
  }

  /**
   * The build's messages about one card as printed in one deck, as the checks word them ("card ID:
   * ..." for the card wherever it is printed, "card ID (Deck): ..." for it in that deck), without
   * the prefix: shown under the card's picture.
   */
  private static List<String> notes(BuildContext context, String cardId, String deckName) {
    List<String> notes = new ArrayList<>();
    for (Diagnostic d : context.diagnostics().sorted()) {
      String m = d.message();
      for (String prefix :
          List.of("card " + cardId + ": ", "card " + cardId + " (" + deckName + "): ")) {
        if (m.startsWith(prefix)) {
          notes.add(d.severity().word() + ": " + m.substring(prefix.length()));
        }
      }
    }
    return notes;
  }

  private static List<Gallery.SleeveRow> sleeves(CardGame game) {
    List<Gallery.SleeveRow> rows = new ArrayList<>();
    for (SleeveGuide.Row r : SleeveGuide.of(game).rows()) {
      rows.add(
          new Gallery.SleeveRow(
              r.deck().name(),
              r.sleeved() ? r.deck().sleeve().name() : "",
              r.deck().sleeve().hex(),
              r.cards(),
              r.sleeves(),
              r.packsOf50(),
              names(r.keepApart()),
              names(r.clash())));
    }
    return rows;
  }

  private static Gallery.SleevesInAll sleevesInAll(CardGame game) {
    SleeveGuide guide = SleeveGuide.of(game);
    return new Gallery.SleevesInAll(
        SleeveGuide.SLEEVE_NAME, guide.sleevesInAll(), guide.packsOf50InAll());
  }

  private static String names(List<CardDeck> decks) {
    return decks.stream().map(CardDeck::name).collect(Collectors.joining(", "));
  }

  /** The PDFs under {@code print/}, each with its first page's preview when one was made. */
  public static List<Gallery.OutputFile> pdfs(Path outDir) throws IOException {
    List<Gallery.OutputFile> out = new ArrayList<>();
    for (String name : names(outDir.resolve("print"), ".pdf")) {
      String preview = PREVIEWS + "/" + name.substring(0, name.length() - 4) + ".png";
      out.add(
          new Gallery.OutputFile(
              "print/" + name,
              Files.isRegularFile(outDir.resolve(preview)) ? preview : "",
              "first page shown"));
    }
    return out;
  }

  /** The Tabletop Simulator saves (the local one, the hosted one), each with its thumbnail. */
  public static List<Gallery.OutputFile> tables(Path outDir) throws IOException {
    List<Gallery.OutputFile> out = new ArrayList<>();
    for (String dir : List.of("tts", "tts-hosted")) {
      for (String name : names(outDir.resolve(dir), ".json")) {
        String picture = dir + "/" + name.substring(0, name.length() - 5) + ".png";
        out.add(
            new Gallery.OutputFile(
                dir + "/" + name,
                Files.isRegularFile(outDir.resolve(picture)) ? picture : "",
                dir.equals("tts")
                    ? "the save, its images on this computer"
                    : "the save to share, its images at the hosted address"));
      }
    }
    return out;
  }

  /** The build's other files a player or designer opens: the deck list and the data schemas. */
  public static List<Gallery.OutputFile> others(Path outDir) throws IOException {
    List<Gallery.OutputFile> out = new ArrayList<>();
    if (Files.isRegularFile(outDir.resolve("summary.txt"))) {
      out.add(new Gallery.OutputFile("summary.txt", "", "the decks, their cards and sleeves"));
    }
    for (String name : names(outDir.resolve("schema"), ".json")) {
      out.add(new Gallery.OutputFile("schema/" + name, "", "JSON Schema of the card data"));
    }
    return out;
  }

  /** The names of the files in {@code dir} ending in {@code suffix}, sorted; none when absent. */
  private static List<String> names(Path dir, String suffix) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(suffix) && Files.isRegularFile(dir.resolve(n)))
          .sorted()
          .toList();
    }
  }

  private static List<String> charts(String reportHtml) {
    List<String> charts = new ArrayList<>();
    Matcher m = CHART.matcher(reportHtml);
    while (m.find()) {
      charts.add(m.group());
    }
    return charts;
  }

  private static List<Gallery.Message> messages(BuildContext context) {
    List<Gallery.Message> out = new ArrayList<>();
    for (Diagnostic d : context.diagnostics().sorted()) {
      out.add(
          new Gallery.Message(
              d.severity().word(), d.checkId(), d.where().location(), d.message(), d.hint()));
    }
    return out;
  }
}
