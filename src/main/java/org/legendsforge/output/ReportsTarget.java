package org.legendsforge.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import org.legendsforge.balance.BalanceModel;
import org.legendsforge.balance.BalanceReport;
import org.legendsforge.balance.CardValue;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.report.BalancePage;

/**
 * Writes {@code reports/balance.html}, the balance report page with its charts, reports the cards
 * it flags as warnings, and carries over the pages {@code forge playtest} wrote into the output
 * folder ({@link #PLAYTEST_PAGES}): a playtest takes minutes, and a build replaces the whole {@code
 * reports} folder, so without this every build would lose them. They are the last playtest's, made
 * from the card data of that day (each says what it played).
 */
public final class ReportsTarget implements OutputTarget {
  public static final String BALANCE_PAGE = "reports/balance.html";

  /**
   * The pages of {@code forge playtest}, of a comparison and of a skill ladder, relative to the
   * output folder.
   */
  public static final List<String> PLAYTEST_PAGES =
      List.of(
          "reports/playtest.html", "reports/playtest-compare.html", "reports/playtest-ladder.html");

  /** Gives the balance model for a catalog, or reports why there is none (balance.yaml errors). */
  public interface Pricing {
    Optional<BalanceModel> model(Catalog catalog, Diagnostics sink);
  }

  private final Pricing pricing;
  private final Optional<Path> previous;

  /**
   * {@code pricing} reads the card data's balance.yaml; its errors stop the build like any data
   * error.
   */
  public ReportsTarget(Pricing pricing) {
    this(pricing, Optional.empty());
  }

  /**
   * The same, carrying over the playtest pages of the output folder {@code previous} (the live
   * one).
   */
  public ReportsTarget(Pricing pricing, Optional<Path> previous) {
    this.pricing = pricing;
    this.previous = previous;
  }

  /** A target that prices with weights already loaded. */
  public ReportsTarget(BalanceModel model) {
    this((catalog, sink) -> Optional.of(model));
  }

  @Override
  public String name() {
    return "reports";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    Optional<BalanceModel> model = pricing.model(context.catalog(), context.diagnostics());
    if (model.isEmpty()) {
      return;
    }
    Path page = outDir.resolve(BALANCE_PAGE);
    Files.createDirectories(page.getParent());
    Files.writeString(
        page, new BalancePage().html(context.catalog(), model.get()), StandardCharsets.UTF_8);
    if (previous.isPresent()) {
      for (String kept : PLAYTEST_PAGES) {
        Path old = previous.get().resolve(kept);
        if (Files.isRegularFile(old)) {
          Files.copy(old, outDir.resolve(kept), StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    outliers(context, BalanceReport.of(context.catalog(), model.get()));
  }

  /**
   * The cards the balance model flags, and its findings about the whole set, as warnings: advice
   * (the build goes on), shown in the build's summary and the gallery, not only by forge balance.
   */
  private static void outliers(BuildContext context, BalanceReport report) {
    String hint =
        "see "
            + BALANCE_PAGE
            + "; change the card, or price what only its text says"
            + " under adjustments: in card-data/balance.yaml";
    for (CardValue v : report.cards()) {
      v.flag()
          .ifPresent(
              flag ->
                  context
                      .diagnostics()
                      .warning(
                          "balance",
                          context.where().locate(v.id(), ""),
                          "card " + v.id() + " (" + v.deck() + "): " + flag,
                          hint));
    }
    for (String finding : report.findings()) {
      context.diagnostics().warning("balance", context.where().file("balance.yaml"), finding, hint);
    }
  }
}
