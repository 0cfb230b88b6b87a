package org.legendsforge.cli;

import java.util.Optional;
import org.legendsforge.model.Catalog;
import org.legendsforge.pipeline.VariantChoice;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** The {@code --variant ID} option of the commands that build or play by the rules. */
final class VariantOption {
  @Option(
      names = "--variant",
      paramLabel = "ID",
      description =
          "Use a variant of the rules from the card data's variants.yaml (default: the designer's"
              + " rules, also named rules).")
  String id;

  Optional<String> id() {
    return Optional.ofNullable(id);
  }

  /**
   * The catalog under the chosen variant; empty after printing a usage error when the data has no
   * such variant.
   */
  Optional<Catalog> apply(CommandSpec spec, Catalog catalog) {
    if (id == null) {
      return Optional.of(catalog);
    }
    Optional<Catalog> under = VariantChoice.apply(catalog, id);
    if (under.isEmpty()) {
      Usage.error(spec, VariantChoice.unknown(id), VariantChoice.hint(catalog));
    }
    return under;
  }
}
