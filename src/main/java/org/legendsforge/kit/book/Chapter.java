package org.legendsforge.kit.book;

import java.util.List;

/** One file of rules text: where it came from, its title (its first heading) and its blocks. */
public record Chapter(String source, String title, List<Block> blocks) {
  public Chapter {
    blocks = List.copyOf(blocks);
  }
}
