package org.legendsforge.kit.output.pdf;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Layout;
import org.legendsforge.kit.print.Paper;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.ShopPreset;
import org.legendsforge.kit.render.BackStyle;

/**
 * What the print target makes: papers, duplex edge, home sheets, fold-over sheets or shop files
 * (with the shop's preset), full-length cut lines, terrain on index stock, optionally one deck only
 * (by what the user typed: id, contents key or name); the printer's margin and measured back
 * offset, the proof overlay; how the backs are inked ({@code backs}) and, when set, the gutter
 * between neighbouring cards ({@code gutter}, mm; empty: as many cards as fit); and where the print
 * templates are.
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
    boolean proof,
    BackStyle backs,
    Optional<Double> gutter) {
  public PrintOptions {
    papers = List.copyOf(papers);
  }

  /** Full-colour backs, cards planned without a chosen gutter. */
  public PrintOptions(
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
    this(
        templates,
        papers,
        duplex,
        layout,
        cutLines,
        indexStock,
        deck,
        margin,
        backOffset,
        shop,
        proof,
        BackStyle.FULL,
        Optional.empty());
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
        proof,
        backs,
        gutter);
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
        proof,
        backs,
        gutter);
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
        proofOverlay,
        backs,
        gutter);
  }

  /** These options with full-length cut lines, and terrain on index stock, as asked. */
  public PrintOptions withSheets(boolean lines, boolean stock) {
    return new PrintOptions(
        templates,
        papers,
        duplex,
        layout,
        lines,
        stock,
        deck,
        margin,
        backOffset,
        shop,
        proof,
        backs,
        gutter);
  }

  /** These options with backs inked as {@code style} and cards {@code g} mm apart (when set). */
  public PrintOptions withInkAndCutting(BackStyle style, Optional<Double> g) {
    return new PrintOptions(
        templates,
        papers,
        duplex,
        layout,
        cutLines,
        indexStock,
        deck,
        margin,
        backOffset,
        shop,
        proof,
        style,
        g);
  }
}
