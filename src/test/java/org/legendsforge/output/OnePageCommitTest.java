package org.legendsforge.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run that writes one page of a folder ({@code forge playtest}, {@code forge balance --html})
 * commits like a build and keeps the page's neighbours: the commit alone carries over only whole
 * top-level names, so the balance page would otherwise lose the playtest page, and back.
 */
class OnePageCommitTest {
  @TempDir Path tmp;

  private void commit(OutputTree tree, String page, String text, boolean keepRest)
      throws Exception {
    try (OutputTree.BuildLock lock = tree.lock()) {
      Path staging = tree.beginStaging();
      Path staged = staging.resolve(page);
      Files.createDirectories(staged.getParent());
      Files.writeString(staged, text);
      if (keepRest) {
        tree.keepRestOf("reports");
      }
      tree.commit();
    }
  }

  @Test
  void aPageWrittenAloneKeepsTheOtherPagesOfItsFolderAndTheRestOfTheBuild() throws Exception {
    OutputTree tree = new OutputTree(tmp.resolve("output"));
    try (OutputTree.BuildLock lock = tree.lock()) {
      Path staging = tree.beginStaging();
      Files.createDirectories(staging.resolve("reports"));
      Files.createDirectories(staging.resolve("cards"));
      Files.writeString(staging.resolve("reports/balance.html"), "balance 1");
      Files.writeString(staging.resolve("reports/playtest.html"), "playtest 1");
      Files.writeString(staging.resolve("cards/a.png"), "card");
      tree.commit();
    }

    commit(tree, "reports/playtest.html", "playtest 2", true);

    Path out = tree.root();
    assertThat(out.resolve("reports/playtest.html")).hasContent("playtest 2");
    assertThat(out.resolve("reports/balance.html")).hasContent("balance 1");
    assertThat(out.resolve("cards/a.png")).hasContent("card");

    commit(tree, "reports/balance.html", "balance 2", true);

    assertThat(out.resolve("reports/balance.html")).hasContent("balance 2");
    assertThat(out.resolve("reports/playtest.html")).hasContent("playtest 2");
  }

  @Test
  void withoutKeepingTheRestTheFolderHoldsOnlyWhatTheRunWrote() throws Exception {
    OutputTree tree = new OutputTree(tmp.resolve("output"));
    commit(tree, "reports/balance.html", "balance 1", false);
    commit(tree, "reports/playtest.html", "playtest 1", false);

    assertThat(tree.root().resolve("reports/playtest.html")).hasContent("playtest 1");
    assertThat(tree.root().resolve("reports/balance.html")).doesNotExist();
  }

  @Test
  void keepingTheRestOfAFolderTheLastBuildHadNotIsNothingToDo() throws Exception {
    OutputTree tree = new OutputTree(tmp.resolve("output"));
    commit(tree, "reports/playtest.html", "playtest 1", true);

    assertThat(tree.root().resolve("reports/playtest.html")).hasContent("playtest 1");
  }
}
