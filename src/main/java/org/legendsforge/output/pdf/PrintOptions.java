package org.legendsforge.output.pdf;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.print.BackOffset;
import org.legendsforge.print.Duplex;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.print.SheetSpec;
import org.legendsforge.print.ShopPreset;

/**
 * What the print target makes: papers, duplex edge, home sheets, fold-over sheets or shop files
 * (with the shop's preset), full-length cut lines, terrain on index stock, optionally one deck only
 * (by what the user typed: id, contents key or name); the printer's margin and measured back
 * offset, the proof overlay; and where the print templates are.
 */
public record PrintOptions(
    Path templates,
    List<Paper> papers,
    Duplex duplex,
    Layout layout,
    boolean cutLines,
    boolean indexStock,
    Optional<String> deck,
    double margin,
    BackOffset backOffset,
    ShopPreset shop,
    boolean proof) {
  public PrintOptions {
    papers = List.copyOf(papers);
  }

  /** Every deck, at a home printer's margin, no offset, no proof overlay. */
  public PrintOptions(
      Path templates,
      List<Paper> papers,
      Duplex duplex,
      Layout layout,
      boolean cutLines,
      boolean indexStock) {
    this(
        templates,
        papers,
        duplex,
        layout,
        cutLines,
        indexStock,
        Optional.empty(),
        SheetSpec.HOME_PRINTER_MARGIN,
        BackOffset.NONE,
        ShopPreset.GENERIC,
        false);
  }

  /** What {@code forge build} makes: both papers, long-edge duplex, home sheets. */
  public static PrintOptions forBuild(Path templates) {
    return new PrintOptions(
        templates, List.of(Paper.LETTER, Paper.A4), Duplex.LONG, Layout.HOME, false, false);
  }

  public PrintOptions withLayout(Layout l, ShopPreset preset) {
    return new PrintOptions(
        templates,
        papers,
        duplex,
        l,
        cutLines,
        indexStock,
        deck,
        margin,
        backOffset,
        preset,
        proof);
  }

  public PrintOptions withDeck(Optional<String> d) {
    return new PrintOptions(
        templates,
        papers,
        duplex,
        layout,
        cutLines,
        indexStock,
        d,
        margin,
        backOffset,
        shop,
        proof);
  }

  public PrintOptions withPrinter(double m, BackOffset offset, boolean proofOverlay) {
    return new PrintOptions(
        templates,
        papers,
        duplex,
        layout,
        cutLines,
        indexStock,
        deck,
        m,
        offset,
        shop,
        proofOverlay);
  }
}
