package org.legendsforge.cli;

import java.util.List;
import org.legendsforge.pipeline.PrinterSetup;
import picocli.CommandLine.Option;

/**
 * The printer-setup options {@code forge build} and {@code forge print} share, each also a key of
 * forge.yaml's {@code print:} (named in brackets below); {@link PrinterSetup} weighs them against
 * forge.yaml and the defaults.
 */
final class PrintSetup {
  @Option(
      names = "--paper",
      paramLabel = "PAPER",
      description = "letter or a4 (default: both) [print: paper].")
  String paper;

  @Option(
      names = "--duplex",
      paramLabel = "EDGE",
      description =
          "long (default) or short: each page of fronts is followed by its backs, mirrored"
              + " for that flip edge; none: all backs after all fronts, mirrored for turning"
              + " the stack over its long edge by hand [print: duplex].")
  String duplex;

  @Option(
      names = "--layout",
      paramLabel = "LAYOUT",
      description =
          "home (default): sheets of cards with duplex backs; fold: fronts and backs side by"
              + " side on one page, to fold and glue (no duplex printer needed); shop: files for"
              + " a card shop (see --shop) [print: layout].")
  String layout;

  @Option(
      names = "--shop",
      paramLabel = "PRESET",
      description =
          "With --layout shop: generic (default; fronts and backs PDFs, 3 mm bleed), pdfx"
              + " (one PDF/X-1a:2003 CMYK file, 2.75 x 3.75 in pages, front and back"
              + " alternating), png-825 or png-822 (one 300 dpi PNG per face, 825 x 1125 or"
              + " 822 x 1122 px), terrain (the 3 x 5 in terrain cards, fronts and backs PDFs,"
              + " one card per page, 3 mm bleed), terrain-pdfx (the terrain cards as one"
              + " PDF/X-1a:2003 CMYK file, 3.25 x 5.25 in pages, back then front); each into"
              + " print/shop/<preset>/. docs/print.md"
              + " says which shop"
              + " takes which [print: shop].")
  String shop;

  @Option(
      names = "--margin",
      paramLabel = "MM",
      description =
          "What your printer cannot print at each page edge, in mm (default 6.35, 1/4 in):"
              + " every card and crop mark stays inside it; fewer cards fit on a page when"
              + " it is wider [print: margin].")
  Double margin;

  @Option(
      names = "--back-offset",
      paramLabel = "DX,DY",
      description =
          "The offset the duplex test shows, in mm: how far each orange cross lies right"
              + " (DX) and below (DY) the centre of its ruler, seen from the front (negative:"
              + " left, above). The backs are moved to cancel it [print: backOffset: [DX, DY]].")
  String backOffset;

  @Option(
      names = "--backs",
      paramLabel = "INK",
      description =
          "full (default): backs in full colour to the edge; low-ink: the back's pattern as"
              + " outlines on white, the deck colour kept in a band round the edge [print: backs].")
  String backs;

  @Option(
      names = "--gutter",
      paramLabel = "MM",
      description =
          "Put cards this many mm apart, each with its own bleed and its own cut marks, so a"
              + " cut a little off shows the card's own colour, never its neighbour's (6 or more"
              + " keeps the whole 3 mm bleed; default: as many cards as fit, butted where they"
              + " must be) [print: gutter].")
  Double gutter;

  /** The words this mixin's options take, for messages and tests. */
  static final List<String> OPTIONS =
      List.of(
          "--paper",
          "--duplex",
          "--layout",
          "--shop",
          "--margin",
          "--back-offset",
          "--backs",
          "--gutter");

  /**
   * The printer setup as given on the command line (null where an option was left out); the
   * pipeline weighs it against forge.yaml and the defaults.
   */
  PrinterSetup printer() {
    return new PrinterSetup(paper, duplex, layout, shop, margin, backOffset, backs, gutter);
  }
}
