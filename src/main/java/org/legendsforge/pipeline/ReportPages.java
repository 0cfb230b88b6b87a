package org.legendsforge.pipeline;

import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.ComparisonReport;
import org.legendsforge.games.graveyard.playtest.LadderReport;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.TuneReport;
import org.legendsforge.games.graveyard.playtest.VariantReport;
import org.legendsforge.kit.report.BalancePage;
import org.legendsforge.kit.report.ComparisonPage;
import org.legendsforge.kit.report.LadderPage;
import org.legendsforge.kit.report.PlaytestPage;
import org.legendsforge.kit.report.TunePage;
import org.legendsforge.kit.report.VariantsPage;

/**
 * The HTML page of each report a command makes (balance, playtest, comparison, ladder, variants,
 * tune): the one place that knows which page draws which report, so a command asks for the page and
 * writes or prints it without knowing how it is drawn.
 */
public final class ReportPages {
  private ReportPages() {}

  public static String balance(Catalog catalog, BalanceModel model) {
    return new BalancePage().html(catalog, model);
  }

  /** {@code spellTolerance}: the balance model's band around a spell's price. */
  public static String playtest(PlaytestReport report, double spellTolerance) {
    return new PlaytestPage().html(report, spellTolerance);
  }

  public static String comparison(ComparisonReport report) {
    return new ComparisonPage().html(report);
  }

  public static String ladder(LadderReport report) {
    return new LadderPage().html(report);
  }

  public static String variants(VariantReport report) {
    return new VariantsPage().html(report);
  }

  public static String tune(TuneReport report) {
    return new TunePage().html(report);
  }
}
