package org.legendsforge.kit.print;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays items out on sheets: fronts fill the slots row by row; each back goes in the slot behind its
 * front for the chosen duplex edge (moved by the printer's measured offset), so alignment holds by
 * construction. Pure; no drawing.
 */
public final class Imposer {
  private Imposer() {}

  /** Fronts only (terrain, shop files): one page per {@code perPage} items. */
  public static <T> PagePlan<T> fronts(List<T> items, SheetSpec sheet) {
    return new PagePlan<>(sheet, Duplex.NONE, frontPages(items, sheet));
  }

  /** Fronts with backs, ordered for {@code duplex} (see {@link Duplex}). */
  public static <T> PagePlan<T> withBacks(List<T> items, SheetSpec sheet, Duplex duplex) {
    return withBacks(items, sheet, duplex, BackOffset.NONE);
  }

  /** Fronts with backs, the backs moved against the printer's {@code offset}. */
  public static <T> PagePlan<T> withBacks(
      List<T> items, SheetSpec sheet, Duplex duplex, BackOffset offset) {
    List<PlannedPage<T>> pages = new ArrayList<>();
    List<PlannedPage<T>> backs = new ArrayList<>();
    for (PlannedPage<T> front : frontPages(items, sheet)) {
      List<SlotPlacement<T>> placed = new ArrayList<>();
      for (SlotPlacement<T> p : front.placements()) {
        CardSlot behind = offset.correct(p.slot().behind(duplex, sheet), duplex);
        placed.add(new SlotPlacement<>(p.item(), behind, PageSide.BACK));
      }
      PlannedPage<T> back = new PlannedPage<>(front.sheet(), PageSide.BACK, placed);
      pages.add(front);
      if (duplex == Duplex.NONE) {
        backs.add(back);
      } else {
        pages.add(back);
      }
    }
    pages.addAll(backs);
    return new PagePlan<>(sheet, duplex, pages);
  }

  /**
   * Fold-over pages: the fronts in the left half, each back in the right half where folding the
   * page down the middle puts it behind its front (a mirror about the fold, as a long-edge flip).
   */
  public static <T> PagePlan<T> folded(List<T> items, SheetSpec sheet) {
    List<PlannedPage<T>> pages = new ArrayList<>();
    for (PlannedPage<T> front : frontPages(items, sheet)) {
      List<SlotPlacement<T>> placed = new ArrayList<>(front.placements());
      for (SlotPlacement<T> p : front.placements()) {
        placed.add(
            new SlotPlacement<>(p.item(), p.slot().behind(Duplex.LONG, sheet), PageSide.BACK));
      }
      pages.add(new PlannedPage<>(front.sheet(), PageSide.FRONT, placed));
    }
    return new PagePlan<>(sheet, Duplex.NONE, pages);
  }

  private static <T> List<PlannedPage<T>> frontPages(List<T> items, SheetSpec sheet) {
    List<CardSlot> slots = sheet.slots();
    List<PlannedPage<T>> pages = new ArrayList<>();
    for (int start = 0; start < items.size(); start += sheet.perPage()) {
      List<SlotPlacement<T>> placed = new ArrayList<>();
      int end = Math.min(items.size(), start + sheet.perPage());
      for (int i = start; i < end; i++) {
        placed.add(new SlotPlacement<>(items.get(i), slots.get(i - start), PageSide.FRONT));
      }
      pages.add(new PlannedPage<>(pages.size(), PageSide.FRONT, placed));
    }
    return pages;
  }
}
