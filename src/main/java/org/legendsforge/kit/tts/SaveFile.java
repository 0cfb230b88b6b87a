package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Map;

/**
 * A whole Tabletop Simulator save, with the top-level keys in the order the game writes them.
 * {@code date} stays empty so a regenerated save is byte-identical.
 */
public record SaveFile(
    String saveName,
    String gameMode,
    double gravity,
    double playArea,
    String date,
    String versionNumber,
    String table,
    String sky,
    String note,
    String rules,
    @JsonProperty("XmlUI") String xmlUi,
    String luaScript,
    String luaScriptState,
    ComponentTags componentTags,
    List<SnapPoint> snapPoints,
    Map<String, TabState> tabStates,
    List<ObjectState> objectStates) {
  /** The game version the saves are written for (the schema they are checked against). */
  public static final String VERSION = "v13.1.1";

  /** The table and sky every forge save opens on: a plain wooden table, a quiet room. */
  public static final String TABLE = "Table_RPG";

  public static final String SKY = "Sky_Museum";

  /** The v13 registry of the tags objects carry; the game lists every tag used here. */
  @com.fasterxml.jackson.databind.annotation.JsonNaming(
      com.fasterxml.jackson.databind.PropertyNamingStrategies.LowerCamelCaseStrategy.class)
  public record ComponentTags(List<Label> labels) {
    public ComponentTags {
      labels = List.copyOf(labels);
    }
  }

  @com.fasterxml.jackson.databind.annotation.JsonNaming(
      com.fasterxml.jackson.databind.PropertyNamingStrategies.LowerCamelCaseStrategy.class)
  public record Label(String displayed, String normalized) {}

  public SaveFile {
    snapPoints = List.copyOf(snapPoints);
    tabStates = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tabStates));
    objectStates = List.copyOf(objectStates);
  }
}
