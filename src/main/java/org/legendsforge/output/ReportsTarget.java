package org.legendsforge.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.report.BalancePage;
import org.legendsforge.validate.BalanceModel;

/** Writes {@code reports/balance.html}, the balance report page with its charts. */
public final class ReportsTarget implements OutputTarget {
  public static final String BALANCE_PAGE = "reports/balance.html";

  /** Gives the balance model for a catalog, or reports why there is none (balance.yaml errors). */
  public interface Pricing {
    Optional<BalanceModel> model(Catalog catalog, Diagnostics sink);
  }

  private final Pricing pricing;

  /** {@code pricing} reads the card data's balance.yaml; its errors stop the build like any data error. */
  public ReportsTarget(Pricing pricing) {
    this.pricing = pricing;
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
    Files.writeString(page, new BalancePage().html(context.catalog(), model.get()), StandardCharsets.UTF_8);
  }
}
