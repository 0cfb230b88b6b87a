package org.legendsforge.pipeline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.BalanceTable;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.balance.report.BalancePage;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.files.IoProblem;
import org.legendsforge.kit.output.OutputTree;
import org.legendsforge.kit.output.OwnFile;
import org.legendsforge.kit.output.ReportsTarget;

/**
 * {@code forge balance}: loads the card data, prices every card with its balance.yaml and, when
 * asked, writes the balance page, into the output folder as a build would (staged and committed,
 * the rest of the last build kept) or to a file the user names.
 */
public final class BalanceRun {
  /** A balance page forge wrote holds this sentence near its top. */
  static final OwnFile PAGE = new OwnFile(List.of("Every card priced in one unit, <em>value</em>"));

  /**
   * What the run found: the data's diagnostics, the priced cards (empty when the data or its
   * weights have errors) and, when a page was asked for, where it went or why it did not.
   */
  public static final class Result {
    private final Diagnostics diagnostics;
    private final Optional<BalanceReport> report;
    private final Optional<PageWritten> page;

    private Result(
        Diagnostics diagnostics, Optional<BalanceReport> report, Optional<PageWritten> page) {
      this.diagnostics = diagnostics;
      this.report = report;
      this.page = page;
    }

    public Diagnostics diagnostics() {
      return diagnostics;
    }

    /** Whether every card was priced: false when the data or its weights have errors. */
    public boolean priced() {
      return report.isPresent();
    }

    /** The page asked for: the file written, or why nothing was. */
    public Optional<PageWritten> page() {
      return page;
    }

    /** The priced cards as the terminal's table. */
    public String table() {
      return new BalanceTable().text(report.orElseThrow());
    }

    /** The priced cards as indented JSON. */
    public String json() throws JsonProcessingException {
      return new ObjectMapper()
          .findAndRegisterModules()
          .enable(SerializationFeature.INDENT_OUTPUT)
          .writeValueAsString(report.orElseThrow());
    }
  }

  /** The balance page: the file written, or the failure that left everything as it was. */
  public record PageWritten(Optional<Path> file, Optional<BuildReport.Failure> failure) {}

  private BalanceRun() {}

  /**
   * Prices the cards of {@code dataDir}; with {@code page} present, also writes the balance page:
   * to that file (relative to the user's folder), or into the output folder when it is empty.
   */
  public static Result run(ProjectPaths paths, Path dataDir, Optional<String> page) {
    LoadResult loaded = Stages.data(paths).run(dataDir);
    Diagnostics sink = loaded.diagnostics();
    Optional<BalanceWeights> weights =
        loaded.catalog().flatMap(c -> BalanceInputs.weights(c, dataDir, sink));
    Optional<BalanceReport> report =
        weights.map(w -> BalanceReport.of(loaded.catalog().get(), new BalanceModel(w)));
    Optional<PageWritten> written =
        report.isEmpty() || page.isEmpty()
            ? Optional.empty()
            : Optional.of(
                writePage(
                    paths, loaded.catalog().get(), new BalanceModel(weights.get()), page.get()));
    return new Result(sink, report, written);
  }

  /**
   * Writes the page to the named file (never over a file forge did not write), or, when none is
   * named, into the output folder as a build would: staged and committed, the rest of the last
   * build kept.
   */
  private static PageWritten writePage(
      ProjectPaths paths, Catalog c, BalanceModel model, String file) {
    String text = new BalancePage().html(c, model);
    Path page;
    try {
      if (file.isEmpty()) {
        OutputTree tree = new OutputTree(paths.output(null));
        OutputPart.write(tree, Map.of(ReportsTarget.BALANCE_PAGE, text));
        page = tree.root().resolve(ReportsTarget.BALANCE_PAGE);
      } else {
        page = paths.userDir().resolve(file).normalize();
        PAGE.write(page, text);
      }
    } catch (OutputTree.NotOurs e) {
      return failed(
          OutputFailure.NOT_MADE_BY_FORGE,
          OutputFailure.notMadeByForge(paths.display(e.folder())),
          "name the page's file yourself: --html FILE");
    } catch (OwnFile.Refused e) {
      return failed(OutputFailure.NOT_MADE_BY_FORGE, e.getMessage(), e.hint());
    } catch (IOException e) {
      return failed(
          OutputFailure.CANNOT_WRITE,
          "cannot write the balance page: " + IoProblem.withPath(e),
          "check that the folder exists and is writable");
    }
    return new PageWritten(Optional.of(page), Optional.empty());
  }

  private static PageWritten failed(OutputFailure kind, String message, String hint) {
    return new PageWritten(
        Optional.empty(), Optional.of(new BuildReport.Failure(kind, message, hint)));
  }
}
