package org.legendsforge.kit.print;

/** One item (a card) in one slot of a planned page, showing its front or its back. */
public record SlotPlacement<T>(T item, CardSlot slot, PageSide side) {}
