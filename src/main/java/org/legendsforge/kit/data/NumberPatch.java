package org.legendsforge.kit.data;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.legendsforge.kit.diag.SourceMap;

/**
 * Changes numbers in card-data text where they were written and nothing else: comments, order,
 * layout and every other character stay as they are, so {@code forge diff} of the old and the new
 * folder shows exactly the numbers changed. Pure: it takes the files' text and gives new text.
 */
public final class NumberPatch {
  private static final Pattern NUMBER = Pattern.compile("-?\\d+");

  /**
   * Change {@code field} of card {@code cardId} (a path below the card, {@code effects/0/damage}).
   */
  public record Edit(String cardId, String field, int from, int to) {}

  /** Why an edit cannot be made. */
  public static final class Refused extends Exception {
    Refused(String message) {
      super(message);
    }
  }

  private NumberPatch() {}

  /**
   * The files {@code edits} change, by path relative to the data folder, with their new text;
   * {@code text} reads a file's current text by that path.
   */
  public static Map<String, String> apply(
      SourceMap sources, List<Edit> edits, java.util.function.Function<String, String> text)
      throws Refused {
    List<Map.Entry<Edit, SourceMap.Written>> placed = new java.util.ArrayList<>();
    for (Edit e : edits) {
      Optional<SourceMap.Written> at = sources.written(e.cardId(), e.field());
      if (at.isEmpty()) {
        throw new Refused(
            "\"" + e.field() + "\" of \"" + e.cardId() + "\" is not written in the card data");
      }
      placed.add(Map.entry(e, at.get()));
    }
    // last place first, so an edit never moves the place of one still to come
    placed.sort(
        java.util.Comparator.comparing(
                (Map.Entry<Edit, SourceMap.Written> p) -> p.getValue().line())
            .thenComparing(p -> p.getValue().column())
            .reversed());
    Map<String, String> out = new LinkedHashMap<>();
    for (Map.Entry<Edit, SourceMap.Written> p : placed) {
      Edit e = p.getKey();
      SourceMap.Written w = p.getValue();
      String was = out.computeIfAbsent(w.relativePath(), text);
      int start = offset(was, w.line(), w.column());
      Matcher m = NUMBER.matcher(was);
      if (start < 0 || !m.find(start) || m.start() != start) {
        throw new Refused(
            w.relativePath() + ":" + w.line() + ": no number where " + e.field() + " is written");
      }
      if (Integer.parseInt(m.group()) != e.from()) {
        throw new Refused(
            w.relativePath()
                + ":"
                + w.line()
                + ": "
                + e.field()
                + " is "
                + m.group()
                + ", not "
                + e.from());
      }
      out.put(w.relativePath(), was.substring(0, m.start()) + e.to() + was.substring(m.end()));
    }
    return out;
  }

  /** The index of 1-based {@code line} and {@code column} in {@code text}, or -1. */
  private static int offset(String text, int line, int column) {
    int i = 0;
    for (int l = 1; l < line; l++) {
      i = text.indexOf('\n', i);
      if (i < 0) {
        return -1;
      }
      i++;
    }
    int at = i + column - 1;
    return at < text.length() ? at : -1;
  }
}
