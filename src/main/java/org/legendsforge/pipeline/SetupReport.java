package org.legendsforge.pipeline;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.TerrainLayout;

/**
 * Writes a {@link SetupResult} for {@code forge setup}. JSON is one line, keys in the order of
 * issue 3: {@code seed, grid, terrain, heroes, pickups, startPlayer}; terrain {@code col}/{@code
 * row} are the zero-based slot column (0–4) and row (0–2). Text draws the map with each cell's
 * piece marked and then lists the placements.
 */
public final class SetupReport {
  /** Map marks of pickups; heroes are marked 1–8 in placement order. */
  static final Map<PickupKind, Character> MARKS =
      Map.of(
          PickupKind.HYPER, '*',
          PickupKind.HEALING, '+',
          PickupKind.MANA, 'm',
          PickupKind.ITEM, '?');

  private SetupReport() {}

  /** Setup's pure inputs taken from a catalog, in the card data's order. */
  public static SetupResult of(Catalog c, long seed) {
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, c.pickupCount(k));
    }
    return Setup.run(seed, c.terrainCards(), c.heroes().stream().map(Hero::id).toList(), pickups);
  }

  public static String json(SetupResult r) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode();
    root.put("seed", r.seed());
    ArrayNode grid = root.putArray("grid");
    r.board().rowsNotation().forEach(grid::add);
    ArrayNode terrain = root.putArray("terrain");
    for (TerrainLayout.Placed p : r.layout().slots()) {
      terrain
          .addObject()
          .put("card", p.card().id())
          .put("col", p.col())
          .put("row", p.row())
          .put("turned", p.turned());
    }
    ArrayNode heroes = root.putArray("heroes");
    r.heroes().forEach(h -> heroes.addObject().put("hero", h.hero()).put("cell", h.cell().name()));
    ArrayNode pickups = root.putArray("pickups");
    r.pickups()
        .forEach(p -> pickups.addObject().put("kind", p.kind().key()).put("cell", p.cell().name()));
    root.put("startPlayer", r.startPlayer());
    try {
      return mapper.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public static String text(SetupResult r) {
    Map<Cell, Character> marks = new HashMap<>();
    for (int i = 0; i < r.heroes().size(); i++) {
      marks.put(r.heroes().get(i).cell(), (char) ('1' + i));
    }
    r.pickups().forEach(p -> marks.put(p.cell(), MARKS.get(p.kind())));
    StringBuilder out = new StringBuilder();
    out.append("Setup of seed ").append(r.seed()).append('\n').append('\n');
    StringBuilder header = new StringBuilder("    ");
    for (int c = 0; c < Cell.COLUMNS; c++) {
      header.append(' ').append((char) ('A' + c)).append("  ");
    }
    out.append(header.toString().stripTrailing()).append('\n');
    for (int row = 0; row < Cell.ROWS; row++) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%3d ", row + 1));
      for (int col = 0; col < Cell.COLUMNS; col++) {
        Cell cell = new Cell(col, row);
        String t = r.board().at(cell).notation();
        line.append(' ').append(t).append(t.length() == 1 ? " " : "");
        line.append(marks.getOrDefault(cell, ' '));
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    out.append("\nmarks: 1-8 heroes, * hyper orb, + healing orb, m mana orb, ? item orb\n");
    out.append("\nterrain (slot column,row: card)\n");
    for (TerrainLayout.Placed p : r.layout().slots()) {
      out.append(
          String.format(
              Locale.ROOT,
              "  %d,%d  %s%s\n",
              p.col(),
              p.row(),
              p.card().id(),
              p.turned() ? " (turned)" : ""));
    }
    out.append("\nheroes\n");
    for (int i = 0; i < r.heroes().size(); i++) {
      SetupResult.HeroPlacement h = r.heroes().get(i);
      out.append(String.format(Locale.ROOT, "  %d  %-3s %s\n", i + 1, h.cell(), h.hero()));
    }
    out.append("\npickups\n");
    for (SetupResult.PickupPlacement p : r.pickups()) {
      out.append(
          String.format(
              Locale.ROOT, "  %c  %-3s %s\n", MARKS.get(p.kind()), p.cell(), p.kind().key()));
    }
    out.append("\nstart player: ").append(r.startPlayer()).append('\n');
    return out.toString();
  }
}
