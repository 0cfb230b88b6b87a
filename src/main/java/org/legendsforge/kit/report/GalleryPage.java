package org.legendsforge.kit.report;

import java.util.List;
import org.legendsforge.kit.report.Gallery.CardView;
import org.legendsforge.kit.report.Gallery.DeckView;
import org.legendsforge.kit.report.Gallery.Message;
import org.legendsforge.kit.report.Gallery.SleeveRow;

/**
 * The preview gallery, {@code output/index.html}: one self-contained page (inline CSS, no network)
 * with every deck and card, the sleeve guide, the print PDFs, the balance charts and the build's
 * messages. Its only script is the live reload of {@code forge watch}, which does nothing when the
 * page is opened from disk. No date in it, so the same build gives the same bytes.
 */
public final class GalleryPage {
  public String html(Gallery g) {
    StringBuilder h = new StringBuilder();
    head(h, g.title(), g.buildId());
    h.append("<nav>");
    h.append(
        "<a href=\"#messages\">Messages</a><a href=\"#decks\">Decks</a><a href=\"#sleeves\">Sleeve guide</a>");
    h.append(
        "<a href=\"#print\">Print</a><a href=\"#tts\">Tabletop Simulator</a><a href=\"#balance\">Balance</a></nav>");
    banner(
        h,
        " — this page still shows the last good output. Fix the data and save; it reloads by itself.");
    messages(h, g.messages());
    decksOverview(h, g.decks());
    for (DeckView d : g.decks()) {
      deck(h, d);
    }
    sleeves(h, g.sleeves(), g.sleevesInAll());
    print(h, g.pdfs());
    tables(h, g.tables());
    others(h, g.others());
    balance(h, g);
    h.append("</main>\n<script>\n")
        .append(GalleryStyle.LIVE_RELOAD)
        .append("</script>\n</body>\n</html>\n");
    return h.toString();
  }

  /**
   * The page {@code forge watch} serves while the output folder has no gallery yet (the first build
   * failed): the errors banner, and a reload as soon as a build succeeds.
   */
  public String waiting() {
    StringBuilder h = new StringBuilder();
    head(h, "Legends Forge — preview", "");
    banner(
        h,
        ": there is no good build to show yet. Fix the data and save; this page reloads by itself.");
    h.append(
        "<p>Waiting for the first good build: this page shows it as soon as it is done.</p>\n");
    h.append("</main>\n<script>\n")
        .append(GalleryStyle.LIVE_RELOAD)
        .append("</script>\n</body>\n</html>\n");
    return h.toString();
  }

  private static void head(StringBuilder h, String title, String buildId) {
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
    h.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    h.append("<meta name=\"forge-build\" content=\"").append(Svg.esc(buildId)).append("\"/>\n");
    h.append("<title>")
        .append(Svg.esc(title))
        .append("</title>\n<style>\n")
        .append(GalleryStyle.CSS)
        .append("</style>\n</head>\n<body>\n");
    h.append("<header class=\"top\"><h1>").append(Svg.esc(title)).append("</h1>\n");
  }

  /** Hidden until the live-reload script learns that a rebuild failed. */
  private static void banner(StringBuilder h, String after) {
    h.append("<span id=\"forge-live\" class=\"live\" hidden=\"hidden\"></span></header>\n");
    h.append(
            "<div id=\"forge-banner\" class=\"banner\" role=\"alert\" hidden=\"hidden\"><strong>The last rebuild failed</strong>")
        .append(Svg.esc(after))
        .append("<pre id=\"forge-errors\"></pre></div>\n<main>\n");
  }

  private static void messages(StringBuilder h, List<Message> messages) {
    h.append("<section id=\"messages\">\n<h2>Validation messages of this build</h2>\n");
    if (messages.isEmpty()) {
      h.append(
          "<p class=\"clean\">✔ No problems: the card data passed every check.</p>\n</section>\n");
      return;
    }
    long warnings = messages.stream().filter(m -> m.severity().equals("warning")).count();
    h.append("<p>")
        .append(count(messages.size(), "message"))
        .append(" (")
        .append(count(warnings, "warning"))
        .append(")</p>\n<ul class=\"messages\">\n");
    for (Message m : messages) {
      h.append("<li class=\"")
          .append(m.severity())
          .append("\"><code>")
          .append(Svg.esc(m.location()))
          .append("</code> ")
          .append("<b>")
          .append(m.severity())
          .append("[")
          .append(Svg.esc(m.checkId()))
          .append("]</b> ")
          .append(Svg.esc(m.text()));
      if (!m.hint().isEmpty()) {
        h.append("<br/><span class=\"hint\">hint: ").append(Svg.esc(m.hint())).append("</span>");
      }
      h.append("</li>\n");
    }
    h.append("</ul>\n</section>\n");
  }

  private static void decksOverview(StringBuilder h, List<DeckView> decks) {
    h.append("<section id=\"decks\">\n<h2>Decks</h2>\n<ul class=\"deck-index\">\n");
    for (DeckView d : decks) {
      h.append("<li><a href=\"#deck-").append(Svg.esc(d.id())).append("\">");
      swatch(h, d.hex());
      h.append(Svg.esc(d.name()))
          .append(" <small>")
          .append(d.cards().size())
          .append("</small></a></li>\n");
    }
    h.append("</ul>\n</section>\n");
  }

  private static void deck(StringBuilder h, DeckView d) {
    h.append("<section class=\"deck\" id=\"deck-")
        .append(Svg.esc(d.id()))
        .append("\" data-deck=\"")
        .append(Svg.esc(d.id()))
        .append("\">\n<h2>");
    swatch(h, d.hex());
    h.append(Svg.esc(d.name()))
        .append(" <small>")
        .append(count(d.cards().size(), "card"))
        .append(" · ")
        .append(
            d.sleeved()
                ? Svg.esc(d.sleeve()) + " sleeves " + Svg.esc(d.hex())
                : "played without sleeves")
        .append("</small></h2>\n<div class=\"cards\">\n");
    h.append("<figure class=\"card back\"><a href=\"")
        .append(Svg.esc(d.back()))
        .append("\" target=\"_blank\">")
        .append("<img loading=\"lazy\" src=\"")
        .append(Svg.esc(d.back()))
        .append("\" alt=\"Back of ")
        .append(Svg.esc(d.name()))
        .append("\"/></a>")
        .append("<figcaption>Back</figcaption></figure>\n");
    for (CardView c : d.cards()) {
      String src = Svg.esc(c.src());
      h.append("<figure class=\"card")
          .append(c.notes().isEmpty() ? "" : " flagged")
          .append("\" data-card=\"")
          .append(Svg.esc(c.id()))
          .append("\"><a href=\"")
          .append(src)
          .append("\" target=\"_blank\">")
          .append("<img loading=\"lazy\" src=\"")
          .append(src)
          .append("?v=")
          .append(Svg.esc(c.version()))
          .append("\" alt=\"")
          .append(Svg.esc(c.name()))
          .append("\"/></a>")
          .append("<figcaption title=\"")
          .append(Svg.esc(c.name()))
          .append("\">")
          .append(Svg.esc(c.name()))
          .append("</figcaption>");
      for (String note : c.notes()) {
        h.append("<p class=\"note\">").append(Svg.esc(note)).append("</p>");
      }
      h.append("</figure>\n");
    }
    h.append("</div>\n</section>\n");
  }

  private static void sleeves(StringBuilder h, List<SleeveRow> rows, Gallery.SleevesInAll all) {
    h.append("<section id=\"sleeves\">\n<h2>Sleeve guide</h2>\n<table class=\"sleeves\">\n");
    h.append(
        "<tr><th>deck</th><th>sleeve colour</th><th class=\"num\">cards</th><th class=\"num\">sleeves</th><th class=\"num\">packs of 50</th><th>keep apart from</th></tr>\n");
    List<String> bare = new java.util.ArrayList<>();
    for (SleeveRow r : rows) {
      if (!r.sleeved()) {
        bare.add(r.deck());
      }
      h.append("<tr")
          .append(r.clash().isEmpty() ? "" : " class=\"clash\"")
          .append("><td>")
          .append(Svg.esc(r.deck()))
          .append("</td><td>");
      if (r.sleeved()) {
        swatch(h, r.hex());
        h.append(Svg.esc(r.sleeve()))
            .append(" <small>")
            .append(Svg.esc(r.hex()))
            .append("</small>");
      } else {
        h.append("none");
      }
      h.append("</td>")
          .append("<td class=\"num\">")
          .append(r.cards())
          .append("</td><td class=\"num\">")
          .append(r.sleeved() ? Integer.toString(r.sleeves()) : "none")
          .append("</td><td class=\"num\">")
          .append(r.sleeved() ? Integer.toString(r.packsOf50()) : "–")
          .append("</td><td>")
          .append(Svg.esc(r.keepApart()));
      if (!r.clash().isEmpty()) {
        h.append(" <b>same colour as ").append(Svg.esc(r.clash())).append("</b>");
      }
      h.append("</td></tr>\n");
    }
    // the total row counts sleeves, not cards: the number of sleeves to buy, as the cards PDF's
    // sleeve guide gives it
    h.append("<tr class=\"total\"><td>in all, ")
        .append(Svg.esc(all.size()))
        .append(" sleeves</td><td></td><td></td><td class=\"num\">")
        .append(all.sleeves())
        .append("</td><td class=\"num\">")
        .append(all.packsOf50())
        .append("</td><td></td></tr>\n</table>\n");
    if (!bare.isEmpty()) {
      h.append("<p>")
          .append(Svg.esc(String.join(", ", bare)))
          .append(bare.size() == 1 ? " is" : " are")
          .append(" 3 × 5 in index cards, played without sleeves: in no total.</p>\n");
    }
    h.append("</section>\n");
  }

  private static void print(StringBuilder h, List<Gallery.OutputFile> pdfs) {
    h.append("<section id=\"print\">\n<h2>Print-and-play PDFs</h2>\n");
    if (pdfs.isEmpty()) {
      h.append("<p>This build wrote no PDFs.</p>\n</section>\n");
      return;
    }
    files(h, pdfs);
    h.append("</section>\n");
  }

  private static void tables(StringBuilder h, List<Gallery.OutputFile> saves) {
    h.append("<section id=\"tts\">\n<h2>Tabletop Simulator</h2>\n");
    if (saves.isEmpty()) {
      h.append("<p>This build wrote no Tabletop Simulator save.</p>\n</section>\n");
      return;
    }
    h.append(
        "<p>Copy the save and its picture into the game's <code>Saves</code> folder (or run"
            + " <code>./forge tts --install</code>), then load it from Games → Save &amp; Load."
            + " The picture is the table as Setup lays it for the save's seed.</p>\n");
    files(h, saves);
    h.append("</section>\n");
  }

  private static void others(StringBuilder h, List<Gallery.OutputFile> others) {
    if (others.isEmpty()) {
      return;
    }
    h.append("<section id=\"files\">\n<h2>Other files</h2>\n");
    files(h, others);
    h.append("</section>\n");
  }

  /** Each file as a link, with its preview (itself a link to the file) when it has one. */
  private static void files(StringBuilder h, List<Gallery.OutputFile> files) {
    h.append("<ul class=\"files\">\n");
    for (Gallery.OutputFile f : files) {
      String path = Svg.esc(f.path());
      h.append("<li>");
      if (f.hasPreview()) {
        h.append("<a href=\"")
            .append(path)
            .append("\"><img class=\"preview\" loading=\"lazy\" src=\"")
            .append(Svg.esc(f.preview()))
            .append("\" alt=\"")
            .append(path)
            .append("\"/></a>");
      }
      h.append("<a href=\"").append(path).append("\">").append(path).append("</a>");
      if (!f.note().isEmpty()) {
        h.append(" <small>").append(Svg.esc(f.note())).append("</small>");
      }
      h.append("</li>\n");
    }
    h.append("</ul>\n");
  }

  private static void balance(StringBuilder h, Gallery g) {
    h.append("<section id=\"balance\">\n<h2>Balance</h2>\n");
    if (g.balanceReport().isEmpty()) {
      h.append("<p>This build wrote no balance report.</p>\n</section>\n");
      return;
    }
    h.append("<p>The full report, with every card priced: <a href=\"")
        .append(Svg.esc(g.balanceReport()))
        .append("\">")
        .append(Svg.esc(g.balanceReport()))
        .append("</a>. Its charts:</p>\n");
    playtest(h, g.playtestReports());
    for (String chart : g.charts()) {
      h.append(chart).append('\n');
    }
    h.append("</section>\n");
  }

  /** The cards in play: the pages of the last forge playtest, or how to make them. */
  private static void playtest(StringBuilder h, List<String> pages) {
    if (pages.isEmpty()) {
      h.append(
          "<p>In play: run <code>./forge playtest</code> to play thousands of games between bots and see each card's value in play, win rates and luck, with 95% intervals (<code>reports/playtest.html</code>).</p>\n");
      return;
    }
    h.append(
        "<p>In play, from the last <code>forge playtest</code> (run it again after editing the cards):");
    for (String p : pages) {
      h.append(" <a href=\"").append(Svg.esc(p)).append("\">").append(Svg.esc(p)).append("</a>");
    }
    h.append("</p>\n");
  }

  private static void swatch(StringBuilder h, String hex) {
    h.append("<span class=\"swatch\" style=\"background:")
        .append(Svg.esc(hex))
        .append("\"></span>");
  }

  private static String count(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
