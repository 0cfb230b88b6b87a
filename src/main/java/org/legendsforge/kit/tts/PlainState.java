package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/** A built-in object with no fields of its own: dice ({@code Die_10}), blocks, notecards. */
public record PlainState(@JsonUnwrapped ObjectBase base) implements ObjectState {}
