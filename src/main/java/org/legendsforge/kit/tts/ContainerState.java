package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/**
 * A {@code Bag} or {@code Infinite_Bag}. An infinite bag holds exactly one template object, which
 * it copies each time a player takes one out.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ContainerState(@JsonUnwrapped ObjectBase base, List<ObjectState> containedObjects)
    implements ObjectState {
  public ContainerState {
    containedObjects = List.copyOf(containedObjects);
    if (base.name().equals("Infinite_Bag") && containedObjects.size() != 1) {
      throw new IllegalArgumentException("an infinite bag holds exactly one template object");
    }
  }
}
