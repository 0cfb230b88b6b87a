package org.legendsforge.kit.tts;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * A {@code Custom_Tile}, {@code Custom_Token} or {@code Custom_Board}. {@code value} (coins that
 * add up in a stack) is left out when null.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ImageObjectState(
    @JsonUnwrapped ObjectBase base, CustomImage customImage, Integer value)
    implements ObjectState {}
