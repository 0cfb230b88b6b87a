package org.legendsforge.kit.print.pages;

import java.awt.Graphics2D;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.render.FontSet;

/** One page of the rulebook as laid out: its marks, and its number (0 for an unnumbered page). */
public final class RulebookPage implements GuidePage {
  private final FontSet fonts;
  private final List<RulebookMark> marks;
  private final int number;

  RulebookPage(FontSet fonts, List<RulebookMark> marks, int number) {
    this.fonts = fonts;
    this.marks = List.copyOf(marks);
    this.number = number;
  }

  public int number() {
    return number;
  }

  /** Whether the page shows nothing (a blank page that fills the booklet to whole sheets). */
  public boolean isBlank() {
    return marks.isEmpty();
  }

  /** The page's text in drawing order, for tests and checks. */
  public String text() {
    StringBuilder out = new StringBuilder();
    for (RulebookMark m : marks) {
      if (m instanceof RulebookMark.Text t) {
        out.append(t.text()).append('\n');
      }
    }
    return out.toString();
  }

  @Override
  public void paint(Graphics2D g, double width, double height) {
    PageText.prepare(g);
    for (RulebookMark m : marks) {
      m.paint(g, fonts);
    }
  }

  @Override
  public Optional<String> contentKey() {
    return Optional.of("rulebook-page|" + number + "|" + marks);
  }
}
