package org.legendsforge.kit.print;

import java.util.List;

/** One page of a sheet plan: its side and the cards on it with their slots. */
public record PlannedPage<T>(int sheet, PageSide side, List<SlotPlacement<T>> placements) {
  public PlannedPage {
    placements = List.copyOf(placements);
  }
}
