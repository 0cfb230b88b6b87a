package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.ClusterSettings;
import org.legendsforge.games.graveyard.data.PrintSettings;
import org.legendsforge.games.graveyard.data.ProjectFile;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * The project's settings in forge.yaml beside the card data ({@link ProjectFile}): the base URL of
 * the card images a Tabletop Simulator save names, the printer setup, and the cluster playtests are
 * played on.
 */
public record ForgeYaml(
    Optional<String> imageBaseUrl, PrintSettings print, ClusterSettings cluster) {
  /**
   * The settings beside {@code dataDir} (the defaults when there is no forge.yaml), or empty when
   * the file has errors; its problems go to {@code problems}.
   */
  public static Optional<ForgeYaml> read(Path dataDir, Path userDir, Diagnostics problems) {
    return ProjectFile.load(dataDir, userDir, problems)
        .map(s -> new ForgeYaml(s.imageBaseUrl(), s.print(), s.cluster()));
  }
}
