package org.legendsforge.print.pages;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.rulebook.Block;
import org.legendsforge.rulebook.Chapter;
import org.legendsforge.rulebook.Run;

/**
 * The text of the one-page player aid: the rules text's {@code player-aid.md}, its title and, for
 * each {@code ##} section, the points of its lists (paragraphs count as points too).
 */
public record PlayerAid(String title, List<Section> sections) {
  public PlayerAid {
    sections = List.copyOf(sections);
  }

  /** A heading and its short points. */
  public record Section(String heading, List<String> points) {
    public Section {
      points = List.copyOf(points);
    }
  }

  public static PlayerAid of(Chapter chapter) {
    List<Section> sections = new ArrayList<>();
    String heading = null;
    List<String> points = new ArrayList<>();
    for (Block b : chapter.blocks()) {
      if (b instanceof Block.Heading h && h.level() == 1) {
        continue;
      }
      if (b instanceof Block.Heading h) {
        if (heading != null) {
          sections.add(new Section(heading, points));
        }
        heading = Run.plain(h.text());
        points = new ArrayList<>();
      } else {
        points.addAll(points(b));
      }
    }
    if (heading != null) {
      sections.add(new Section(heading, points));
    }
    return new PlayerAid(chapter.title(), sections);
  }

  private static List<String> points(Block b) {
    List<String> out = new ArrayList<>();
    if (b instanceof Block.Paragraph p) {
      out.add(Run.plain(p.text()).strip());
    } else if (b instanceof Block.Items items) {
      for (List<Block> item : items.items()) {
        List<String> parts = new ArrayList<>();
        item.forEach(x -> parts.addAll(points(x)));
        out.add(String.join(" ", parts));
      }
    } else if (b instanceof Block.Note n) {
      n.blocks().forEach(x -> out.addAll(points(x)));
    }
    return out;
  }
}
