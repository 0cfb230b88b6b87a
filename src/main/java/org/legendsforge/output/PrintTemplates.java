package org.legendsforge.output;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.legendsforge.print.BleedMode;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.render.CardSize;

/**
 * Reads {@code templates/print/}: sheet specs in millimetres ({@code sheets/<name>.yaml}) and the
 * printing notes. (The player aid's words are rules text, in the card data's {@code rules/}.)
 * Unknown keys are errors, so a typo never passes silently.
 */
public final class PrintTemplates {
  private final Path dir;
  private final ObjectMapper yaml =
      new ObjectMapper(new YAMLFactory()).enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  /**
   * @param dir the {@code templates/print} folder
   */
  public PrintTemplates(Path dir) {
    this.dir = dir;
  }

  record PageDto(Double width, Double height) {}

  record CropDto(Double length, Double offset) {}

  record SheetDto(
      PageDto page,
      String card,
      Integer columns,
      Integer rows,
      String bleed,
      Boolean turned,
      CropDto crop) {}

  record NotesDto(List<String> steps) {}

  public SheetSpec sheet(String name) throws IOException {
    Path file = dir.resolve("sheets").resolve(name + ".yaml");
    SheetDto d = read(file, SheetDto.class);
    CardSize size =
        switch (String.valueOf(d.card())) {
          case "poker" -> CardSize.POKER;
          case "index" -> CardSize.INDEX_CARD;
          default -> throw new IOException(file + ": card must be poker or index, not " + d.card());
        };
    BleedMode mode;
    try {
      mode = BleedMode.valueOf(String.valueOf(d.bleed()).toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IOException(file + ": bleed must be full or outer, not " + d.bleed(), e);
    }
    // Boxed fields: a missing key reads as null here, so a misspelt one is reported by name.
    if (d.page() == null
        || d.page().width() == null
        || d.page().height() == null
        || d.crop() == null
        || d.crop().length() == null
        || d.crop().offset() == null
        || d.columns() == null
        || d.rows() == null) {
      throw new IOException(
          file
              + ": page {width, height}, card, columns, rows, bleed and crop {length, offset}"
              + " are all required");
    }
    try {
      return new SheetSpec(
          name,
          d.page().width(),
          d.page().height(),
          d.columns(),
          d.rows(),
          size.trimWidth(),
          size.trimHeight(),
          size.bleed(),
          mode,
          Boolean.TRUE.equals(d.turned()),
          d.crop().length(),
          d.crop().offset());
    } catch (IllegalArgumentException e) {
      throw new IOException(file + ": " + e.getMessage(), e);
    }
  }

  public List<String> printingSteps() throws IOException {
    return List.copyOf(read(dir.resolve("notes.yaml"), NotesDto.class).steps());
  }

  private <T> T read(Path file, Class<T> type) throws IOException {
    if (!Files.isRegularFile(file)) {
      throw new IOException(file + ": template missing");
    }
    try {
      return yaml.readValue(file.toFile(), type);
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
