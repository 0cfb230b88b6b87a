package org.legendsforge.cli;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.data.PrintSettings;
import org.legendsforge.data.ProjectFile;
import org.legendsforge.output.pdf.PrintOptions;
import org.legendsforge.print.BackOffset;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.print.ShopPreset;
import org.legendsforge.render.BackStyle;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The printer setup {@code forge build} and {@code forge print} share, each option also a key of
 * forge.yaml's {@code print:} (named in brackets below): what is given here counts for this run,
 * what forge.yaml says for every run, forge's defaults for the rest.
 */
final class PrintSetup {
  @Option(
      names = "--paper",
      paramLabel = "PAPER",
      description = "letter or a4 (default: both) [print: paper].")
  String paper;

  @Option(
      names = "--duplex",
      paramLabel = "EDGE",
      description =
          "long (default) or short: each page of fronts is followed by its backs, mirrored"
              + " for that flip edge; none: all backs after all fronts, mirrored for turning"
              + " the stack over its long edge by hand [print: duplex].")
  String duplex;

  @Option(
      names = "--layout",
      paramLabel = "LAYOUT",
      description =
          "home (default): sheets of cards with duplex backs; fold: fronts and backs side by"
              + " side on one page, to fold and glue (no duplex printer needed); shop: files for"
              + " a card shop (see --shop) [print: layout].")
  String layout;

  @Option(
      names = "--shop",
      paramLabel = "PRESET",
      description =
          "With --layout shop: generic (default; fronts and backs PDFs, 3 mm bleed), pdfx"
              + " (one PDF/X-1a:2003 CMYK file, 2.75 x 3.75 in pages, front and back"
              + " alternating), png-825 or png-822 (one 300 dpi PNG per face, 825 x 1125 or"
              + " 822 x 1122 px); each into print/shop/<preset>/. docs/print.md says which shop"
              + " takes which [print: shop].")
  String shop;

  @Option(
      names = "--margin",
      paramLabel = "MM",
      description =
          "What your printer cannot print at each page edge, in mm (default 6.35, 1/4 in):"
              + " every card and crop mark stays inside it; fewer cards fit on a page when"
              + " it is wider [print: margin].")
  Double margin;

  @Option(
      names = "--back-offset",
      paramLabel = "DX,DY",
      description =
          "The offset the duplex test shows, in mm: how far each orange cross lies right"
              + " (DX) and below (DY) the centre of its ruler, seen from the front (negative:"
              + " left, above). The backs are moved to cancel it [print: backOffset: [DX, DY]].")
  String backOffset;

  @Option(
      names = "--backs",
      paramLabel = "INK",
      description =
          "full (default): backs in full colour to the edge; low-ink: the back's pattern as"
              + " outlines on white, the deck colour kept in a band round the edge [print: backs].")
  String backs;

  @Option(
      names = "--gutter",
      paramLabel = "MM",
      description =
          "Put cards this many mm apart, each with its own bleed and its own cut marks, so a"
              + " cut a little off shows the card's own colour, never its neighbour's (6 or more"
              + " keeps the whole 3 mm bleed; default: as many cards as fit, butted where they"
              + " must be) [print: gutter].")
  Double gutter;

  /** The words this mixin's options take, for messages and tests. */
  static final List<String> OPTIONS =
      List.of(
          "--paper",
          "--duplex",
          "--layout",
          "--shop",
          "--margin",
          "--back-offset",
          "--backs",
          "--gutter");

  /**
   * The options of this run: the command line over forge.yaml's {@code print:} over forge's
   * defaults; empty after printing a usage error about one of them.
   */
  Optional<PrintOptions> resolve(CommandSpec spec, PrintSettings saved, Path printTemplates) {
    Optional<String> paperWord = pick(paper, saved.paper());
    String duplexWord = pick(duplex, saved.duplex()).orElse("long");
    String layoutWord = pick(layout, saved.layout()).orElse("home");
    String backsWord = pick(backs, saved.backs()).orElse("full");
    Optional<String> refused =
        refusedWord("--paper", paper, ProjectFile.PAPERS)
            .or(() -> refusedWord("--duplex", duplex, ProjectFile.DUPLEX))
            .or(() -> refusedWord("--layout", layout, ProjectFile.LAYOUTS))
            .or(() -> refusedWord("--shop", shop, ProjectFile.SHOPS))
            .or(() -> refusedWord("--backs", backs, ProjectFile.BACKS));
    if (refused.isPresent()) {
      return failed(spec, refused.get(), hintFor(refused.get()));
    }
    Layout chosen =
        switch (layoutWord) {
          case "fold" -> Layout.FOLD;
          case "shop" -> Layout.SHOP;
          default -> Layout.HOME;
        };
    if (shop != null && chosen != Layout.SHOP) {
      return failed(
          spec,
          "--shop needs --layout shop",
          "add --layout shop (or set print: layout: shop in forge.yaml); the presets are"
              + " generic, pdfx, png-825 and png-822");
    }
    ShopPreset preset =
        pick(shop, saved.shop()).flatMap(ShopPreset::byKey).orElse(ShopPreset.GENERIC);
    double m = margin != null ? margin : saved.margin().orElse(SheetSpec.HOME_PRINTER_MARGIN);
    if (!(m >= 0 && m <= ProjectFile.MAX_MARGIN)) {
      return failed(
          spec,
          "--margin " + plain(margin) + " is not a printer margin",
          "give the unprintable margin in mm, from 0 to 30 (default 6.35, 1/4 in)");
    }
    Optional<Double> g = gutter != null ? Optional.of(gutter) : saved.gutter();
    if (gutter != null && !(gutter >= 0 && gutter <= ProjectFile.MAX_GUTTER)) {
      return failed(
          spec,
          "--gutter " + plain(gutter) + " is not a gutter between cards",
          "give the space between neighbouring cards in mm, from 0 to 20 (6 keeps each card's"
              + " whole 3 mm bleed)");
    }
    Optional<BackOffset> offset =
        backOffset != null
            ? parseOffset(backOffset)
            : Optional.of(
                saved
                    .backOffset()
                    .map(l -> new BackOffset(l.get(0), l.get(1)))
                    .orElse(BackOffset.NONE));
    if (offset.isEmpty()) {
      return failed(
          spec,
          "--back-offset " + backOffset + " is not two distances in mm",
          "give DX,DY as the duplex test shows them, e.g. --back-offset 1.5,-0.5 (each from"
              + " -10 to 10)");
    }
    List<Paper> papers =
        paperWord
            .map(w -> List.of(w.equals("a4") ? Paper.A4 : Paper.LETTER))
            .orElse(List.of(Paper.LETTER, Paper.A4));
    return Optional.of(
        new PrintOptions(
                printTemplates,
                papers,
                duplex(duplexWord),
                chosen,
                false,
                false,
                Optional.empty(),
                m,
                offset.get(),
                preset,
                false)
            .withInkAndCutting(BackStyle.byKey(backsWord).orElseThrow(), g));
  }

  private static Optional<String> pick(String given, Optional<String> saved) {
    return given != null ? Optional.of(given) : saved;
  }

  private static Optional<String> refusedWord(String option, String given, List<String> words) {
    if (given == null || words.contains(given)) {
      return Optional.empty();
    }
    return Optional.of(option + " " + given + " is not one of " + String.join(", ", words));
  }

  private static String hintFor(String message) {
    String option = message.substring(0, message.indexOf(' '));
    return option.equals("--shop")
        ? "the presets are generic, pdfx, png-825 and png-822, with --layout shop"
        : "choose one of the words listed, e.g. " + option + " " + exampleOf(option);
  }

  private static String exampleOf(String option) {
    return switch (option) {
      case "--paper" -> "a4";
      case "--duplex" -> "short";
      case "--layout" -> "fold";
      default -> "low-ink";
    };
  }

  private static Optional<PrintOptions> failed(CommandSpec spec, String message, String hint) {
    Usage.error(spec, message, hint);
    return Optional.empty();
  }

  private static String plain(Double v) {
    return new BigDecimal(v.toString()).stripTrailingZeros().toPlainString();
  }

  static Duplex duplex(String word) {
    return switch (word) {
      case "short" -> Duplex.SHORT;
      case "none" -> Duplex.NONE;
      default -> Duplex.LONG;
    };
  }

  static Optional<BackOffset> parseOffset(String text) {
    String[] parts = text.split(",", -1);
    if (parts.length != 2) {
      return Optional.empty();
    }
    try {
      double dx = Double.parseDouble(parts[0].strip());
      double dy = Double.parseDouble(parts[1].strip());
      if (!(Math.abs(dx) <= ProjectFile.MAX_BACK_OFFSET)
          || !(Math.abs(dy) <= ProjectFile.MAX_BACK_OFFSET)) {
        return Optional.empty();
      }
      return Optional.of(new BackOffset(dx, dy));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
