package org.legendsforge.tts;

/** A snap point on the table, in world coordinates. */
public record SnapPoint(Vec3 position, Vec3 rotation) {}
