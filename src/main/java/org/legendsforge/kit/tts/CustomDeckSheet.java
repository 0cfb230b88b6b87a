package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One card sheet of a {@code CustomDeck} map: face sheet URL, the back, the grid. {@code type} 0 is
 * the rounded-rectangle card shape.
 */
public record CustomDeckSheet(
    @JsonProperty("FaceURL") String faceUrl,
    @JsonProperty("BackURL") String backUrl,
    int numWidth,
    int numHeight,
    boolean backIsHidden,
    boolean uniqueBack,
    int type) {}
