package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.data.CardDataLoader;
import org.legendsforge.data.LoadResult;
import org.legendsforge.data.RulesTextLoader;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.rulebook.Rulebook;
import org.legendsforge.validate.CatalogCheck;
import org.legendsforge.validate.Validator;

/** Load, then validate: the first two stages of every command that reads card data. */
public final class DataStage {
  private final ProjectPaths paths;
  private final List<CatalogCheck> checks;

  public DataStage(ProjectPaths paths, List<CatalogCheck> checks) {
    this.paths = paths;
    this.checks = List.copyOf(checks);
  }

  /**
   * The catalog and its rules text when the data loads and validates with no error, and every
   * problem found. The rules text is read once the cards are valid: its placeholders name them.
   */
  public LoadResult run(Path dataDir) {
    return run(dataDir, java.util.Map.of());
  }

  /**
   * As {@link #run(Path)}, with {@code replaced} files' text (relative paths) in place of theirs.
   */
  public LoadResult run(Path dataDir, java.util.Map<String, String> replaced) {
    // files are named relative to the project, as every output names them
    Path project = ProjectPaths.projectOf(dataDir);
    LoadResult loaded = new CardDataLoader(project).load(dataDir, replaced);
    Diagnostics all = loaded.diagnostics();
    Optional<Catalog> catalog = loaded.catalog();
    catalog.ifPresent(c -> new Validator(checks).validate(c, loaded.sources(), all));
    Rulebook rulebook =
        catalog
            .flatMap(c -> new RulesTextLoader(project).load(dataDir, c, all))
            .orElse(Rulebook.NONE);
    return new LoadResult(
        all.hasErrors() ? Optional.empty() : catalog, all, loaded.sources(), rulebook);
  }
}
