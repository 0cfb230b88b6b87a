package org.legendsforge.cli;

import java.util.Optional;
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
   * Prints the usage error of a variant the card data does not ship, {@code hint} naming those it
   * does; the exit status.
   */
  int unknown(CommandSpec spec, String hint) {
    return Usage.error(spec, VariantChoice.unknown(id), hint);
  }
}
