package org.legendsforge.kit.book;

import java.util.List;

/**
 * A block of the rules text: the few Markdown shapes a rulebook needs, plus grids of cells and the
 * game's own pictures. Print and the Tabletop Simulator notebook both set these, so they show the
 * same text.
 */
public sealed interface Block {
  /** A heading; level 1 titles a chapter, 2 and 3 its sections. */
  record Heading(int level, List<Run> text) implements Block {
    public Heading {
      text = List.copyOf(text);
    }
  }

  record Paragraph(List<Run> text) implements Block {
    public Paragraph {
      text = List.copyOf(text);
    }
  }

  /** A bulleted or numbered list ({@code start} is the first number); each item is blocks. */
  record Items(boolean ordered, int start, List<List<Block>> items) implements Block {
    public Items {
      items = items.stream().map(List::copyOf).toList();
    }
  }

  /** A boxed aside (Markdown's block quote): variants, examples. */
  record Note(List<Block> blocks) implements Block {
    public Note {
      blocks = List.copyOf(blocks);
    }
  }

  /** A picture the game draws (its cards, its map, a turn it played): the kit only places it. */
  record Picture(Illustration figure) implements Block {}

  /** Grids of cells side by side, each under its label (the game's areas of effect, say). */
  record Grids(List<CellGrid> grids) implements Block {
    public Grids {
      grids = List.copyOf(grids);
    }
  }
}
