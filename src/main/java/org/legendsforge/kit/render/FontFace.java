package org.legendsforge.kit.render;

/** The faces of the one sans family the cards use (card-design-guide.md). */
public enum FontFace {
  REGULAR("DejaVuSans.ttf"),
  BOLD("DejaVuSans-Bold.ttf"),
  ITALIC("DejaVuSans-Oblique.ttf"),
  CONDENSED("DejaVuSansCondensed.ttf"),
  CONDENSED_BOLD("DejaVuSansCondensed-Bold.ttf"),
  CONDENSED_ITALIC("DejaVuSansCondensed-Oblique.ttf");

  private static final String FOLDER = "/net/sf/jasperreports/fonts/dejavu/";
  private final String file;

  FontFace(String file) {
    this.file = file;
  }

  /** The class-path resource of the TrueType file, for embedding in PDFs. */
  public String resource() {
    return FOLDER + file;
  }
}
