package org.legendsforge.kit.tts;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/** A notebook tab; {@code color} is a player-colour name and {@code visibleColor} its RGB. */
@JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
public record TabState(String title, String body, String color, Colour visibleColor, int id) {
  public static TabState grey(int id, String title, String body) {
    return new TabState(title, body, "Grey", new Colour(0.5, 0.5, 0.5), id);
  }
}
