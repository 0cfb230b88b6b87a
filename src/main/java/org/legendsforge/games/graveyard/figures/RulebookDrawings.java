package org.legendsforge.games.graveyard.figures;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.playtest.narration.ExampleTurnFinder;
import org.legendsforge.games.graveyard.rulebook.BoardView;
import org.legendsforge.games.graveyard.rulebook.Figure;
import org.legendsforge.games.graveyard.rulebook.TurnStory;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.kit.book.Illustration;
import org.legendsforge.kit.book.Run;
import org.legendsforge.kit.print.pages.FigurePiece;
import org.legendsforge.kit.print.pages.RulebookFigures;
import org.legendsforge.kit.render.CardLook;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.FontSet;

/**
 * The rulebook's figures for one build: cards drawn by the card renderer with their parts called
 * out, the icon key, the map of the build's seed, lines of sight judged by the rules model and the
 * example turn from a game the engine plays ({@link ExampleTurnFinder}). What each shows is worked
 * out once per build, not once per paper.
 */
public final class RulebookDrawings implements RulebookFigures {
  private final Catalog catalog;
  private final CardRenderer renderer;

  /** The card look, or null from a renderer without templates (then no figure is drawn). */
  private final CardLook look;

  private final FontSet fonts;
  private final long seed;
  private Optional<Optional<TurnStory>> story = Optional.empty();

  public RulebookDrawings(Catalog catalog, CardRenderer renderer, FontSet fonts, long seed) {
    this.catalog = catalog;
    this.renderer = renderer;
    this.look = renderer.look().orElse(null);
    this.fonts = fonts;
    this.seed = seed;
  }

  /**
   * The pieces of {@code figure}, one of this game's figures; none from a renderer without
   * templates (a card set drawn in code has no card look to show).
   */
  @Override
  public List<FigurePiece> pieces(Illustration figure, double width) {
    return look == null || !(figure instanceof Figure f) ? List.of() : drawn(f, width);
  }

  private List<FigurePiece> drawn(Figure figure, double width) {
    if (figure instanceof Figure.CardParts c) {
      return card(c, width);
    }
    if (figure instanceof Figure.IconKey k) {
      IconKeyPainter p = new IconKeyPainter(look, fonts, 3.0);
      return List.of(
          new FigurePiece.Drawing(
              width, p.height(k.icons(), width), "icons|" + k, g -> p.paint(g, k.icons(), width)));
    }
    if (figure instanceof Figure.SetupMap) {
      return setup(width);
    }
    if (figure instanceof Figure.Table) {
      return table(width);
    }
    if (figure instanceof Figure.PlayerArea) {
      TablePainter p = new TablePainter(catalog, renderer, look, fonts);
      double h = TablePainter.AREA_HEIGHT * width / TablePainter.DESIGN;
      return List.of(new FigurePiece.Drawing(width, h, "player-area", g -> p.paintArea(g, width)));
    }
    if (figure instanceof Figure.Sight s) {
      return sight(s, width);
    }
    if (figure instanceof Figure.Moves m) {
      return moves(m, width);
    }
    return exampleTurn(width);
  }

  /** The card of that kind shown: the first in the card data that has every part called out. */
  Optional<DeckCard> cardOf(Figure.CardParts c) {
    List<DeckCard> ofKind =
        catalog.printedCards().filter(d -> look.kind(d).equals(c.cardKind())).toList();
    return ofKind.stream()
        .filter(d -> c.callouts().stream().allMatch(l -> look.parts(d).containsKey(l.key())))
        .findFirst()
        .or(() -> ofKind.stream().findFirst());
  }

  private List<FigurePiece> card(Figure.CardParts c, double width) {
    Optional<DeckCard> card = cardOf(c);
    if (card.isEmpty()) {
      return List.of(
          new FigurePiece.Caption(
              List.of(plain("(This card set has no " + c.cardKind() + " card to show here.)"))));
    }
    CardCalloutPainter p = new CardCalloutPainter(renderer, look, fonts);
    DeckCard d = card.get();
    return List.of(
        new FigurePiece.Drawing(
            width,
            p.height(d, c.callouts(), width),
            "card|" + d.deck().id() + "/" + d.card().id() + "|" + c,
            g -> p.paint(g, d, c.callouts(), width)));
  }

  private boolean hasMap() {
    return catalog.heroes().size() >= Setup.HEROES_ON_MAP && catalog.terrainCards().size() >= 15;
  }

  private static List<FigurePiece> noMap() {
    return List.of(
        new FigurePiece.Caption(
            List.of(plain("(This card set has too few heroes or terrain cards for a map.)"))));
  }

  /** The build seed's setup. */
  private SetupResult setupOfSeed() {
    Map<PickupKind, Integer> counts = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      counts.put(k, catalog.pickupCount(k));
    }
    return Setup.run(
        seed, catalog.terrainCards(), catalog.heroes().stream().map(Hero::id).toList(), counts);
  }

  /** The map of the seed's setup as the figures show it: dormant heroes and orbs. */
  private BoardView setupView(SetupResult s) {
    List<BoardView.Piece> heroes = new ArrayList<>();
    for (SetupResult.HeroPlacement h : s.heroes()) {
      String name = catalog.hero(h.hero()).map(Hero::name).orElse(h.hero());
      heroes.add(new BoardView.Piece(h.cell(), BoardView.initials(name), 0, BoardView.Role.NONE));
    }
    List<BoardView.Orb> orbs =
        s.pickups().stream().map(p -> new BoardView.Orb(p.cell(), p.kind())).toList();
    return BoardView.whole(s.board(), heroes, orbs);
  }

  private List<FigurePiece> table(double width) {
    if (!hasMap()) {
      return noMap();
    }
    BoardView view = setupView(setupOfSeed());
    TablePainter p = new TablePainter(catalog, renderer, look, fonts);
    double h = TablePainter.TABLE_HEIGHT * width / TablePainter.DESIGN;
    return List.of(
        new FigurePiece.Drawing(width, h, "table|" + view, g -> p.paintTable(g, view, width)));
  }

  private List<FigurePiece> setup(double width) {
    if (!hasMap()) {
      return noMap();
    }
    SetupResult s = setupOfSeed();
    List<String> names = new ArrayList<>();
    for (SetupResult.HeroPlacement h : s.heroes()) {
      String name = catalog.hero(h.hero()).map(Hero::name).orElse(h.hero());
      names.add(BoardView.initials(name) + " " + name + " (" + h.cell().name() + ")");
    }
    BoardView view = setupView(s);
    BoardFigurePainter p = new BoardFigurePainter(look, fonts);
    double w = width * 0.92;
    List<FigurePiece> out = new ArrayList<>();
    out.add(
        new FigurePiece.Drawing(
            w, BoardFigurePainter.height(view, w), "setup|" + view, g -> p.paint(g, view, w)));
    List<Run> words = new ArrayList<>();
    words.add(bold("The map of seed " + seed + ". "));
    words.add(plain("Dormant heroes (dashed discs): " + String.join(", ", names) + ". Orbs: "));
    List<String> orbWords = new ArrayList<>();
    for (SetupResult.PickupPlacement o : s.pickups()) {
      orbWords.add(o.kind().key() + " on " + o.cell().name());
    }
    words.add(
        plain(
            String.join(", ", orbWords)
                + ". "
                + starter(s.startPlayer())
                + " starts. (The Tabletop Simulator table sets up this map from seed "
                + seed
                + ".)"));
    out.add(new FigurePiece.Caption(words));
    return out;
  }

  /** The start player by the colour of its player card, as the table names players. */
  private String starter(int player) {
    var cards = catalog.playerCards();
    return player >= 1 && player <= cards.size()
        ? cards.get(player - 1).colour()
        : "Player " + player;
  }

  private List<FigurePiece> sight(Figure.Sight s, double width) {
    List<FigurePiece> out = new ArrayList<>();
    BoardFigurePainter p = new BoardFigurePainter(look, fonts);
    for (Figure.SightCase c : s.cases()) {
      boolean sees = c.sees();
      BoardView view =
          new BoardView(
              c.board(),
              new org.legendsforge.games.graveyard.rules.Cell(0, 0),
              c.columns(),
              c.rows(),
              List.of(),
              List.of(),
              List.of(),
              Optional.of(new BoardView.Sightline(c.from(), c.to(), sees)),
              List.of(),
              Optional.empty());
      double w = Math.min(width * 0.42, 3.6 + c.columns() * 7.5);
      out.add(
          new FigurePiece.Beside(
              new FigurePiece.Drawing(
                  w, BoardFigurePainter.height(view, w), "sight|" + view, g -> p.paint(g, view, w)),
              List.of(
                  bold(c.from().name() + " to " + c.to().name() + ": "),
                  bold(sees ? "sees. " : "blocked. "),
                  plain(c.caption()))));
    }
    return out;
  }

  private List<FigurePiece> moves(Figure.Moves m, double width) {
    List<FigurePiece> out = new ArrayList<>();
    BoardFigurePainter p = new BoardFigurePainter(look, fonts);
    for (Figure.MoveCase c : m.cases()) {
      List<org.legendsforge.games.graveyard.rules.Cell> reach = c.reachable();
      List<BoardView.Piece> heroes = new ArrayList<>();
      heroes.add(new BoardView.Piece(c.from(), moverLabel(c), 1, BoardView.Role.ACTING));
      for (org.legendsforge.games.graveyard.rules.Cell o : c.others()) {
        heroes.add(new BoardView.Piece(o, "", 0, BoardView.Role.NONE));
      }
      BoardView view =
          new BoardView(
              c.board(),
              new org.legendsforge.games.graveyard.rules.Cell(0, 0),
              c.columns(),
              c.rows(),
              heroes,
              List.of(),
              List.of(),
              Optional.empty(),
              List.of(),
              Optional.empty(),
              reach,
              c.neverEntered());
      double w = Math.min(width * 0.42, 3.6 + c.columns() * 7.5);
      out.add(
          new FigurePiece.Beside(
              new FigurePiece.Drawing(
                  w, BoardFigurePainter.height(view, w), "move|" + view, g -> p.paint(g, view, w)),
              List.of(
                  bold(
                      c.from().name()
                          + ", "
                          + c.movement().notation().replace(' ', '\u00a0')
                          + ": "),
                  plain(reach.size() + (reach.size() == 1 ? " cell. " : " cells. ")),
                  plain(c.caption()))));
    }
    return out;
  }

  /** The initials of the first hero of the card data that moves so, or M for a mover. */
  private String moverLabel(Figure.MoveCase c) {
    return catalog.heroes().stream()
        .filter(h -> h.movement().equals(c.movement()))
        .findFirst()
        .map(h -> BoardView.initials(h.name()))
        .orElse("M");
  }

  /** The example turn, found once however many papers are printed, on whichever thread. */
  synchronized Optional<TurnStory> story() {
    if (story.isEmpty()) {
      story = Optional.of(new ExampleTurnFinder(catalog).find(seed));
    }
    return story.get();
  }

  private List<FigurePiece> exampleTurn(double width) {
    Optional<TurnStory> found = story();
    if (found.isEmpty()) {
      return List.of(
          new FigurePiece.Caption(
              List.of(
                  plain(
                      "(No game of seeds "
                          + seed
                          + " to "
                          + (seed + ExampleTurnFinder.SEEDS - 1)
                          + " had a hero turn with a move, an attack, a spell and an orb, so"
                          + " there is no example turn in this copy. forge play --seed "
                          + seed
                          + " --log FILE shows a whole game.)"))));
    }
    TurnStory t = found.get();
    BoardFigurePainter p = new BoardFigurePainter(look, fonts);
    List<FigurePiece> out = new ArrayList<>();
    out.add(
        new FigurePiece.Caption(
            List.of(
                plain(
                    String.format(
                        Locale.ROOT,
                        "From the game of seed %d: turn %d, %s's turn.",
                        t.seed(),
                        t.turn(),
                        t.hero())))));
    for (TurnStory.Step step : t.steps()) {
      BoardView v = step.view();
      double w = Math.min(width * 0.4, 3.6 + v.columns() * 7.2);
      out.add(
          new FigurePiece.Beside(
              new FigurePiece.Drawing(
                  w, BoardFigurePainter.height(v, w), "turn|" + v, g -> p.paint(g, v, w)),
              step.caption()));
    }
    return out;
  }

  private static Run bold(String text) {
    return new Run(text, Run.Style.BOLD);
  }

  private static Run plain(String text) {
    return new Run(text, Run.Style.REGULAR);
  }
}
