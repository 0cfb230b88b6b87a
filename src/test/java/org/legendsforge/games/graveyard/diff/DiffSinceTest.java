package org.legendsforge.games.graveyard.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge diff --since GIT_REF} in a throw-away repository holding the fixture's card data.
 */
class DiffSinceTest {
  @TempDir Path repo;
  Path data;
  Path out;

  @BeforeEach
  void repositoryWithOneCommit() throws Exception {
    data = DiffCommandTest.fixture(repo);
    out = repo.resolve("output");
    git("init", "-q");
    git("add", "-A");
    git(
        "-c",
        "user.name=Test",
        "-c",
        "user.email=test@example.org",
        "commit",
        "-q",
        "-m",
        "card data");
  }

  private void git(String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("git", "-C", repo.toString()));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes());
    assertThat(p.waitFor()).as(log).isZero();
  }

  private ForgeRun since(String ref) {
    return ForgeRun.of("diff", "--since", ref, "--data", data.toString(), "--out", out.toString());
  }

  @Test
  void comparesTheCommittedDataWithTheWorkingFolderAndCleansUp() throws IOException {
    ShippedData.edit(data, "spells/fire.yaml", "- damage: 3", "- damage: 4");
    ForgeRun run = since("HEAD");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("old: HEAD:card-data\nnew: ")
        .contains("\nFire Spells\n  ~ test-bolt  Test Bolt\n      effects[0].damage: 3 → 4\n")
        .contains(
            "\nGeneral Spells (derived)\n  ~ test-bolt  Test Bolt\n      effects[0].damage: 3 → 4\n");
    assertThat(out.resolve(".forge-tmp")).doesNotExist();
  }

  @Test
  void errorsInTheCommittedDataAreLocatedAtTheRef() throws Exception {
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "-q", "-am", "typo");
    ShippedData.editLine(data, "heroes.yaml", "^(\\s+)helth:", "$1health:");
    ForgeRun run = since("HEAD");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge: the old card data (HEAD:card-data) has errors:")
        .containsPattern("(?m)^HEAD:card-data/heroes\\.yaml:\\d+:\\d+: error\\[unknown-key\\]");
    assertThat(out.resolve(".forge-tmp")).doesNotExist();
  }

  @Test
  void anUnknownRefIsAUsageError() {
    ForgeRun run = since("no-such-branch");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("git knows no commit \"no-such-branch\"").contains("hint:");
    assertThat(since("--all").exitCode()).isEqualTo(2);
  }

  @Test
  void aFolderOutsideAnyRepositoryIsAUsageError(@TempDir Path elsewhere) throws IOException {
    Path loose = ShippedData.copyInto(elsewhere);
    ForgeRun run =
        ForgeRun.of(
            "diff",
            "--since",
            "HEAD",
            "--data",
            loose.toString(),
            "--out",
            elsewhere.resolve("output").toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("is not inside a git repository");
    assertThat(Files.exists(elsewhere.resolve("output/.forge-tmp"))).isFalse();
  }
}
