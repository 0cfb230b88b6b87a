package org.legendsforge.kit.tts;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/** A colour tint, each channel 0–1. */
@JsonNaming(PropertyNamingStrategies.LowerCamelCaseStrategy.class)
public record Colour(double r, double g, double b) {
  /** The grey the game gives cards and decks. */
  public static final Colour CARD_GREY = new Colour(0.713235259, 0.713235259, 0.713235259);

  public static final Colour WHITE = new Colour(1, 1, 1);

  /** From {@code 0xRRGGBB}, channels rounded to 4 decimals so the JSON stays short and stable. */
  public static Colour ofRgb(int rgb) {
    return new Colour(channel(rgb >> 16), channel(rgb >> 8), channel(rgb));
  }

  private static double channel(int v) {
    return Math.round((v & 0xFF) / 255.0 * 10000) / 10000.0;
  }
}
