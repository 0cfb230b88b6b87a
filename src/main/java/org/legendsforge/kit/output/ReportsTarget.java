package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * Writes {@code reports/balance.html}, the balance report page the game makes of its card set (the
 * cards it flags are reported as warnings by the checks every build makes first), and carries over
 * the pages {@code forge playtest} wrote into the output folder ({@link #PLAYTEST_PAGES}): a
 * playtest takes minutes, and a build replaces the whole {@code reports} folder, so without this
 * every build would lose them. They are the last playtest's, made from the card data of that day
 * (each says what it played).
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

  /**
   * The game's balance report page of a card set, or empty, having reported why into {@code sink},
   * when it cannot price it (errors in its balance inputs).
   */
  public interface Page {
    Optional<String> html(CardGame game, Diagnostics sink);
  }

  private final Page balance;
  private final Optional<Path> previous;

  /**
   * {@code balance} reads the card data's balance inputs; their errors stop the build like any data
   * error.
   */
  public ReportsTarget(Page balance) {
    this(balance, Optional.empty());
  }

  /**
   * The same, carrying over the playtest pages of the output folder {@code previous} (the live
   * one).
   */
  public ReportsTarget(Page balance, Optional<Path> previous) {
    this.balance = balance;
    this.previous = previous;
  }

  @Override
  public String name() {
    return "reports";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    Optional<String> html = balance.html(context.game(), context.diagnostics());
    if (html.isEmpty()) {
      return;
    }
    Path page = outDir.resolve(BALANCE_PAGE);
    Files.createDirectories(page.getParent());
    Files.writeString(page, html.get(), StandardCharsets.UTF_8);
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
