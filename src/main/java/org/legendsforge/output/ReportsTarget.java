package org.legendsforge.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.legendsforge.report.BalancePage;
import org.legendsforge.validate.BalanceModel;

/** Writes {@code reports/balance.html}, the balance report page with its charts. */
public final class ReportsTarget implements OutputTarget {
  public static final String BALANCE_PAGE = "reports/balance.html";

  private final BalanceModel model;

  /** {@code model} prices the cards: the weights of the card data's balance.yaml. */
  public ReportsTarget(BalanceModel model) {
    this.model = model;
  }

  @Override
  public String name() {
    return "reports";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    Path page = outDir.resolve(BALANCE_PAGE);
    Files.createDirectories(page.getParent());
    Files.writeString(page, new BalancePage().html(context.catalog(), model), StandardCharsets.UTF_8);
  }
}
