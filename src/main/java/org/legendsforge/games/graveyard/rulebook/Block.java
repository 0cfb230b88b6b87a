package org.legendsforge.games.graveyard.rulebook;

import java.util.List;
import org.legendsforge.games.graveyard.rules.AreaSpec;

/**
 * A block of the rules text: the few Markdown shapes a rulebook needs, plus drawn area pictures and
 * figures. Print and the Tabletop Simulator notebook both set these, so they show the same text.
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

  /** A figure drawn from the cards, the rules model or a game (a fenced {@code figure} block). */
  record Picture(Figure figure) implements Block {}

  /** Pictures of areas side by side, drawn from the rules model (a fenced {@code area} block). */
  record AreaPictures(List<AreaSpec> areas) implements Block {
    public AreaPictures {
      areas = List.copyOf(areas);
    }
  }
}
