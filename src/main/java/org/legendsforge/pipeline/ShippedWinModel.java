package org.legendsforge.pipeline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.playtest.quality.WinModel;

/**
 * The win-probability model {@code forge play --format json} estimates with: a model the quality
 * study fitted on the shipped card data's greedy games, kept with forge ({@code win-model.json}
 * beside the quality classes) with the command that fits it again. docs/quality.md says how it was
 * made and when to make it again.
 *
 * @param source where the model comes from, in a sentence, for the reader of the JSON
 */
public record ShippedWinModel(String source, WinModel model) {
  static final String RESOURCE =
      "/org/legendsforge/games/graveyard/playtest/quality/win-model.json";

  /** The model kept with forge. */
  public static ShippedWinModel load() {
    try (InputStream in = ShippedWinModel.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("the win-probability model is missing: " + RESOURCE);
      }
      return read(new ObjectMapper().readTree(in));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The model of a kept file: {@code source}, and {@code model} as {@code forge playtest --quality
   * --format json} writes a fold's model ({@code estimate.evenSeeds}).
   */
  static ShippedWinModel read(JsonNode file) {
    JsonNode m = file.get("model");
    List<String> features = new ArrayList<>();
    m.get("features").forEach(f -> features.add(f.asText()));
    return new ShippedWinModel(
        file.get("source").asText(),
        new WinModel(
            features,
            numbers(m.get("mean")),
            numbers(m.get("sd")),
            m.get("intercept").asDouble(),
            numbers(m.get("coefficients")),
            m.get("states").asLong(),
            m.get("games").asLong()));
  }

  private static List<Double> numbers(JsonNode array) {
    List<Double> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asDouble()));
    return out;
  }
}
