package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * {@code forge tune}: a card made far too strong gets a change of its own numbers that brings it
 * back into its band, confirmed on fresh seeds; the written copy differs from the data in exactly
 * that number, validates, and its playtest no longer lists the card; a second run reads every game
 * from the cache; mistakes are usage errors.
 */
class TuneCommandTest {
  @TempDir Path work;
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aSpellMadeFarTooStrongIsMendedByOneOfItsOwnNumbersConfirmedAndWritten() throws Exception {
    Path data = ShippedData.copyInto(work);
    // Ember Dart: 1 mana for 9 damage instead of 2
    ShippedData.edit(
        data,
        "spells/fire.yaml",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 2\n",
        "    cost: 1\n    range: 3\n    effects:\n      - damage: 9\n");
    Path out = work.resolve("output");
    Path tuned = work.resolve("tuned");
    String[] args = {
      "tune",
      "ember-dart",
      "--data",
      data.toString(),
      "--games",
      "60",
      "--threads",
      "2",
      "--out",
      out.toString(),
      "--format",
      "json",
      "--write",
      tuned.toString()
    };
    ForgeRun run = ForgeRun.of(args);
    assertThat(run.exitCode()).as(run.err()).isZero();

    JsonNode proposal = JSON.readTree(run.out()).at("/proposals/0");
    assertThat(proposal.get("card").asText()).isEqualTo("ember-dart");
    assertThat(proposal.get("confirmed").asBoolean()).as(proposal.toString()).isTrue();
    double after = proposal.at("/after/value").asDouble();
    assertThat(after)
        .isBetween(
            proposal.at("/bandAfter/low").asDouble(), proposal.at("/bandAfter/high").asDouble());
    assertThat(proposal.at("/before/value").asDouble())
        .isGreaterThan(proposal.at("/bandBefore/high").asDouble());

    // the copy differs in that one number, where it is written, and nothing else
    String field = proposal.get("field").asText();
    assertThat(field).isIn("cost", "effects[0].damage", "range");
    List<String> differing =
        differingLines(data.resolve("spells/fire.yaml"), tuned.resolve("spells/fire.yaml"));
    assertThat(differing).hasSize(1);
    assertThat(differing.get(0)).contains(proposal.get("to").asText());
    assertThat(ForgeRun.of("diff", data.toString(), tuned.toString()).out()).contains("Ember Dart");
    assertThat(ForgeRun.of("validate", "--data", tuned.toString()).exitCode()).isZero();

    Path page = out.resolve("reports/tune.html");
    DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(page.toFile());
    assertThat(Files.readString(page)).contains("Ember Dart").contains("To reprint");

    // the tuned data's playtest no longer finds it overpowered
    ForgeRun check =
        ForgeRun.of(
            "playtest",
            "--data",
            tuned.toString(),
            "--games",
            "60",
            "--check-with",
            "none",
            "--threads",
            "2",
            "--compensation",
            "on",
            "--out",
            out.toString(),
            "--format",
            "json");
    assertThat(check.exitCode()).as(check.err()).isZero();
    assertThat(JSON.readTree(check.out()).at("/verdicts/overpowered").toString())
        .doesNotContain("ember-dart");

    // the same run again plays nothing: every game comes from the cache under the output
    Files.walk(tuned).sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    ForgeRun again = ForgeRun.of(args);
    assertThat(again.exitCode()).as(again.err()).isZero();
    assertThat(again.err()).contains("0 runs of games played");
    assertThat(again.out()).isEqualTo(run.out());
  }

  @Test
  void anUnknownCardAndAFolderInTheWayAreUsageErrors() throws Exception {
    ForgeRun unknown = ForgeRun.of("tune", "ember-darts", "--games", "1");
    assertThat(unknown.exitCode()).isEqualTo(2);
    assertThat(unknown.err()).contains("ember-darts").contains("did you mean \"ember-dart\"");
    Path full = Files.createDirectories(work.resolve("full"));
    Files.writeString(full.resolve("keep.txt"), "mine");
    ForgeRun inTheWay =
        ForgeRun.of("tune", "ember-dart", "--games", "1", "--write", full.toString());
    assertThat(inTheWay.exitCode()).isEqualTo(2);
    assertThat(inTheWay.err()).contains("is not an empty folder");
    assertThat(Files.readString(full.resolve("keep.txt"))).isEqualTo("mine");
  }

  private static List<String> differingLines(Path a, Path b) throws Exception {
    List<String> x = Files.readAllLines(a);
    List<String> y = Files.readAllLines(b);
    assertThat(y).hasSameSizeAs(x);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < x.size(); i++) {
      if (!x.get(i).equals(y.get(i))) {
        out.add(y.get(i));
      }
    }
    return out;
  }
}
