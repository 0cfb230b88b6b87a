package org.legendsforge.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.data.LoadResult;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceRef;
import org.legendsforge.files.InputFolder;
import org.legendsforge.files.IoProblem;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.rules.Board;
import org.legendsforge.rules.MinStd;
import org.legendsforge.rules.TerrainLayout;
import picocli.CommandLine;

/**
 * The map a {@code --terrain} value names: {@code seed:N}, the map {@code forge setup --seed N}
 * lays out from the card data's terrain deck, or a terrain file (see {@link TerrainFile}), its path
 * taken relative to where the user stands and shown as typed.
 */
final class TerrainSource {
  static final String SEED_PREFIX = "seed:";

  private final CommandLine cl;
  private final ProjectPaths paths;
  private final Path dataOption;

  TerrainSource(CommandLine cl, ProjectPaths paths, Path dataOption) {
    this.cl = cl;
    this.paths = paths;
    this.dataOption = dataOption;
  }

  /** The board, or empty with the problems in {@code sink}. */
  Optional<Board> load(String value, Diagnostics sink) {
    if (value.startsWith(SEED_PREFIX)) {
      long seed = SeedOption.parse(cl, "--terrain seed", value.substring(SEED_PREFIX.length()));
      return fromSeed(seed, sink);
    }
    return fromFile(value, sink);
  }

  /** The layout is setup's first draw, so drawing it alone gives setup's map for the seed. */
  private Optional<Board> fromSeed(long seed, Diagnostics sink) {
    Path dataDir = paths.data(dataOption);
    if (!Files.isDirectory(dataDir)) {
      throw new CommandLine.ParameterException(
          cl,
          "card-data folder "
              + paths.display(dataDir)
              + " does not exist (seed:N needs the terrain deck; pass the folder with --data DIR)");
    }
    LoadResult loaded = Stages.data(paths).run(dataDir);
    sink.addAll(loaded.diagnostics());
    return loaded
        .catalog()
        .map(c -> Board.of(TerrainLayout.draw(c.terrainCards(), new MinStd(seed))));
  }

  /** A terrain file is 9 rows of 10 cells: a few hundred bytes, with comments a few KiB. */
  static final long MAX_BYTES = 64 * 1024;

  private Optional<Board> fromFile(String value, Diagnostics sink) {
    Path file = paths.userDir().resolve(value).normalize();
    List<String> lines;
    try {
      byte[] bytes = InputFolder.readNamed(file, MAX_BYTES);
      lines =
          StandardCharsets.UTF_8
              .newDecoder()
              .decode(java.nio.ByteBuffer.wrap(bytes))
              .toString()
              .lines()
              .toList();
    } catch (NoSuchFileException e) {
      sink.error(
          TerrainFile.CHECK,
          SourceRef.file(value),
          "no such terrain file",
          "give a file of 9 rows of 10 cells, or seed:N for the map of forge setup --seed N");
      return Optional.empty();
    } catch (java.nio.charset.CharacterCodingException e) {
      sink.error(
          TerrainFile.CHECK,
          SourceRef.file(value),
          "the file is not UTF-8 text",
          "save it as UTF-8");
      return Optional.empty();
    } catch (IOException e) {
      sink.error(
          TerrainFile.CHECK,
          SourceRef.file(value),
          "cannot read the terrain file: " + IoProblem.describe(e),
          "give a file of 9 rows of 10 cells (a few hundred bytes), or seed:N");
      return Optional.empty();
    }
    return TerrainFile.parse(value, lines, sink);
  }
}
