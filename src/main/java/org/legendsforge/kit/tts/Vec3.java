package org.legendsforge.kit.tts;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/** A point or direction in table units (about an inch); y is up. */
@JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
public record Vec3(double x, double y, double z) {}
