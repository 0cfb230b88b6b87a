package org.legendsforge.kit.tts;

/**
 * One entry of a save's {@code ObjectStates} (or of a container's {@code ContainedObjects}). Each
 * kind is a record that unwraps {@link ObjectBase} and adds the fields the game writes for it.
 */
public sealed interface ObjectState
    permits CardState,
        DeckState,
        ImageObjectState,
        ContainerState,
        CounterState,
        HandZoneState,
        TextState,
        PlainState {
  ObjectBase base();

  default String guid() {
    return base().guid();
  }
}
