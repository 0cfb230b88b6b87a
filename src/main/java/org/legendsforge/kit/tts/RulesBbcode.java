package org.legendsforge.kit.tts;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.CellGrid;
import org.legendsforge.kit.book.Chapter;
import org.legendsforge.kit.book.Illustration;
import org.legendsforge.kit.book.Run;

/**
 * Rules text as the notebook's BBCode, from the same blocks the printed rulebook sets: headings in
 * bold, lists with bullets, notes in italics, areas as rows of filled and empty squares. A bracket
 * in the text is followed by a zero-width space, so text never turns into a tag.
 */
public final class RulesBbcode {
  private static final String ACCENT = "5A4B8A";

  public String chapter(Chapter chapter) {
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
      } else if (b instanceof Block.Grids grids) {
        out.addAll(areas(grids.grids(), indent));
        out.add("");
      } else if (b instanceof Block.Picture picture) {
        out.addAll(figure(picture.figure(), indent));
        out.add("");
      }
    }
  }

  /** A picture in words: what the printed book shows there, then the picture's points. */
  static List<String> figure(Illustration f, String indent) {
    List<String> out = new ArrayList<>();
    Illustration.InWords words = f.inWords();
    if (!words.shows().isEmpty()) {
      out.add(indent + "[i](A picture here in the printed rulebook: " + words.shows() + ")[/i]");
    }
    for (Illustration.Point p : words.points()) {
      String lead = p.lead().isEmpty() ? "" : "[b]" + p.lead() + "[/b] ";
      out.add(indent + "• " + lead + escaped(p.text()));
    }
    return out;
  }

  /** Text with its {icon} words dropped and brackets made harmless. */
  private static String escaped(String text) {
    return text.replaceAll("\\{[A-Za-z]+\\}\\s*", "").replace("[", "[\u200B");
  }

  /** Grids side by side: ■ inside, □ outside, the centre ◉, the label underneath. */
  static List<String> areas(List<CellGrid> areas, String indent) {
    int tallest = areas.stream().mapToInt(CellGrid::side).max().orElse(0);
    List<String> rows = new ArrayList<>();
    for (int row = 0; row < tallest; row++) {
      StringBuilder line = new StringBuilder(indent);
      for (CellGrid a : areas) {
        int n = a.side();
        int r = row - (tallest - n) / 2;
        for (int col = 0; col < n; col++) {
          if (r < 0 || r >= n) {
            line.append('\u3000');
          } else if (col == a.reach() && r == a.reach()) {
            line.append('◉');
          } else {
            line.append(a.contains(col - a.reach(), r - a.reach()) ? '■' : '□');
          }
        }
        line.append("\u3000\u3000");
      }
      rows.add(line.toString().stripTrailing());
    }
    StringBuilder labels = new StringBuilder(indent);
    for (CellGrid a : areas) {
      labels.append("[b]").append(a.label()).append("[/b]").append("\u3000\u3000\u3000");
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
