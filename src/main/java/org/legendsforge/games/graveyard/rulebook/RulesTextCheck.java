package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.SourceSpan;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.NotationException;

/**
 * Checks rules text as written, before its placeholders are filled in, so every problem points at
 * the writer's own line: each file opens with a {@code # Title}; a fenced block draws areas and
 * names only areas the rules model reads ({@code 2r1d}); HTML and images are not shown. Also reads
 * the glossary's definitions and checks that every effect a card uses has one.
 */
public final class RulesTextCheck {
  /** A glossary line: {@code - **Push**: the target moves ...}. */
  private static final Pattern DEFINITION =
      Pattern.compile("^\\s*[-*+]\\s+\\*\\*([^*]+)\\*\\*\\s*[:\u2014\u2013]\\s*(.+?)\\s*$");

  private final MarkdownReader reader = new MarkdownReader();
  private final FigureReader figures = new FigureReader();

  /**
   * The longest run of spaces, quote and list markers a line may open with: deeper nesting is no
   * rulebook, and would cost the Markdown parser time that grows with its square.
   */
  static final int MAX_PREFIX = 64;

  public List<TextProblem> check(String source) {
    List<TextProblem> problems = new ArrayList<>();
    String[] lines = source.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (prefix(lines[i]) > MAX_PREFIX) {
        problems.add(
            TextProblem.error(
                "rules-nesting",
                i + 1,
                1,
                "lists or quotes are nested too deep here",
                "a rulebook needs a few levels of lists and quotes at most"));
        return problems;
      }
    }
    Node doc = reader.parse(source);
    Node first = doc.getFirstChild();
    if (!(first instanceof Heading h) || h.getLevel() != 1) {
      problems.add(
          TextProblem.error(
              "rules-title",
              first == null ? 1 : line(first),
              1,
              "rules text must open with its title",
              "start the file with a line such as \"# Setup\""));
    }
    // Walked with a stack of its own: emphasis nested deep in a paragraph makes a deep tree.
    java.util.ArrayDeque<Node> todo = new java.util.ArrayDeque<>();
    todo.push(doc);
    while (!todo.isEmpty()) {
      Node n = todo.pop();
      if (n instanceof FencedCodeBlock f) {
        fence(f, lines, problems);
      } else if (n instanceof HtmlBlock || n instanceof HtmlInline) {
        problems.add(unshown(n, "HTML"));
      } else if (n instanceof Image) {
        problems.add(unshown(n, "an image"));
      }
      for (Node c = n.getLastChild(); c != null; c = c.getPrevious()) {
        todo.push(c);
      }
    }
    problems.sort(
        java.util.Comparator.comparingInt(TextProblem::line).thenComparingInt(TextProblem::column));
    return problems;
  }

  /** How many characters of spaces, {@code >} and list markers open a line. */
  private static int prefix(String line) {
    int i = 0;
    while (i < line.length() && " \t>-*+.)0123456789".indexOf(line.charAt(i)) >= 0) {
      i++;
    }
    return i;
  }

  private void fence(FencedCodeBlock f, String[] lines, List<TextProblem> problems) {
    String info = f.getInfo().strip();
    if (MarkdownReader.isFigure(info)) {
      figure(f, lines, problems);
      return;
    }
    if (!info.equals(MarkdownReader.AREA_BLOCK)) {
      problems.add(
          TextProblem.error(
              "rules-block",
              line(f),
              column(f),
              "a fenced block in rules text draws areas or a figure; \"" + info + "\" is neither",
              "write ```area with areas such as 2r0d 2r1d on the next line, or ```figure and the"
                  + " figure's name (docs/card-data.md lists them)"));
      return;
    }
    int lineNo = line(f) + 1;
    for (String contentLine : f.getLiteral().split("\n", -1)) {
      Matcher words = Pattern.compile("\\S+").matcher(contentLine);
      while (words.find()) {
        try {
          AreaSpec.parse(words.group());
        } catch (NotationException e) {
          int col = column(lines, lineNo, contentLine) + words.start() + e.offset();
          problems.add(TextProblem.error("rules-area", lineNo, col, e.getMessage(), e.hint()));
        }
      }
      lineNo++;
    }
  }

  /** A figure block's mistakes, each at its own line of the file. */
  private void figure(FencedCodeBlock f, String[] lines, List<TextProblem> problems) {
    int first = line(f);
    for (FigureReader.Problem p : figures.read(f.getInfo(), f.getLiteral()).problems()) {
      int lineNo = first + p.line() - 1;
      // the info line's mistakes point at the fence; a content line's at their column in it
      int column = column(f);
      if (p.line() > 1 && lineNo - 1 < lines.length) {
        String source = lines[lineNo - 1];
        column = source.length() - source.stripLeading().length() + p.column();
      }
      problems.add(TextProblem.error("rules-figure", lineNo, column, p.message(), p.hint()));
    }
  }

  /** Where a content line of a fenced block starts in the source (fences may be indented). */
  private static int column(String[] lines, int lineNo, String content) {
    if (lineNo - 1 < lines.length && !content.isEmpty()) {
      int at = lines[lineNo - 1].indexOf(content);
      return at < 0 ? 1 : at + 1;
    }
    return 1;
  }

  private static TextProblem unshown(Node node, String what) {
    return TextProblem.warning(
        "rules-unshown",
        line(node),
        column(node),
        "the rulebook does not show " + what,
        "write it as text; pictures of areas come from a fenced ```area block");
  }

  private static int line(Node node) {
    List<SourceSpan> spans = node.getSourceSpans();
    return spans.isEmpty() ? 1 : spans.get(0).getLineIndex() + 1;
  }

  private static int column(Node node) {
    List<SourceSpan> spans = node.getSourceSpans();
    return spans.isEmpty() ? 1 : spans.get(0).getColumnIndex() + 1;
  }

  /**
   * The glossary's definitions by term key ({@code push}, {@code hyper-orb}): every list line that
   * starts with a bold term and a colon or dash.
   */
  public static Map<String, String> definitions(String glossary) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : glossary.split("\n")) {
      Matcher m = DEFINITION.matcher(line);
      if (m.matches()) {
        out.put(termKey(m.group(1)), m.group(2));
      }
    }
    return out;
  }

  public static String termKey(String term) {
    return term.strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", "-");
  }

  /** The effect words some card uses that the glossary does not define, in the enum's order. */
  public static Set<String> undefinedEffects(Catalog catalog, Map<String, String> glossary) {
    Set<String> missing = new TreeSet<>();
    for (EffectKind kind : usedEffects(catalog)) {
      if (!glossary.containsKey(kind.key())) {
        missing.add(kind.key());
      }
    }
    return missing;
  }

  /** Every effect kind some card of the catalog uses. */
  public static Set<EffectKind> usedEffects(Catalog catalog) {
    Set<EffectKind> used = new TreeSet<>();
    catalog
        .printedCards()
        .map(Catalog.DeckCard::card)
        .forEach(c -> effects(c).forEach(e -> used.add(e.kind())));
    return used;
  }

  private static List<Effect> effects(Card card) {
    if (card instanceof Spell s) {
      return s.effects();
    }
    if (card instanceof Weapon w) {
      return w.effects();
    }
    if (card instanceof Hero h) {
      return h.hyper().effects();
    }
    if (card instanceof Spirit s) {
      return s.effects();
    }
    if (card instanceof ChaosElement c) {
      return c.effects();
    }
    return List.of();
  }
}
