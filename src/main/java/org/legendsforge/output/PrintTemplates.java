package org.legendsforge.output;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.legendsforge.files.InputFolder;
import org.legendsforge.files.IoProblem;
import java.util.List;
import java.util.Locale;
import org.legendsforge.print.BleedMode;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.print.pages.PlayerAid;
import org.legendsforge.render.CardSize;

/**
 * Reads {@code templates/print/}: sheet specs in millimetres ({@code sheets/<name>.yaml}), the
 * printing notes and the player-aid text. Unknown keys are errors, so a typo never passes silently.
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

  public PlayerAid playerAid() throws IOException {
    return read(dir.resolve("player-aid.yaml"), PlayerAid.class);
  }

  public List<String> printingSteps() throws IOException {
    return List.copyOf(read(dir.resolve("notes.yaml"), NotesDto.class).steps());
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
