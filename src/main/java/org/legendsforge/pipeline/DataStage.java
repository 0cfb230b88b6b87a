package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.data.RulesTextLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.validate.CatalogCheck;
import org.legendsforge.games.graveyard.validate.RulesChecks;
import org.legendsforge.games.graveyard.validate.Validator;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.diag.Diagnostics;

/** Load, then validate: the first two stages of every command that reads card data. */
public final class DataStage {
  private final ProjectPaths paths;
  private final List<CatalogCheck> checks;

  public DataStage(ProjectPaths paths, List<CatalogCheck> checks) {
    this.paths = paths;
    this.checks = List.copyOf(checks);
  }

  /** The stage every command uses: the data validated with every family of checks. */
  public static DataStage withEveryCheck(ProjectPaths paths) {
    return new DataStage(paths, RulesChecks.all());
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
    return run(dataDir, replaced, Optional.empty());
  }

  /**
   * As above, the catalog played under the variant {@code variant} when the data ships it (the
   * rules text then prints the variant's numbers); an unknown id leaves the designer's rules, for
   * the caller to report ({@link VariantChoice}).
   */
  public LoadResult run(
      Path dataDir, java.util.Map<String, String> replaced, Optional<String> variant) {
    // files are named relative to the project, as every output names them
    Path project = ProjectPaths.projectOf(dataDir);
    LoadResult loaded = new CardDataLoader(project).load(dataDir, replaced);
    Diagnostics all = loaded.diagnostics();
    Optional<Catalog> catalog = loaded.catalog();
    catalog.ifPresent(c -> new Validator(checks).validate(c, loaded.sources(), all));
    catalog = catalog.map(c -> variant.flatMap(id -> VariantChoice.apply(c, id)).orElse(c));
    Rulebook rulebook =
        catalog
            .flatMap(c -> new RulesTextLoader(project).load(dataDir, c, all))
            .orElse(Rulebook.NONE);
    return new LoadResult(
        all.hasErrors() ? Optional.empty() : catalog, all, loaded.sources(), rulebook);
  }
}
