package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;

/**
 * The image of a tile, token or board. Exactly one of {@code customTile} and {@code customToken} is
 * set for tiles and tokens; boards have neither.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CustomImage(
    @JsonProperty("ImageURL") String imageUrl,
    @JsonProperty("ImageSecondaryURL") String imageSecondaryUrl,
    double imageScalar,
    double widthScale,
    Tile customTile,
    Token customToken) {

  /**
   * Tile shape: 0 box, 1 hex, 2 circle, 3 rounded. {@code stretch} false keeps the image's aspect.
   */
  @JsonNaming(PropertyNamingStrategies.UpperCamelCaseStrategy.class)
  public record Tile(int type, double thickness, boolean stackable, boolean stretch) {}

  @JsonNaming(PropertyNamingStrategies.UpperCamelCaseStrategy.class)
  public record Token(
      double thickness, double mergeDistancePixels, boolean standUp, boolean stackable) {}

  public static CustomImage tile(
      String url, String backUrl, int type, double thickness, boolean stackable) {
    return new CustomImage(
        url, backUrl, 1.0, 0.0, new Tile(type, thickness, stackable, false), null);
  }

  public static CustomImage token(String url, double thickness, boolean stackable) {
    return new CustomImage(url, "", 1.0, 0.0, null, new Token(thickness, 15.0, false, stackable));
  }
}
