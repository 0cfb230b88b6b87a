package org.legendsforge.games.graveyard.rulebook;

import java.util.List;
import org.legendsforge.games.graveyard.rules.Board;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.games.graveyard.rules.LineOfSight;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.games.graveyard.rules.Reachability;
import org.legendsforge.kit.book.Illustration;

/**
 * A picture in the rules text, written as a fenced {@code figure} block ({@link FigureReader} reads
 * it). Only the words are written in the text; what a figure shows is drawn from the card
 * templates, the setup of the build's seed, the rules model's line of sight or a game the engine
 * plays, so it cannot drift from the cards and the rules. In words (the notebook shows no pictures)
 * a card's callouts and the icon key become lists, a line of sight its verdict, and the map and
 * example turn a pointer to the printed book.
 */
public sealed interface Figure extends Illustration {
  /** The word after {@code figure} that names the kind. */
  String kind();

  /**
   * One card of a kind ({@code hero}, {@code spell}, …) drawn by the card renderer, with a callout
   * for each part of its face the text names.
   */
  record CardParts(String cardKind, List<Label> callouts) implements Figure {
    public CardParts {
      callouts = List.copyOf(callouts);
    }

    @Override
    public InWords inWords() {
      return new InWords(
          "a " + cardKind.replace('-', ' ') + " card with its parts named.", points(callouts));
    }

    @Override
    public String kind() {
      return "card";
    }
  }

  /** Icons as the cards draw them, each with its meaning. */
  record IconKey(List<Label> icons) implements Figure {
    public IconKey {
      icons = List.copyOf(icons);
    }

    @Override
    public InWords inWords() {
      return new InWords("the icons as the cards show them.", points(icons));
    }

    @Override
    public String kind() {
      return "icons";
    }
  }

  /** The map, heroes and orbs that the build's seed sets up. */
  record SetupMap() implements Figure {
    @Override
    public InWords inWords() {
      return new InWords("a map as setup lays it out, with dormant heroes and orbs.", List.of());
    }

    @Override
    public String kind() {
      return "setup";
    }
  }

  /** The table laid out for two players: the map, the shared pieces and both players' areas. */
  record Table() implements Figure {
    @Override
    public InWords inWords() {
      return new InWords(
          "the table ready to play: the map in the middle, the compensation track, dice and"
              + " counters on one side of it, the decks on the other, a player's area in front of"
              + " each player.",
          List.of());
    }

    @Override
    public String kind() {
      return "table";
    }
  }

  /** One player's area close up: board, spirit, hero card with counters, weapon, spell hand. */
  record PlayerArea() implements Figure {
    @Override
    public InWords inWords() {
      return new InWords(
          "a player's area: the player board, the spirit card, each hero's Hero Control card"
              + " with its counters and its weapons beside it, and the spell hand held.",
          List.of());
    }

    @Override
    public String kind() {
      return "player-area";
    }
  }

  /** Small maps with a line of sight each, the verdict computed by the rules model. */
  record Sight(List<SightCase> cases) implements Figure {
    public Sight {
      cases = List.copyOf(cases);
    }

    @Override
    public InWords inWords() {
      return new InWords("", points(cases));
    }

    @Override
    public String kind() {
      return "sight";
    }
  }

  /** Small maps with a hero and the cells its move may end on, found by the rules model. */
  record Moves(List<MoveCase> cases) implements Figure {
    public Moves {
      cases = List.copyOf(cases);
    }

    @Override
    public InWords inWords() {
      return new InWords("", points(cases));
    }

    @Override
    public String kind() {
      return "move";
    }
  }

  /** One hero turn of a game the engine plays at build time, drawn step by step. */
  record ExampleTurn() implements Figure {
    @Override
    public InWords inWords() {
      return new InWords("a turn of a game played by the rules, step by step.", List.of());
    }

    @Override
    public String kind() {
      return "example-turn";
    }
  }

  /** What a figure lists in words, each part as one point. */
  interface Said {
    Point point();
  }

  private static List<Point> points(List<? extends Said> parts) {
    return parts.stream().map(Said::point).toList();
  }

  /** A key ({@code badge}, {@code damage}, {@code P}) and the words written for it. */
  record Label(String key, String text) implements Said {
    @Override
    public Point point() {
      return new Point("", text);
    }
  }

  /**
   * A hero on {@code from} moving with {@code movement} on {@code board}, other heroes on {@code
   * others}, of which the figure shows the {@code columns} × {@code rows} cells at the map's
   * north-west corner.
   */
  record MoveCase(
      Board board,
      int columns,
      int rows,
      Cell from,
      MovementSpec movement,
      List<Cell> others,
      String caption)
      implements Said {
    public MoveCase {
      others = List.copyOf(others);
    }

    /** The cells the move may end on, in words, with the caption. */
    @Override
    public Point point() {
      return new Point(
          "From "
              + from.name()
              + " with "
              + movement.notation()
              + ": "
              + String.join(" ", reachable().stream().map(Cell::name).toList())
              + ".",
          caption);
    }

    /**
     * What the rules model says: the cells of the picture the hero may end its move on, in reading
     * order. The map goes on in plains beyond the picture; cells out there are left out, as the
     * picture cannot show them.
     */
    public List<Cell> reachable() {
      return new Reachability(board)
          .reachable(from, movement, new java.util.HashSet<>(others)).stream()
              .filter(c -> c.col() < columns && c.row() < rows)
              .toList();
    }

    /** The cells shown that none of the hero's allowances may ever enter. */
    public List<Cell> neverEntered() {
      List<Cell> out = new java.util.ArrayList<>();
      for (int r = 0; r < rows; r++) {
        for (int c = 0; c < columns; c++) {
          Cell at = new Cell(c, r);
          if (movement.allowances().stream().noneMatch(a -> a.admits(board.at(at)))) {
            out.add(at);
          }
        }
      }
      return out;
    }
  }

  /**
   * A line of sight from {@code from} to {@code to} on {@code board}, of which the figure shows the
   * {@code columns} × {@code rows} cells at the map's north-west corner.
   */
  record SightCase(Board board, int columns, int rows, Cell from, Cell to, String caption)
      implements Said {
    /** The verdict in words, with the caption. */
    @Override
    public Point point() {
      return new Point(
          from.name() + " to " + to.name() + ": " + (sees() ? "sees" : "blocked") + ".", caption);
    }

    /** What the rules model says: whether {@code from} sees {@code to}. */
    public boolean sees() {
      return new LineOfSight(board).visible(from, to);
    }
  }
}
