package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.Run;
import org.legendsforge.kit.render.FontSet;

/**
 * The one-page player aid in two columns, set like the rulebook (keywords in bold, lists, the icon
 * key drawn as the cards draw their icons); a section never splits across columns. The text is the
 * rules text's {@code player-aid.md}. When it does not fit at the normal size it is set smaller, in
 * 0.1 mm steps, so longer text still stays on one page.
 */
public final class PlayerAidPage implements GuidePage {
  private static final double SIZE = 3.2;
  private static final double MIN_SIZE = 2.2;
  private static final double GAP = 8;
  private static final double SECTION_GAP = 2.5;
  private final FontSet fonts;
  private final PageText text;
  private final String game;
  private final PlayerAid aid;
  private final RulebookFigures figures;

  /** A player aid whose figures (the icon key) are drawn by {@code figures}. */
  public PlayerAidPage(FontSet fonts, String game, PlayerAid aid, RulebookFigures figures) {
    this.fonts = fonts;
    this.text = new PageText(fonts);
    this.game = game;
    this.aid = aid;
    this.figures = figures;
  }

  @Override
  public java.util.Optional<String> contentKey() {
    return java.util.Optional.of("player-aid|" + game + "|" + aid);
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    double top = text.title(g, aid.title(), game, width) - 4;
    double size = SIZE;
    while (size > MIN_SIZE && layout(size, top, width, height).isEmpty()) {
      size -= 0.1;
    }
    List<RulebookMark> marks = layout(size, top, width, height);
    if (marks.isEmpty()) {
      marks = layout(MIN_SIZE, top, width, Double.MAX_VALUE);
    }
    for (RulebookMark m : marks) {
      m.paint(g, fonts);
    }
  }

  /**
   * The sections set in two columns at {@code size}; empty when they overflow the page. Text in the
   * page's order, so it copies out of the PDF in the order it reads.
   */
  List<RulebookMark> layout(double size, double top, double width, double height) {
    double colWidth = (width - 2 * PageText.MARGIN - GAP) / 2;
    double bottom = height - PageText.MARGIN;
    double x = PageText.MARGIN;
    double y = top;
    List<RulebookMark> out = new ArrayList<>();
    for (PlayerAid.Section s : aid.sections()) {
      RulebookFlow flow = new RulebookFlow(fonts, figures, x, colWidth, 0, Double.MAX_VALUE);
      flow.bodySize(size);
      List<Block> blocks = new ArrayList<>();
      blocks.add(new Block.Heading(3, List.of(new Run(s.heading(), Run.Style.BOLD))));
      blocks.addAll(s.blocks());
      flow.blocks(blocks, x, colWidth);
      double h = flow.y();
      if (y + h > bottom) {
        if (x != PageText.MARGIN) {
          return List.of();
        }
        x += colWidth + GAP;
        y = top;
        flow = new RulebookFlow(fonts, figures, x, colWidth, 0, Double.MAX_VALUE);
        flow.bodySize(size);
        flow.blocks(blocks, x, colWidth);
      }
      for (RulebookMark m : flow.finish().get(0)) {
        out.add(m.shifted(y));
      }
      y += h + SECTION_GAP;
    }
    return y - SECTION_GAP <= bottom ? out : List.of();
  }
}
