package org.legendsforge.print;

/** One item (a card) in one slot of a planned page. */
public record Placement<T>(T item, CardSlot slot) {}
