package org.legendsforge.kit.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.kit.diag.OutputFailure;

/**
 * A run that writes one page of a folder ({@code forge playtest}, {@code forge balance --html})
 * commits like a build and keeps the page's neighbours: the commit alone carries over only whole
 * top-level names, so the balance page would otherwise lose the playtest page, and back.
 */
class OnePageCommitTest {
  @TempDir Path tmp;

  private void commit(OutputTree tree, String page, String text, boolean keepRest)
      throws Exception {
    OutputTree.StagedWrite write =
        staging -> {
          Path staged = staging.resolve(page);
          Files.createDirectories(staged.getParent());
          Files.writeString(staged, text);
        };
    if (keepRest) {
      tree.writePart(write, "reports");
    } else {
      tree.writePart(write);
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

  @Test
  void aFolderForgeDidNotMakeIsRefusedAndLeftAsItWas() throws Exception {
    Path documents = Files.createDirectories(tmp.resolve("documents"));
    Files.writeString(documents.resolve("letter.txt"), "dear");
    OutputTree tree = new OutputTree(documents);

    assertThatThrownBy(() -> commit(tree, "reports/balance.html", "balance", true))
        .isInstanceOfSatisfying(
            OutputTree.NotOurs.class,
            e -> {
              assertThat(e.failure()).isEqualTo(OutputFailure.NOT_MADE_BY_FORGE);
              assertThat(e.folder()).isEqualTo(documents.toAbsolutePath().normalize());
            });
    try (Stream<Path> left = Files.list(documents)) {
      assertThat(left.map(p -> p.getFileName().toString())).containsExactly("letter.txt");
    }
  }

  @Test
  void aWriteThatFailsOrIsWithdrawnLeavesTheLastBuildWhole() throws Exception {
    OutputTree tree = new OutputTree(tmp.resolve("output"));
    commit(tree, "reports/balance.html", "balance 1", false);

    assertThatThrownBy(
            () ->
                tree.writePart(
                    staging -> {
                      Files.createDirectories(staging.resolve("reports"));
                      Files.writeString(staging.resolve("reports/balance.html"), "half");
                      throw new IOException("disk full");
                    },
                    "reports"))
        .hasMessage("disk full");
    assertThat(tree.root().resolve("reports/balance.html")).hasContent("balance 1");

    boolean committed =
        tree.writePart(
            staging -> {
              Files.createDirectories(staging.resolve("reports"));
              Files.writeString(staging.resolve("reports/balance.html"), "with errors");
              throw new OutputTree.Withdrawn();
            });
    assertThat(committed).isFalse();
    assertThat(tree.root().resolve("reports/balance.html")).hasContent("balance 1");

    assertThat(tree.writePart(staging -> Files.writeString(staging.resolve("summary.txt"), "2")))
        .isTrue();
    assertThat(tree.root().resolve("summary.txt")).hasContent("2");
  }
}
