package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * A {@code HandTrigger}: the hand of the seat of {@code fogColor}; {@code deal()} sends cards here.
 */
public record HandZoneState(@JsonUnwrapped ObjectBase base, String fogColor)
    implements ObjectState {}
