package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.games.graveyard.rules.TerrainCard;
import org.legendsforge.games.graveyard.rules.TerrainCell;
import org.legendsforge.pipeline.SetupReport;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

class SetupCommandTest {
  /** 16 terrain cards whose cells name the card: card i is all plains but for one marked cell. */
  private static List<TerrainCard> smallDeck() {
    List<TerrainCard> out = new ArrayList<>();
    Terrain[] kinds = Terrain.values();
    for (int i = 0; i < 16; i++) {
      List<TerrainCell> cells = new ArrayList<>();
      for (int k = 0; k < 6; k++) {
        Terrain t = k == i % 6 ? kinds[1 + i % 4] : Terrain.PLAINS;
        cells.add(new TerrainCell(t, k == 5 && t.isLand()));
      }
      out.add(new TerrainCard(String.format("c%02d", i + 1), cells));
    }
    return out;
  }

  private static SetupResult smallSetup(long seed) {
    List<String> heroes = new ArrayList<>();
    for (int i = 1; i <= 10; i++) {
      heroes.add("h" + i);
    }
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    pickups.put(PickupKind.HYPER, 1);
    pickups.put(PickupKind.HEALING, 1);
    pickups.put(PickupKind.MANA, 3);
    pickups.put(PickupKind.ITEM, 2);
    return Setup.run(seed, smallDeck(), heroes, pickups);
  }

  /** Pins the documented draw order: the Tabletop Simulator script relies on it. */
  @Test
  void jsonOfASmallFixture() throws Exception {
    Golden.assertMatches("setup-small-seed-1.json", SetupReport.json(smallSetup(1)));
  }

  @Test
  void textOfASmallFixture() throws Exception {
    Golden.assertMatches("setup-small-seed-1.txt", SetupReport.text(smallSetup(1)));
  }

  @Test
  void setupOfTheShippedDataAsJson() throws Exception {
    String data = ShippedData.folder().toString();
    ForgeRun run = ForgeRun.of("setup", "--seed", "2026", "--data", data, "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode root = new ObjectMapper().readTree(run.out());
    List<String> keys = new ArrayList<>();
    root.fieldNames().forEachRemaining(keys::add);
    assertThat(keys).containsExactly("seed", "grid", "terrain", "heroes", "pickups", "startPlayer");
    assertThat(root.get("seed").asLong()).isEqualTo(2026);
    assertThat(root.get("grid")).hasSize(9);
    root.get("grid").forEach(row -> assertThat(row.asText().split(" ")).hasSize(10));
    assertThat(root.get("terrain")).hasSize(15);
    assertThat(root.get("heroes")).hasSize(8);
    assertThat(root.get("startPlayer").asInt()).isBetween(1, 2);
    assertThat(run.out()).endsWith("}\n").doesNotContain("\n{");

    Catalog c =
        new CardDataLoader(Path.of("").toAbsolutePath())
            .load(ShippedData.folder())
            .catalog()
            .orElseThrow();
    assertThat(run.out()).isEqualTo(SetupReport.json(SetupReport.of(c, 2026)));
    assertThat(ForgeRun.of("setup", "--seed", "2026", "--data", data, "--format", "json").out())
        .isEqualTo(run.out());
  }

  @Test
  void textIsTheDefaultFormat() {
    ForgeRun run = ForgeRun.of("setup", "--seed", "3", "--data", ShippedData.folder().toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("Setup of seed 3\n").contains("start player: ");
  }

  @Test
  void usageErrors() {
    String data = ShippedData.folder().toString();
    assertThat(ForgeRun.of("setup", "--seed", "-1", "--data", data).exitCode()).isEqualTo(2);
    assertThat(ForgeRun.of("setup", "--seed", "9007199254740992", "--data", data).exitCode())
        .isEqualTo(2);
    assertThat(ForgeRun.of("setup", "--data", data).exitCode()).isEqualTo(2);
    assertThat(ForgeRun.of("setup", "--seed", "1", "--format", "xml", "--data", data).exitCode())
        .isEqualTo(2);
    assertThat(ForgeRun.of("setup", "--seed", "1", "--data", "no-such-folder").exitCode())
        .isEqualTo(2);
  }
}
