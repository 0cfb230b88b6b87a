package org.legendsforge.kit.print.pages;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.Chapter;
import org.legendsforge.kit.book.Run;

/**
 * The one-page player aid: the rules text's {@code player-aid.md}, its title and its {@code ##}
 * sections, each with its blocks as written (lists with their bold keywords, figures such as the
 * icon key).
 */
public record PlayerAid(String title, List<Section> sections) {
  public PlayerAid {
    sections = List.copyOf(sections);
  }

  /** A heading and what follows it. */
  public record Section(String heading, List<Block> blocks) {
    public Section {
      blocks = List.copyOf(blocks);
    }

    /** The section's points as plain text: each list item and paragraph. */
    public List<String> points() {
      List<String> out = new ArrayList<>();
      blocks.forEach(b -> out.addAll(PlayerAid.points(b)));
      return out;
    }
  }

  public static PlayerAid of(Chapter chapter) {
    List<Section> sections = new ArrayList<>();
    String heading = null;
    List<Block> blocks = new ArrayList<>();
    for (Block b : chapter.blocks()) {
      if (b instanceof Block.Heading h && h.level() == 1) {
        continue;
      }
      if (b instanceof Block.Heading h) {
        if (heading != null) {
          sections.add(new Section(heading, blocks));
        }
        heading = Run.plain(h.text());
        blocks = new ArrayList<>();
      } else {
        blocks.add(b);
      }
    }
    if (heading != null) {
      sections.add(new Section(heading, blocks));
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
