package org.legendsforge.pipeline;

import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.report.PlaytestPage;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonPage;
import org.legendsforge.games.graveyard.playtest.studies.ComparisonReport;
import org.legendsforge.games.graveyard.playtest.studies.LadderPage;
import org.legendsforge.games.graveyard.playtest.studies.LadderReport;
import org.legendsforge.games.graveyard.playtest.studies.VariantReport;
import org.legendsforge.games.graveyard.playtest.studies.VariantsPage;
import org.legendsforge.games.graveyard.playtest.tuning.TunePage;
import org.legendsforge.games.graveyard.playtest.tuning.TuneReport;
import org.legendsforge.kit.report.BalancePage;

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
