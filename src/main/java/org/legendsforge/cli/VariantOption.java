package org.legendsforge.cli;

import java.util.Optional;
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
}
