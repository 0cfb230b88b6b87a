package org.legendsforge.tts;

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
    List<SnapPoint> snapPoints,
    Map<String, TabState> tabStates,
    List<ObjectState> objectStates) {

  public SaveFile {
    snapPoints = List.copyOf(snapPoints);
    tabStates = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tabStates));
    objectStates = List.copyOf(objectStates);
  }
}
