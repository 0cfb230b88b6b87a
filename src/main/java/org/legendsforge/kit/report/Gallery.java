package org.legendsforge.kit.report;

import java.util.List;

/**
 * What the preview gallery shows, gathered from one build: paths are relative to the output folder
 * (where index.html lives), so the page works from disk and from {@code forge watch} alike.
 *
 * @param buildId a hash of everything the page shows; the live-reload script compares it with the
 *     build {@code forge watch} last finished
 * @param playtestReports the pages of the last {@code forge playtest} kept in the output folder
 */
public record Gallery(
    String title,
    String buildId,
    List<DeckView> decks,
    List<SleeveRow> sleeves,
    SleevesInAll sleevesInAll,
    List<OutputFile> pdfs,
    List<OutputFile> tables,
    List<OutputFile> others,
    String balanceReport,
    List<String> charts,
    List<Message> messages,
    List<String> playtestReports) {

  public Gallery {
    playtestReports = List.copyOf(playtestReports);
    decks = List.copyOf(decks);
    sleeves = List.copyOf(sleeves);
    pdfs = List.copyOf(pdfs);
    tables = List.copyOf(tables);
    others = List.copyOf(others);
    charts = List.copyOf(charts);
    messages = List.copyOf(messages);
  }

  /**
   * A file of the build, linked by its path inside the output folder; {@code preview} is the path
   * of a small picture of it (a PDF's first page, a save's table), or empty; {@code note} says what
   * it is for.
   */
  public record OutputFile(String path, String preview, String note) {
    public boolean hasPreview() {
      return !preview.isEmpty();
    }
  }

  /**
   * A deck: {@code back} is the path of its back image, each card's {@code src} of its face; {@code
   * sleeve} is empty for a deck played without sleeves, whose {@code hex} is only its colour.
   */
  public record DeckView(
      String id, String name, String sleeve, String hex, String back, List<CardView> cards) {
    public DeckView {
      cards = List.copyOf(cards);
    }

    public boolean sleeved() {
      return !sleeve.isEmpty();
    }
  }

  /**
   * {@code version} changes when the card's image does, so a reload never shows a stale copy;
   * {@code notes} are the build's messages about this card (text that overflows, a balance flag).
   */
  public record CardView(String id, String name, String src, String version, List<String> notes) {
    public CardView {
      notes = List.copyOf(notes);
    }

    public CardView(String id, String name, String src, String version) {
      this(id, name, src, version, List.of());
    }
  }

  /**
   * A row of the sleeve guide: {@code sleeves} is 0 for a deck played without sleeves (index
   * cards); {@code clash} names keep-apart decks sleeved alike.
   */
  public record SleeveRow(
      String deck,
      String sleeve,
      String hex,
      int cards,
      int sleeves,
      int packsOf50,
      String keepApart,
      String clash) {
    public boolean sleeved() {
      return sleeves > 0;
    }
  }

  /**
   * The sleeves to buy in all, as the cards PDF's sleeve guide counts them: {@code size} names them
   * ("standard"), {@code packsOf50} are counted colour by colour.
   */
  public record SleevesInAll(String size, int sleeves, int packsOf50) {}

  /** A validation message of the build, already placed ({@code card-data/x.yaml:3:5}). */
  public record Message(
      String severity, String checkId, String location, String text, String hint) {}
}
