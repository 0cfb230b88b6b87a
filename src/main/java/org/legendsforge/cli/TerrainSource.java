package org.legendsforge.cli;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceRef;
import org.legendsforge.rules.Board;

/**
 * The map a {@code --terrain} value names: a terrain file (see {@link TerrainFile}), its path taken
 * relative to where the user stands and shown as typed.
 */
final class TerrainSource {
  private final Path userDir;

  TerrainSource(Path userDir) {
    this.userDir = userDir;
  }

  /** The board, or empty with the problems in {@code sink}. */
  Optional<Board> load(String value, Diagnostics sink) {
    Path file = userDir.resolve(value).normalize();
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      sink.error(
          TerrainFile.CHECK,
          SourceRef.file(value),
          "no such terrain file",
          "give a file of 9 rows of 10 cells, or seed:N for the map of forge setup --seed N");
      return Optional.empty();
    } catch (MalformedInputException e) {
      sink.error(
          TerrainFile.CHECK, SourceRef.file(value), "the file is not UTF-8 text", "save it as UTF-8");
      return Optional.empty();
    } catch (IOException e) {
      sink.error(
          TerrainFile.CHECK,
          SourceRef.file(value),
          "cannot read the terrain file: " + e.getMessage(),
          "check that it is a readable file, not a folder");
      return Optional.empty();
    }
    return TerrainFile.parse(value, lines, sink);
  }
}
