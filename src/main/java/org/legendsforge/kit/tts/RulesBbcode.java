package org.legendsforge.kit.tts;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.rulebook.Block;
import org.legendsforge.games.graveyard.rulebook.Chapter;
import org.legendsforge.games.graveyard.rulebook.Figure;
import org.legendsforge.games.graveyard.rulebook.Run;
import org.legendsforge.games.graveyard.rules.AreaSpec;

/**
 * Rules text as the notebook's BBCode, from the same blocks the printed rulebook sets: headings in
 * bold, lists with bullets, notes in italics, areas as rows of filled and empty squares. A bracket
 * in the text is followed by a zero-width space, so text never turns into a tag.
 */
final class RulesBbcode {
  private static final String ACCENT = "5A4B8A";

  String chapter(Chapter chapter) {
    List<String> out = new ArrayList<>();
    blocks(chapter.blocks(), "", out);
    while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
      out.remove(out.size() - 1);
    }
    return String.join("\n", out);
  }

  private void blocks(List<Block> blocks, String indent, List<String> out) {
    for (Block b : blocks) {
      if (b instanceof Block.Heading h) {
        String text = runs(h.text());
        out.add(
            h.level() == 1
                ? "[b][" + ACCENT + "]" + text + "[-][/b]"
                : h.level() == 2 ? "[b]" + text + "[/b]" : "[b][i]" + text + "[/i][/b]");
        out.add("");
      } else if (b instanceof Block.Paragraph p) {
        out.add(indent + runs(p.text()));
        out.add("");
      } else if (b instanceof Block.Items items) {
        int n = items.start();
        for (List<Block> item : items.items()) {
          List<String> lines = new ArrayList<>();
          blocks(item, indent + "    ", lines);
          lines.removeIf(String::isEmpty);
          String marker = items.ordered() ? n++ + ". " : "• ";
          for (int i = 0; i < lines.size(); i++) {
            out.add(i == 0 ? indent + marker + lines.get(i).strip() : lines.get(i));
          }
        }
        out.add("");
      } else if (b instanceof Block.Note note) {
        List<String> lines = new ArrayList<>();
        blocks(note.blocks(), indent, lines);
        lines.removeIf(String::isEmpty);
        lines.forEach(l -> out.add("[i]" + l + "[/i]"));
        out.add("");
      } else if (b instanceof Block.AreaPictures pictures) {
        out.addAll(areas(pictures.areas(), indent));
        out.add("");
      } else if (b instanceof Block.Picture picture) {
        out.addAll(figure(picture.figure(), indent));
        out.add("");
      }
    }
  }

  /**
   * A figure in words: the notebook shows no pictures, so a card's callouts and the icon key become
   * lists, a line of sight its verdict, and the map and example turn a pointer to the printed book.
   */
  static List<String> figure(Figure f, String indent) {
    List<String> out = new ArrayList<>();
    String where = indent + "[i](A picture here in the printed rulebook: ";
    if (f instanceof Figure.CardParts c) {
      out.add(where + "a " + c.cardKind().replace('-', ' ') + " card with its parts named.)[/i]");
      c.callouts().forEach(l -> out.add(indent + "• " + escaped(l.text())));
    } else if (f instanceof Figure.IconKey k) {
      out.add(where + "the icons as the cards show them.)[/i]");
      k.icons().forEach(l -> out.add(indent + "• " + escaped(l.text())));
    } else if (f instanceof Figure.Sight s) {
      for (Figure.SightCase c : s.cases()) {
        out.add(
            indent
                + "• [b]"
                + c.from().name()
                + " to "
                + c.to().name()
                + ": "
                + (c.sees() ? "sees" : "blocked")
                + ".[/b] "
                + escaped(c.caption()));
      }
    } else if (f instanceof Figure.SetupMap) {
      out.add(where + "a map as setup lays it out, with dormant heroes and orbs.)[/i]");
    } else {
      out.add(where + "a turn of a game played by the rules, step by step.)[/i]");
    }
    return out;
  }

  /** Text with its {icon} words dropped and brackets made harmless. */
  private static String escaped(String text) {
    return text.replaceAll("\\{[A-Za-z]+\\}\\s*", "").replace("[", "[\u200B");
  }

  /** Areas side by side: ■ inside, □ outside, the centre ◉, notation underneath. */
  static List<String> areas(List<AreaSpec> areas, String indent) {
    int tallest = areas.stream().mapToInt(a -> 2 * a.steps() + 1).max().orElse(0);
    List<String> rows = new ArrayList<>();
    for (int row = 0; row < tallest; row++) {
      StringBuilder line = new StringBuilder(indent);
      for (AreaSpec a : areas) {
        int n = 2 * a.steps() + 1;
        int r = row - (tallest - n) / 2;
        for (int col = 0; col < n; col++) {
          if (r < 0 || r >= n) {
            line.append('\u3000');
          } else if (col == a.steps() && r == a.steps()) {
            line.append('◉');
          } else {
            line.append(a.contains(col - a.steps(), r - a.steps()) ? '■' : '□');
          }
        }
        line.append("\u3000\u3000");
      }
      rows.add(line.toString().stripTrailing());
    }
    StringBuilder labels = new StringBuilder(indent);
    for (AreaSpec a : areas) {
      labels.append("[b]").append(a.notation()).append("[/b]").append("\u3000\u3000\u3000");
    }
    rows.add(labels.toString().stripTrailing());
    return rows;
  }

  static String runs(List<Run> runs) {
    StringBuilder out = new StringBuilder();
    for (Run r : runs) {
      String text = r.text().replace("[", "[\u200B");
      out.append(
          switch (r.style()) {
            case BOLD -> "[b]" + text + "[/b]";
            case ITALIC -> "[i]" + text + "[/i]";
            case REGULAR -> text;
          });
    }
    return out.toString();
  }
}
