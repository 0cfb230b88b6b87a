package org.legendsforge.pipeline;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.PrintSettings;
import org.legendsforge.games.graveyard.data.ProjectFile;
import org.legendsforge.kit.output.pdf.PrintOptions;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.render.BackStyle;

/**
 * The printer setup {@code forge build}, {@code forge print} and {@code forge watch} share, as the
 * user gave it on the command line (null where an option was left out): each also a key of
 * forge.yaml's {@code print:}. What is given here counts for this run, what forge.yaml says for
 * every run, forge's defaults for the rest.
 */
public record PrinterSetup(
    String paper,
    String duplex,
    String layout,
    String shop,
    Double margin,
    String backOffset,
    String backs,
    Double gutter) {
  /** A value given on the command line that is no printer setup: a usage error. */
  public static final class Refused extends Exception {
    private final String hint;

    Refused(String message, String hint) {
      super(message);
      this.hint = hint;
    }

    public String hint() {
      return hint;
    }
  }

  /**
   * The options of this run: the command line over forge.yaml's {@code print:} over forge's
   * defaults.
   *
   * @throws Refused when a word or number given on the command line is not a printer setup
   */
  public PrintOptions resolve(PrintSettings saved, Path printTemplates) throws Refused {
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
      throw new Refused(refused.get(), hintFor(refused.get()));
    }
    Layout chosen =
        switch (layoutWord) {
          case "fold" -> Layout.FOLD;
          case "shop" -> Layout.SHOP;
          default -> Layout.HOME;
        };
    if (shop != null && chosen != Layout.SHOP) {
      throw new Refused(
          "--shop needs --layout shop",
          "add --layout shop (or set print: layout: shop in forge.yaml); the presets are"
              + " generic, pdfx, png-825, png-822, terrain and terrain-pdfx");
    }
    ShopPreset preset =
        pick(shop, saved.shop()).flatMap(ShopPreset::byKey).orElse(ShopPreset.GENERIC);
    double m = margin != null ? margin : saved.margin().orElse(SheetSpec.HOME_PRINTER_MARGIN);
    if (!(m >= 0 && m <= ProjectFile.MAX_MARGIN)) {
      throw new Refused(
          "--margin " + plain(margin) + " is not a printer margin",
          "give the unprintable margin in mm, from 0 to 30 (default 6.35, 1/4 in)");
    }
    Optional<Double> g = gutter != null ? Optional.of(gutter) : saved.gutter();
    if (gutter != null && !(gutter >= 0 && gutter <= ProjectFile.MAX_GUTTER)) {
      throw new Refused(
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
      throw new Refused(
          "--back-offset " + backOffset + " is not two distances in mm",
          "give DX,DY as the duplex test shows them, e.g. --back-offset 1.5,-0.5 (each from"
              + " -10 to 10)");
    }
    List<Paper> papers =
        paperWord
            .map(w -> List.of(w.equals("a4") ? Paper.A4 : Paper.LETTER))
            .orElse(List.of(Paper.LETTER, Paper.A4));
    return new PrintOptions(
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
        .withInkAndCutting(BackStyle.byKey(backsWord).orElseThrow(), g);
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
        ? "the presets are generic, pdfx, png-825, png-822, terrain and terrain-pdfx, with"
            + " --layout shop"
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

  private static String plain(Double v) {
    return new BigDecimal(v.toString()).stripTrailingZeros().toPlainString();
  }

  /** Whether {@code word} names a flip edge: long, short or none. */
  public static boolean isDuplexWord(String word) {
    return ProjectFile.DUPLEX.contains(word);
  }

  public static Duplex duplex(String word) {
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
