package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/** A {@code 3DText} label lying on the table. */
public record TextState(@JsonUnwrapped ObjectBase base, Text text) implements ObjectState {
  @JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
  public record Text(
      @com.fasterxml.jackson.annotation.JsonProperty("Text") String text,
      Colour colorstate,
      int fontSize) {}
}
