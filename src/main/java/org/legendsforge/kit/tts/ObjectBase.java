package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;

/**
 * The fields every object of a save carries, in the order the game writes them. Unwrapped into each
 * {@link ObjectState} record so the JSON stays flat.
 */
public record ObjectBase(
    @JsonProperty("GUID") String guid,
    String name,
    Transform transform,
    String nickname,
    String description,
    @JsonProperty("GMNotes") String gmNotes,
    Colour colorDiffuse,
    List<String> tags,
    boolean locked,
    boolean grid,
    boolean snap,
    boolean autoraise,
    boolean sticky,
    boolean tooltip,
    boolean gridProjection,
    @JsonProperty("XmlUI") String xmlUi,
    String luaScript,
    String luaScriptState) {

  public ObjectBase {
    tags = List.copyOf(tags);
  }

  /** A movable object with no script, the game's default toggles, and no tags. */
  public static ObjectBase of(
      String guid, String name, Transform transform, String nickname, String description) {
    return new ObjectBase(
        guid,
        name,
        transform,
        nickname,
        description,
        "",
        Colour.WHITE,
        List.of(),
        false,
        true,
        true,
        true,
        true,
        true,
        false,
        "",
        "",
        "");
  }

  public ObjectBase withLocked(boolean value) {
    return new ObjectBase(
        guid,
        name,
        transform,
        nickname,
        description,
        gmNotes,
        colorDiffuse,
        tags,
        value,
        grid,
        snap,
        autoraise,
        sticky,
        tooltip,
        gridProjection,
        xmlUi,
        luaScript,
        luaScriptState);
  }

  public ObjectBase withColour(Colour c) {
    return new ObjectBase(
        guid,
        name,
        transform,
        nickname,
        description,
        gmNotes,
        c,
        tags,
        locked,
        grid,
        snap,
        autoraise,
        sticky,
        tooltip,
        gridProjection,
        xmlUi,
        luaScript,
        luaScriptState);
  }

  public ObjectBase withGmNotes(String notes) {
    return new ObjectBase(
        guid,
        name,
        transform,
        nickname,
        description,
        notes,
        colorDiffuse,
        tags,
        locked,
        grid,
        snap,
        autoraise,
        sticky,
        tooltip,
        gridProjection,
        xmlUi,
        luaScript,
        luaScriptState);
  }

  public ObjectBase withTags(List<String> newTags) {
    return new ObjectBase(
        guid,
        name,
        transform,
        nickname,
        description,
        gmNotes,
        colorDiffuse,
        newTags,
        locked,
        grid,
        snap,
        autoraise,
        sticky,
        tooltip,
        gridProjection,
        xmlUi,
        luaScript,
        luaScriptState);
  }

  public ObjectBase withTransform(Transform t) {
    return new ObjectBase(
        guid,
        name,
        t,
        nickname,
        description,
        gmNotes,
        colorDiffuse,
        tags,
        locked,
        grid,
        snap,
        autoraise,
        sticky,
        tooltip,
        gridProjection,
        xmlUi,
        luaScript,
        luaScriptState);
  }

  public ObjectBase withScript(String lua) {
    return new ObjectBase(
        guid,
        name,
        transform,
        nickname,
        description,
        gmNotes,
        colorDiffuse,
        tags,
        locked,
        grid,
        snap,
        autoraise,
        sticky,
        tooltip,
        gridProjection,
        xmlUi,
        lua,
        luaScriptState);
  }
}
