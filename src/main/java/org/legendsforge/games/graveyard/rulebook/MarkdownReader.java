package org.legendsforge.games.graveyard.rulebook;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.commonmark.node.Node;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.NotationException;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.CellGrid;
import org.legendsforge.kit.book.MarkdownBlocks;

/**
 * Reads this game's rules Markdown into the blocks of the rules text with the kit's {@link
 * MarkdownBlocks}, adding its own fenced blocks: one whose info is {@code area} lists areas to draw
 * ({@code 2r0d 2r1d}), one whose info starts with {@code figure} describes a figure ({@link
 * FigureReader}); running text keeps terrain letter groups together. Raw HTML and images are left
 * out ({@link RulesTextCheck} warns about them).
 */
public final class MarkdownReader {
  /** The info word of a fenced block of area pictures. */
  public static final String AREA_BLOCK = "area";

  private final FigureReader figures = new FigureReader();
  private final MarkdownBlocks markdown =
      new MarkdownBlocks(
          new MarkdownBlocks.Fenced() {
            @Override
            public boolean owns(String info) {
              return AREA_BLOCK.equals(info.strip()) || isFigure(info);
            }

            @Override
            public Optional<Block> read(String info, String literal) {
              if (AREA_BLOCK.equals(info.strip())) {
                return Optional.of(
                    new Block.Grids(areas(literal).stream().map(MarkdownReader::grid).toList()));
              }
              // a figure with mistakes was reported with its location by RulesTextCheck
              return figures.read(info, literal).figure().map(Block.Picture::new);
            }
          },
          MarkdownReader::keptTogether);

  /** The parsed document, with source positions (for the checks). */
  public Node parse(String text) {
    return markdown.parse(text);
  }

  public List<Block> read(String text) {
    return markdown.read(text);
  }

  /** Whether a fenced block's info line opens a figure ({@code figure card hero}). */
  static boolean isFigure(String info) {
    String word = info.strip().split("\\s+")[0];
    return word.equals(FigureReader.WORD);
  }

  /** The areas of a fenced area block; {@link RulesTextCheck} has reported any that fail. */
  static List<AreaSpec> areas(String literal) {
    List<AreaSpec> out = new ArrayList<>();
    for (String word : literal.strip().split("\\s+")) {
      if (word.isEmpty()) {
        continue;
      }
      try {
        out.add(AreaSpec.parse(word));
      } catch (NotationException e) {
        // checked with its location before the text was filled in; nothing to draw here
      }
    }
    return out;
  }

  /** An area as the rules text draws it: its square of cells, the area's cells inside. */
  static CellGrid grid(AreaSpec area) {
    return CellGrid.of(area.steps(), area.notation(), area::contains);
  }

  /** A space inside a group of terrain letters, or between a count and what it counts. */
  private static final java.util.regex.Pattern GROUPED =
      java.util.regex.Pattern.compile("(?<=\\b(?:[PHFMW]|\\d{1,3})) (?=(?:[PHFMW]|any)\\b)");

  /**
   * Text with no-break spaces where a line must not break: inside terrain letter groups ({@code 2 P
   * H F}, {@code 1 any}), so a movement is never read half on one line.
   */
  static String keptTogether(String text) {
    return GROUPED.matcher(text).replaceAll("\u00A0");
  }
}
