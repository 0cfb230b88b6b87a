package org.legendsforge.games.graveyard.diff;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge diff --since} draws the old side with the templates as committed at the ref when
 * they live in the card data's repository.
 */
class ReprintSinceTest {
  @TempDir Path repo;
  Path data;
  Path templates;

  @BeforeEach
  void repositoryWithDataAndTemplates() throws Exception {
    data = DiffCommandTest.fixture(repo);
    templates = ReprintListTest.copyTemplates(repo.resolve("templates"));
    git("init", "-q");
    git("add", "-A");
    commit("data and templates");
  }

  private void commit(String message) throws IOException, InterruptedException {
    git(
        "-c",
        "user.name=Test",
        "-c",
        "user.email=test@example.org",
        "commit",
        "-q",
        "-am",
        message);
  }

  private void git(String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("git", "-C", repo.toString()));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes());
    assertThat(p.waitFor()).as(log).isZero();
  }

  private ForgeRun since(String... extra) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "diff",
                "--since",
                "HEAD",
                "--data",
                data.toString(),
                "--templates",
                templates.toString(),
                "--out",
                repo.resolve("output").toString()));
    args.addAll(List.of(extra));
    return ForgeRun.of(args.toArray(String[]::new));
  }

  @Test
  void aTemplateEditSinceTheRefReprintsTheCardsItRedraws() throws IOException {
    ShippedData.edit(
        templates,
        "theme/theme.yaml",
        "fire: { colour: \"#D55E00\"",
        "fire: { colour: \"#C05000\"");
    ForgeRun run = since("--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).doesNotContain("note:");
    JsonNode r = new ObjectMapper().readTree(run.out()).path("reprint");
    assertThat(r.path("everyCard").asBoolean()).isTrue();
    List<String> cards = new ArrayList<>();
    r.path("cards")
        .forEach(c -> cards.add(c.path("deck").asText() + "/" + c.path("card").asText()));
    assertThat(cards)
        .contains("fire/test-bolt", "fire/test-spark", "general/test-bolt")
        .noneMatch(c -> c.startsWith("water/"));
  }

  @Test
  void templateErrorsAtTheRefAreLocatedThere() throws Exception {
    ShippedData.edit(templates, "theme/theme.yaml", "  ink: \"#1E1B18\"", "  ink: \"#1E1B1\"");
    commit("bad colour");
    ShippedData.edit(templates, "theme/theme.yaml", "  ink: \"#1E1B1\"", "  ink: \"#1E1B18\"");
    ForgeRun run = since();
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains("forge: the old templates (HEAD:templates) have errors:")
        .containsPattern("(?m)^HEAD:templates/theme/theme\\.yaml:\\d+:\\d+: error\\[")
        .doesNotContain("the new templates")
        .doesNotContain(".forge-tmp");
    assertThat(run.out()).isEmpty();
    assertThat(repo.resolve("output/.forge-tmp")).doesNotExist();
  }
}
