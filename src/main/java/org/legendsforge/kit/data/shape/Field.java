package org.legendsforge.kit.data.shape;

/** One key of a mapping: its shape, whether it must be present, and what it means. */
public record Field(String name, Shape shape, boolean required, String description) {
  public static Field required(String name, Shape shape, String description) {
    return new Field(name, shape, true, description);
  }

  public static Field optional(String name, Shape shape, String description) {
    return new Field(name, shape, false, description);
  }
}
