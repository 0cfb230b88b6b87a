package org.legendsforge.kit.tts;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/** Where an object lies: position, rotation in degrees, scale. */
@JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
public record Transform(
    double posX,
    double posY,
    double posZ,
    double rotX,
    double rotY,
    double rotZ,
    double scaleX,
    double scaleY,
    double scaleZ) {

  /** Lying flat at (x, y, z), turned {@code rotY} degrees about the vertical, uniform scale. */
  public static Transform at(double x, double y, double z, double rotY, double scale) {
    return new Transform(x, y, z, 0, rotY, 0, scale, scale, scale);
  }

  /** Face down (rotZ 180), as decks are stacked. */
  public static Transform faceDown(double x, double y, double z, double rotY, double scale) {
    return new Transform(x, y, z, 0, rotY, 180, scale, scale, scale);
  }

  public Transform withScale(double sx, double sy, double sz) {
    return new Transform(posX, posY, posZ, rotX, rotY, rotZ, sx, sy, sz);
  }
}
