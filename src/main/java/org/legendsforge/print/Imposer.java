package org.legendsforge.print;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays items out on sheets: fronts fill the slots row by row; each back goes in the slot behind its
 * front for the chosen duplex edge, so alignment holds by construction. Pure; no drawing.
 */
public final class Imposer {
  private Imposer() {}

  /** Fronts only (terrain, shop files): one page per {@code perPage} items. */
  public static <T> PagePlan<T> fronts(List<T> items, SheetSpec sheet) {
    return new PagePlan<>(sheet, Duplex.NONE, frontPages(items, sheet));
  }

  /** Fronts with backs, ordered for {@code duplex} (see {@link Duplex}). */
  public static <T> PagePlan<T> withBacks(List<T> items, SheetSpec sheet, Duplex duplex) {
    List<PlannedPage<T>> fronts = frontPages(items, sheet);
    List<PlannedPage<T>> pages = new ArrayList<>();
    List<PlannedPage<T>> backs = new ArrayList<>();
    for (PlannedPage<T> front : fronts) {
      PlannedPage<T> back = backOf(front, sheet, duplex);
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

  private static <T> List<PlannedPage<T>> frontPages(List<T> items, SheetSpec sheet) {
    List<CardSlot> slots = sheet.slots();
    List<PlannedPage<T>> pages = new ArrayList<>();
    for (int start = 0; start < items.size(); start += sheet.perPage()) {
      List<Placement<T>> placed = new ArrayList<>();
      int end = Math.min(items.size(), start + sheet.perPage());
      for (int i = start; i < end; i++) {
        placed.add(new Placement<>(items.get(i), slots.get(i - start)));
      }
      pages.add(new PlannedPage<>(pages.size(), Side.FRONT, placed));
    }
    return pages;
  }

  private static <T> PlannedPage<T> backOf(PlannedPage<T> front, SheetSpec sheet, Duplex duplex) {
    List<Placement<T>> placed = new ArrayList<>();
    for (Placement<T> p : front.placements()) {
      placed.add(new Placement<>(p.item(), p.slot().behind(duplex, sheet)));
    }
    return new PlannedPage<>(front.sheet(), Side.BACK, placed);
  }
}
