package org.legendsforge.model;

/**
 * A physical deck: what it holds, its sleeve colour, the icon on its cards' band and back, and the
 * pattern drawn on its back.
 */
public record Deck(String id, String name, DeckKind contents, Sleeve sleeve, String icon, String backPattern) {}
