package org.legendsforge.pipeline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.data.TerrainFile;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.MinStd;
import org.legendsforge.games.graveyard.rules.TerrainLayout;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * The map a {@code --terrain} value names: {@code seed:N}, the map {@code forge setup --seed N}
 * lays out from the card data's terrain deck, or a terrain file (see {@link TerrainFile}), its path
 * taken relative to where the user stands and shown as typed.
 */
public final class TerrainSource {
  public static final String SEED_PREFIX = "seed:";

  private final ProjectPaths paths;
  private final Path dataOption;

  /**
   * @param dataOption the card-data folder the user named, or null for the project's
   */
  public TerrainSource(ProjectPaths paths, Path dataOption) {
    this.paths = paths;
    this.dataOption = dataOption;
  }

  /** The card-data folder a {@code seed:N} map is drawn from is not there. */
  public static final class NoCardData extends Exception {
    NoCardData(String message) {
      super(message);
    }
  }

  /**
   * The map of setup's seed, or empty with the card data's problems in {@code sink}. The layout is
   * setup's first draw, so drawing it alone gives setup's map for the seed.
   */
  public Optional<Board> fromSeed(long seed, Diagnostics sink) throws NoCardData {
    Path dataDir = paths.data(dataOption);
    if (!Files.isDirectory(dataDir)) {
      throw new NoCardData(
          "card-data folder "
              + paths.display(dataDir)
              + " does not exist (seed:N needs the terrain deck; pass the folder with --data DIR)");
    }
    LoadResult loaded = DataStage.withEveryCheck(paths).run(dataDir);
    sink.addAll(loaded.diagnostics());
    return loaded
        .catalog()
        .map(c -> Board.of(TerrainLayout.draw(c.terrainCards(), new MinStd(seed))));
  }

  /** The map of the terrain file {@code value}, or empty with its problems in {@code sink}. */
  public Optional<Board> fromFile(String value, Diagnostics sink) {
    return TerrainFile.read(paths.userDir().resolve(value).normalize(), value, sink);
  }
}
