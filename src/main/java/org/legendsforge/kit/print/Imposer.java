package org.legendsforge.kit.print;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

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
    return withBacks(items, sheet, duplex, offset, t -> "");
  }

  /**
   * Fronts with backs where items of one {@code group} (a deck) keep to sheets of their own: a new
   * group starts a new sheet, so a cut a little off never shows another deck's colour at an edge.
   */
  public static <T> PagePlan<T> withBacks(
      List<T> items, SheetSpec sheet, Duplex duplex, BackOffset offset, Function<T, ?> group) {
    List<PlannedPage<T>> pages = new ArrayList<>();
    List<PlannedPage<T>> backs = new ArrayList<>();
    for (PlannedPage<T> front : frontPages(items, sheet, group)) {
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
    return folded(items, sheet, t -> "");
  }

  /** Fold-over pages whose groups (decks) each start a new sheet. */
  public static <T> PagePlan<T> folded(List<T> items, SheetSpec sheet, Function<T, ?> group) {
    List<PlannedPage<T>> pages = new ArrayList<>();
    for (PlannedPage<T> front : frontPages(items, sheet, group)) {
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
    return frontPages(items, sheet, t -> "");
  }

  /** Fills sheets row by row, starting a new sheet when one is full or the group changes. */
  private static <T> List<PlannedPage<T>> frontPages(
      List<T> items, SheetSpec sheet, Function<T, ?> group) {
    List<CardSlot> slots = sheet.slots();
    List<PlannedPage<T>> pages = new ArrayList<>();
    List<SlotPlacement<T>> placed = new ArrayList<>();
    Object current = null;
    for (T item : items) {
      Object g = group.apply(item);
      if (!placed.isEmpty() && (placed.size() == sheet.perPage() || !g.equals(current))) {
        pages.add(new PlannedPage<>(pages.size(), PageSide.FRONT, placed));
        placed = new ArrayList<>();
      }
      current = g;
      placed.add(new SlotPlacement<>(item, slots.get(placed.size()), PageSide.FRONT));
    }
    if (!placed.isEmpty()) {
      pages.add(new PlannedPage<>(pages.size(), PageSide.FRONT, placed));
    }
    return pages;
  }
}
