package org.legendsforge.pipeline;

import java.util.Optional;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Variant;

/**
 * The variant a command was asked for by id ({@code --variant ID}), looked up in the card data's
 * variants.yaml; {@value Variant#RULES_ID} names the designer's rules. One wording of "no such
 * variant" for every command.
 */
public final class VariantChoice {
  private VariantChoice() {}

  /**
   * The catalog played under the variant {@code id}, or empty when the data has no such variant.
   */
  public static Optional<Catalog> apply(Catalog catalog, String id) {
    if (id.equals(Variant.RULES_ID)) {
      return catalog.game().variant().isEmpty() ? Optional.of(catalog) : Optional.empty();
    }
    return catalog.game().variant(id).map(v -> catalog.under(Optional.of(v)));
  }

  /** What to say when the data has no variant {@code id}. */
  public static String unknown(String id) {
    return "the card data has no variant \"" + id + "\"";
  }

  /** The variants that can be named instead. */
  public static String hint(Catalog catalog) {
    if (catalog.game().variants().isEmpty()) {
      return "this card data ships no variants.yaml; docs/card-data.md (\"Variants\") shows how to"
          + " write one, or leave --variant out to play the designer's rules";
    }
    return "name one of "
        + catalog.game().variants().stream().map(Variant::id).collect(Collectors.joining(", "))
        + ", or "
        + Variant.RULES_ID
        + " for the designer's rules";
  }
}
