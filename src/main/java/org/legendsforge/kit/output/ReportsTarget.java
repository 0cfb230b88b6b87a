package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.report.BalancePage;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Writes {@code reports/balance.html}, the balance report page with its charts (the cards it flags
 * are reported as warnings by the checks every build makes first, {@code
 * validate.BalanceWarnings}), and carries over the pages {@code forge playtest} wrote into the
 * output folder ({@link #PLAYTEST_PAGES}): a playtest takes minutes, and a build replaces the whole
 * {@code reports} folder, so without this every build would lose them. They are the last
 * playtest's, made from the card data of that day (each says what it played).
 */
public final class ReportsTarget implements OutputTarget {
  public static final String BALANCE_PAGE = "reports/balance.html";

  /**
   * The pages of {@code forge playtest}, of a comparison, of a skill ladder, of variants compared
   * and of the game-quality report, relative to the output folder.
   */
  public static final List<String> PLAYTEST_PAGES =
      List.of(
          "reports/playtest.html",
          "reports/playtest-compare.html",
          "reports/playtest-ladder.html",
          "reports/variants.html",
          "reports/quality.html");

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
    Optional<BalanceModel> model = pricing.model(((Catalog) context.game()), context.diagnostics());
    if (model.isEmpty()) {
      return;
    }
    Path page = outDir.resolve(BALANCE_PAGE);
    Files.createDirectories(page.getParent());
    Files.writeString(
        page,
        new BalancePage().html(((Catalog) context.game()), model.get()),
        StandardCharsets.UTF_8);
    if (previous.isPresent()) {
      for (String kept : PLAYTEST_PAGES) {
        Path old = previous.get().resolve(kept);
        if (Files.isRegularFile(old)) {
          Files.copy(old, outDir.resolve(kept), StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }
}
