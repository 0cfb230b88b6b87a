package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Fills the placeholders of rules text: {@code {{game.manaPerTurn}}} inside a sentence, or {@code
 * {{list.components}}} alone on its line for a whole list. A name no fact has, a placeholder left
 * open, or a list inside a sentence is a problem at its line and column, and the text is not used.
 */
public final class Placeholders {
  /** The check id of every placeholder problem. */
  public static final String CHECK = "rules-placeholder";

  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9.-]+");

  /** The filled-in text, or the problems that kept it from being filled in. */
  public record Result(String text, List<TextProblem> problems) {
    public Result {
      problems = List.copyOf(problems);
    }
  }

  private final Map<String, RulesFacts.Fact> facts;

  public Placeholders(Map<String, RulesFacts.Fact> facts) {
    this.facts = facts;
  }

  public Result resolve(String source) {
    List<TextProblem> problems = new ArrayList<>();
    StringBuilder out = new StringBuilder(source.length() + 256);
    String[] lines = source.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      out.append(line(lines[i], i + 1, problems));
      if (i < lines.length - 1) {
        out.append('\n');
      }
    }
    return new Result(out.toString(), problems);
  }

  private String line(String line, int lineNo, List<TextProblem> problems) {
    StringBuilder out = new StringBuilder(line.length());
    int from = 0;
    while (true) {
      int open = line.indexOf("{{", from);
      if (open < 0) {
        return out.append(line, from, line.length()).toString();
      }
      out.append(line, from, open);
      int close = line.indexOf("}}", open + 2);
      if (close < 0) {
        problems.add(
            TextProblem.error(
                CHECK,
                lineNo,
                open + 1,
                "a placeholder is not closed",
                "write a placeholder on one line, as {{game.manaPerTurn}}"));
        return out.append(line, open, line.length()).toString();
      }
      String name = line.substring(open + 2, close).strip();
      RulesFacts.Fact fact = NAME.matcher(name).matches() ? facts.get(name) : null;
      if (fact == null) {
        problems.add(
            new TextProblem(
                CHECK,
                false,
                lineNo,
                open + 1,
                "unknown placeholder {{" + name + "}}: no data has that name",
                "",
                Optional.of(name)));
      } else if (fact.block() && !(line.substring(0, open) + line.substring(close + 2)).isBlank()) {
        problems.add(
            TextProblem.error(
                CHECK,
                lineNo,
                open + 1,
                "{{" + name + "}} is a list and cannot stand inside a sentence",
                "put {{" + name + "}} on a line of its own, with blank lines around it"));
      } else {
        out.append(fact.markdown());
      }
      from = close + 2;
    }
  }
}
