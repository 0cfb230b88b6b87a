package org.legendsforge.kit.book;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
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

/**
 * Reads Markdown (CommonMark, through commonmark-java rather than by hand) into the blocks of the
 * rules text, for every game: headings, paragraphs, lists, block quotes, {@code **strong**} and
 * {@code *emphasis*} are kept. A fenced block a game claims (its pictures, its grids) is read by
 * the game; any other code is shown as plain text. Links keep their text; raw HTML and images are
 * left out.
 */
public final class MarkdownBlocks {
  /** The fenced blocks a game reads itself, by their info line. */
  public interface Fenced {
    boolean owns(String info);

    /** The block drawn for it; empty when it has nothing to draw (its mistakes told elsewhere). */
    Optional<Block> read(String info, String literal);
  }

  /** No fenced block of its own: every one is shown as text. */
  public static final Fenced NONE =
      new Fenced() {
        @Override
        public boolean owns(String info) {
          return false;
        }

        @Override
        public Optional<Block> read(String info, String literal) {
          return Optional.empty();
        }
      };

  /** Nesting of emphasis beyond this is read as plain text (no rulebook nests that deep). */
  private static final int MAX_INLINE_DEPTH = 16;

  private final Fenced fenced;
  private final UnaryOperator<String> text;
  private final Parser parser =
      Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

  /** Plain Markdown, as a data-only game's rules are written. */
  public MarkdownBlocks() {
    this(NONE, UnaryOperator.identity());
  }

  /**
   * {@code fenced}: the game's own fenced blocks; {@code text}: what the game does to running text
   * (no-break spaces where its words must stay together, say).
   */
  public MarkdownBlocks(Fenced fenced, UnaryOperator<String> text) {
    this.fenced = fenced;
    this.text = text;
  }

  /** The parsed document, with source positions (for a game's checks). */
  public Node parse(String markdown) {
    return parser.parse(markdown);
  }

  public List<Block> read(String markdown) {
    return blocks(parse(markdown));
  }

  /** The rules text as one chapter, titled by its first heading (or {@code source}). */
  public Chapter chapter(String source, String markdown) {
    List<Block> blocks = read(markdown);
    String title =
        blocks.isEmpty() || !(blocks.get(0) instanceof Block.Heading h)
            ? source
            : Run.plain(h.text());
    return new Chapter(source, title, blocks);
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
      } else if (n instanceof FencedCodeBlock f && fenced.owns(f.getInfo())) {
        fenced.read(f.getInfo(), f.getLiteral()).ifPresent(out::add);
      } else if (n instanceof FencedCodeBlock f) {
        out.add(literal(f.getLiteral()));
      } else if (n instanceof IndentedCodeBlock c) {
        out.add(literal(c.getLiteral()));
      }
    }
    return out;
  }

  private static int startOf(OrderedList list) {
    Integer start = list.getMarkerStartNumber();
    return start == null ? 1 : start;
  }

  private static Block literal(String text) {
    return new Block.Paragraph(List.of(new Run(text.strip(), Run.Style.REGULAR)));
  }

  private List<Run> runs(Node parent) {
    List<Run> out = new ArrayList<>();
    inline(parent, Run.Style.REGULAR, out, 0);
    return merged(out);
  }

  private void inline(Node parent, Run.Style style, List<Run> out, int depth) {
    if (depth > MAX_INLINE_DEPTH) {
      out.add(new Run(plainText(parent), style));
      return;
    }
    for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
      if (n instanceof Text t) {
        out.add(new Run(text.apply(t.getLiteral()), style));
      } else if (n instanceof Code c) {
        out.add(new Run(c.getLiteral(), style));
      } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
        out.add(new Run(" ", style));
      } else if (n instanceof StrongEmphasis) {
        inline(n, Run.Style.BOLD, out, depth + 1);
      } else if (n instanceof Emphasis) {
        inline(n, style == Run.Style.BOLD ? Run.Style.BOLD : Run.Style.ITALIC, out, depth + 1);
      } else if (!(n instanceof HtmlInline) && !(n instanceof Image)) {
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
