package org.legendsforge.kit.print;

import java.util.List;

/** The card pages of a document in print order, all on one sheet spec. */
public record PagePlan<T>(SheetSpec sheet, Duplex duplex, List<PlannedPage<T>> pages) {
  public PagePlan {
    pages = List.copyOf(pages);
  }

  public List<PlannedPage<T>> pages(PageSide side) {
    return pages.stream().filter(p -> p.side() == side).toList();
  }
}
