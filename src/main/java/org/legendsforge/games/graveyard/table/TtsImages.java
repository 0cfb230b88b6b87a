package org.legendsforge.games.graveyard.table;

import java.util.Map;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.kit.tts.Marker;

/**
 * The image files written for the save, by file name inside {@code tts/images/}. Names carry a hash
 * of the content, because the game caches an image by its URL forever: a changed sheet must get a
 * new name or players keep seeing the old cards. {@code markerColours}: each token bag's tint, the
 * colour of the concept its tokens count (0xRRGGBB).
 */
public record TtsImages(
    Map<Integer, String> sheetFaces,
    Map<String, String> deckBacks,
    String mat,
    Map<String, String> heroTokens,
    Map<PickupKind, String> pickups,
    Map<Marker, String> markers,
    Map<Marker, Integer> markerColours) {}
