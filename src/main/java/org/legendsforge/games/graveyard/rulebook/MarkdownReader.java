package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.List;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListBlock;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.CellGrid;
import org.legendsforge.kit.book.Run;

/**
 * Reads Markdown (CommonMark, through commonmark-java rather than by hand) into the blocks of the
 * rules text. Headings, paragraphs, lists, block quotes, {@code **strong**} and {@code *emphasis*}
 * are kept; a fenced block whose info is {@code area} lists areas to draw ({@code 2r0d 2r1d}), one
 * whose info starts with {@code figure} describes a figure ({@link FigureReader}). Links keep their
 * text; code is shown as plain text; raw HTML and images are left out ({@link RulesTextCheck} warns
 * about them).
 */
public final class MarkdownReader {
  /** The info word of a fenced block of area pictures. */
  public static final String AREA_BLOCK = "area";

  private final FigureReader figures = new FigureReader();
  private final Parser parser =
      Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

  /** The parsed document, with source positions (for the checks). */
  public Node parse(String markdown) {
    return parser.parse(markdown);
  }

  public List<Block> read(String markdown) {
    return blocks(parse(markdown));
  }

  private List<Block> blocks(Node parent) {
    List<Block> out = new ArrayList<>();
    for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Heading h) {
        out.add(new Block.Heading(h.getLevel(), runs(h)));
      } else if (n instanceof Paragraph p) {
        out.add(new Block.Paragraph(runs(p)));
      } else if (n instanceof ListBlock list) {
        List<List<Block>> items = new ArrayList<>();
        for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
          items.add(blocks(item));
        }
        boolean ordered = list instanceof OrderedList;
        int start = ordered ? startOf((OrderedList) list) : 1;
        out.add(new Block.Items(ordered, start, items));
      } else if (n instanceof BlockQuote q) {
        out.add(new Block.Note(blocks(q)));
      } else if (n instanceof FencedCodeBlock f && AREA_BLOCK.equals(f.getInfo().strip())) {
        out.add(new Block.Grids(areas(f.getLiteral()).stream().map(MarkdownReader::grid).toList()));
      } else if (n instanceof FencedCodeBlock f && isFigure(f.getInfo())) {
        // a figure with mistakes was reported with its location by RulesTextCheck
        figures
            .read(f.getInfo(), f.getLiteral())
            .figure()
            .map(Block.Picture::new)
            .ifPresent(out::add);
      } else if (n instanceof FencedCodeBlock f) {
        out.add(literal(f.getLiteral()));
      } else if (n instanceof IndentedCodeBlock c) {
        out.add(literal(c.getLiteral()));
      }
    }
    return out;
  }

  /** Whether a fenced block's info line opens a figure ({@code figure card hero}). */
  static boolean isFigure(String info) {
    String word = info.strip().split("\\s+")[0];
    return word.equals(FigureReader.WORD);
  }

  private static int startOf(OrderedList list) {
    Integer start = list.getMarkerStartNumber();
    return start == null ? 1 : start;
  }

  private static Block literal(String text) {
    return new Block.Paragraph(List.of(new Run(text.strip(), Run.Style.REGULAR)));
  }

  /** The areas of a fenced area block; {@link RulesTextCheck} has reported any that fail. */
  static List<AreaSpec> areas(String literal) {
    List<AreaSpec> out = new ArrayList<>();
    for (String word : literal.strip().split("\\s+")) {
      if (word.isEmpty()) {
        continue;
      }
      try {
        out.add(AreaSpec.parse(word));
      } catch (NotationException e) {
        // checked with its location before the text was filled in; nothing to draw here
      }
    }
    return out;
  }

  /** An area as the rules text draws it: its square of cells, the area's cells inside. */
  static CellGrid grid(AreaSpec area) {
    return CellGrid.of(area.steps(), area.notation(), area::contains);
  }

  /** Nesting of emphasis beyond this is read as plain text (no rulebook nests that deep). */
  private static final int MAX_INLINE_DEPTH = 16;

  private static List<Run> runs(Node parent) {
    List<Run> out = new ArrayList<>();
    inline(parent, Run.Style.REGULAR, out, 0);
    return merged(out);
  }

  private static void inline(Node parent, Run.Style style, List<Run> out, int depth) {
    if (depth > MAX_INLINE_DEPTH) {
      out.add(new Run(plainText(parent), style));
      return;
    }
    for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Text t) {
        out.add(new Run(keptTogether(t.getLiteral()), style));
      } else if (n instanceof Code c) {
        out.add(new Run(c.getLiteral(), style));
      } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
        out.add(new Run(" ", style));
      } else if (n instanceof StrongEmphasis) {
        inline(n, Run.Style.BOLD, out, depth + 1);
      } else if (n instanceof Emphasis) {
        inline(n, style == Run.Style.BOLD ? Run.Style.BOLD : Run.Style.ITALIC, out, depth + 1);
      } else if (!(n instanceof org.commonmark.node.HtmlInline)
          && !(n instanceof org.commonmark.node.Image)) {
        inline(n, style, out, depth + 1); // links and anything else: their text
      }
    }
  }

  /** All the text under {@code node}, walked with a stack of its own. */
  private static String plainText(Node node) {
    StringBuilder out = new StringBuilder();
    java.util.ArrayDeque<Node> todo = new java.util.ArrayDeque<>();
    todo.push(node);
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (n instanceof Text t) {
        out.append(t.getLiteral());
      } else if (n instanceof Code c) {
        out.append(c.getLiteral());
      } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
        out.append(' ');
      }
      for (Node c = n.getLastChild(); c != null; c = c.getPrevious()) {
        todo.push(c);
      }
    }
    return out.toString();
  }

  /** A space inside a group of terrain letters, or between a count and what it counts. */
  private static final java.util.regex.Pattern GROUPED =
      java.util.regex.Pattern.compile("(?<=\\b(?:[PHFMW]|\\d{1,3})) (?=(?:[PHFMW]|any)\\b)");

  /**
   * Text with no-break spaces where a line must not break: inside terrain letter groups ({@code 2 P
   * H F}, {@code 1 any}), so a movement is never read half on one line.
   */
  static String keptTogether(String text) {
    return GROUPED.matcher(text).replaceAll("\u00A0");
  }

  /** Neighbouring runs of one face joined, so a line is drawn as few strings as possible. */
  private static List<Run> merged(List<Run> runs) {
    List<Run> out = new ArrayList<>();
    for (Run r : runs) {
      if (!out.isEmpty() && out.get(out.size() - 1).style() == r.style()) {
        Run last = out.remove(out.size() - 1);
        out.add(new Run(last.text() + r.text(), r.style()));
      } else if (!r.text().isEmpty()) {
        out.add(r);
      }
    }
    return out;
  }
}
