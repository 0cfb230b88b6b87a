package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/** The game's built-in {@code Counter}, showing one integer. */
public record CounterState(@JsonUnwrapped ObjectBase base, Value counter) implements ObjectState {
  @JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
  public record Value(int value) {}
}
