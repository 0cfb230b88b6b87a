package org.legendsforge.kit.output.pdf;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.print.SheetPlanner;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.render.CardSize;

/**
 * Reads {@code templates/print/}: sheet specs in millimetres ({@code sheets/<name>.yaml}) and the
 * printing notes. (The player aid's words are rules text, in the card data's {@code rules/}.)
 * Unknown keys are errors, so a typo never passes silently.
 */
public final class PrintTemplates {
  private final Path dir;
  private final InputFolder files;
  private final ObjectMapper yaml =
      new ObjectMapper(new YAMLFactory()).enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  /**
   * @param dir the {@code templates/print} folder
   */
  public PrintTemplates(Path dir) {
    this.dir = dir;
    // the templates folder: a print template may link to another file of it, not beyond
    this.files = new InputFolder(dir.toAbsolutePath().normalize().getParent(), "templates folder");
  }

  record PageDto(Double width, Double height) {}

  record CropDto(Double length, Double offset) {}

  record SheetDto(PageDto page, String card, Boolean stock, CropDto crop, Double apart) {}

  record NotesDto(
      List<String> first,
      @com.fasterxml.jackson.annotation.JsonProperty("duplex-test") List<String> duplexTest,
      @com.fasterxml.jackson.annotation.JsonProperty("offset-hidden") List<String> offsetHidden,
      @com.fasterxml.jackson.annotation.JsonProperty("offset-shows") List<String> offsetShows,
      @com.fasterxml.jackson.annotation.JsonProperty("long") List<String> long_,
      @com.fasterxml.jackson.annotation.JsonProperty("short") List<String> short_,
      List<String> none,
      List<String> fold,
      List<String> last) {}

  /** The sheet {@code name} at a home printer's margin (what the reprint PDF uses). */
  public SheetSpec sheet(String name) throws IOException {
    return sheet(name, SheetSpec.HOME_PRINTER_MARGIN, false);
  }

  /**
   * The sheet {@code name} planned for a printer that cannot print within {@code margin} mm of the
   * page edge; {@code fold} lays it out for folding (fronts and backs on one page).
   */
  public SheetSpec sheet(String name, double margin, boolean fold) throws IOException {
    return sheet(name, margin, fold, java.util.Optional.empty());
  }

  /**
   * As {@link #sheet(String, double, boolean)}, with the cards {@code gutter} mm apart both ways
   * when it is given.
   */
  public SheetSpec sheet(
      String name, double margin, boolean fold, java.util.Optional<Double> gutter)
      throws IOException {
    Path file = dir.resolve("sheets").resolve(name + ".yaml");
    SheetDto d = read(file, SheetDto.class);
    CardSize size =
        switch (String.valueOf(d.card())) {
          case "poker" -> CardSize.POKER;
          case "index" -> CardSize.INDEX_CARD;
          default -> throw new IOException(file + ": card must be poker or index, not " + d.card());
        };
    boolean stock = Boolean.TRUE.equals(d.stock());
    // Boxed fields: a missing key reads as null here, so a misspelt one is reported by name.
    if (d.page() == null
        || d.page().width() == null
        || d.page().height() == null
        || (!stock
            && (d.crop() == null || d.crop().length() == null || d.crop().offset() == null))) {
      throw new IOException(
          file
              + ": page {width, height}, card and crop {length, offset} are all required"
              + " (crop not for stock: true)");
    }
    SheetSpec.Kind kind =
        stock ? SheetSpec.Kind.STOCK : fold ? SheetSpec.Kind.FOLD : SheetSpec.Kind.SHEET;
    try {
      return SheetPlanner.plan(
          new SheetPlanner.Request(
              name,
              d.page().width(),
              d.page().height(),
              stock ? 0 : margin,
              size.trimWidth(),
              size.trimHeight(),
              size.bleed(),
              stock ? 0 : d.crop().length(),
              stock ? 0 : d.crop().offset(),
              kind,
              d.apart() == null || stock ? 0 : d.apart(),
              stock ? java.util.Optional.empty() : gutter));
    } catch (IllegalArgumentException e) {
      throw new IOException(file + ": " + e.getMessage(), e);
    }
  }

  /** Every printing step of the notes, for checks that need not pick a layout. */
  public List<String> printingSteps() throws IOException {
    return printingSteps(
        org.legendsforge.kit.print.Layout.HOME,
        org.legendsforge.kit.print.Duplex.LONG,
        sheet("cards-a4"));
  }

  /**
   * The printing steps for a file of {@code layout} and {@code duplex} on {@code sheet}, with the
   * sheet's own numbers put in: so the notes say what this file does, and promise no more than its
   * bleed hides.
   */
  public List<String> printingSteps(
      org.legendsforge.kit.print.Layout layout,
      org.legendsforge.kit.print.Duplex duplex,
      SheetSpec sheet)
      throws IOException {
    Path file = dir.resolve("notes.yaml");
    NotesDto n = read(file, NotesDto.class);
    java.util.ArrayList<String> steps =
        new java.util.ArrayList<>(required(file, "first", n.first()));
    if (layout == org.legendsforge.kit.print.Layout.FOLD) {
      steps.addAll(required(file, "fold", n.fold()));
    } else {
      steps.addAll(required(file, "duplex-test", n.duplexTest()));
      boolean hidden = sheet.hiddenOffsetX() > 0 && sheet.hiddenOffsetY() > 0;
      steps.addAll(
          hidden
              ? required(file, "offset-hidden", n.offsetHidden())
              : required(file, "offset-shows", n.offsetShows()));
      steps.addAll(
          switch (duplex) {
            case LONG -> required(file, "long", n.long_());
            case SHORT -> required(file, "short", n.short_());
            case NONE -> required(file, "none", n.none());
          });
    }
    steps.addAll(required(file, "last", n.last()));
    String touching =
        sheet.hiddenOffsetX() == 0 && sheet.hiddenOffsetY() == 0
            ? "on every side"
            : sheet.hiddenOffsetX() == 0 ? "side by side" : "above and below";
    return steps.stream()
        .map(
            s ->
                s.replace("{margin}", mm(sheet.margin()))
                    .replace("{across}", mm(sheet.hiddenOffsetX()))
                    .replace("{down}", mm(sheet.hiddenOffsetY()))
                    .replace("{touching}", touching))
        .toList();
  }

  private static List<String> required(Path file, String key, List<String> steps)
      throws IOException {
    if (steps == null || steps.isEmpty()) {
      throw new IOException(file + ": \"" + key + "\" needs at least one step");
    }
    return steps;
  }

  private static String mm(double v) {
    return new java.math.BigDecimal(Double.toString(Math.round(v * 100) / 100.0))
        .stripTrailingZeros()
        .toPlainString();
  }

  private <T> T read(Path file, Class<T> type) throws IOException {
    byte[] bytes;
    try {
      bytes = files.read(file, 1 << 20);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new IOException(file + ": template missing", e);
    } catch (IOException e) {
      throw new IOException(file + ": " + IoProblem.describe(e), e);
    }
    try {
      return yaml.readValue(bytes, type);
    } catch (UnrecognizedPropertyException e) {
      // Records are read whole, so Jackson's location is the end of the mapping: name the key.
      List<String> known = e.getKnownPropertyIds().stream().map(String::valueOf).sorted().toList();
      throw new IOException(
          file + ": unknown key \"" + e.getPropertyName() + "\"; the keys are " + known, e);
    } catch (JacksonException e) {
      String where = e.getLocation() == null ? "" : ":" + e.getLocation().getLineNr();
      throw new IOException(file + where + ": " + e.getOriginalMessage(), e);
    }
  }
}
