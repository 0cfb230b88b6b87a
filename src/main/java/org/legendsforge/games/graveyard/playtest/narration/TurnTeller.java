package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.bots.GreedyBot;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.AimAt;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.rulebook.BoardView;
import org.legendsforge.games.graveyard.rulebook.TurnStory;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Cell;
import org.legendsforge.kit.book.Run;

/**
 * Tells one hero turn as the rulebook's example: the moment its card is drawn, its move (steps in a
 * row, with what it collected on the way), each attack and cast with what they did, and the end of
 * the turn with the orb that comes back and the compensation counter. Every number is read from the
 * engine's states and events, none is computed again here but the distances the caption names.
 */
final class TurnTeller {
  /** An action of the turn with the state before and after it. */
  record Moment(GameState before, Applied applied, GameState after) {}

  private final Cards cards;
  private final long seed;

  TurnTeller(Cards cards, long seed) {
    this.cards = cards;
    this.seed = seed;
  }

  /** The story of {@code turn}, which starts with the Turn Order card drawn. */
  TurnStory story(List<Moment> turn) {
    GameState start = turn.get(0).after();
    int hero = start.activeHero();
    List<Draft> drafts = new ArrayList<>();
    drafts.add(new Draft(start, List.of(), -1, List.of(), opening(turn.get(0), hero)));
    int i = 1;
    while (i < turn.size()) {
      Moment m = turn.get(i);
      Action a = m.applied().action();
      if (a instanceof Action.Step) {
        i = move(turn, i, hero, drafts);
        continue;
      }
      if (a instanceof Action.Attack at) {
        drafts.add(strike(m, hero, at.target(), weaponWords(at)));
      } else if (a instanceof Action.Cast c) {
        drafts.add(strike(m, hero, c.target(), spellWords(c, m.after())));
      } else if (a instanceof Action.Pickup) {
        drafts.add(new Draft(m.after(), List.of(), -1, List.of(), pickup(m, hero, true)));
      } else if (a instanceof Action.RespawnOrb) {
        drafts.add(new Draft(m.after(), List.of(), -1, List.of(), ending(m, hero)));
      } else if (a instanceof Action.Compensate) {
        i = traded(turn, i, drafts);
        continue;
      } else if (!(a instanceof Action.EndTurn) && !(a instanceof Action.Discard)) {
        drafts.add(new Draft(m.after(), List.of(), -1, List.of(), other(m, hero)));
      }
      i++;
    }
    Window w = window(drafts, hero);
    List<TurnStory.Step> steps = new ArrayList<>();
    for (Draft d : drafts) {
      steps.add(new TurnStory.Step(d.view(w, cards, hero), d.caption()));
    }
    return new TurnStory(
        seed, GreedyBot.NAME, start.turn(), cards.hero(hero).id(), cards.hero(hero).name(), steps);
  }

  /** A step of the story before the part of the map it shows is known. */
  private record Draft(
      GameState state, List<Cell> path, int target, List<Cell> hit, List<Run> caption) {
    BoardView view(Window w, Cards cards, int hero) {
      Optional<BoardView.Counter> counter =
          Optional.of(
              new BoardView.Counter(
                  state.compensationSide(),
                  state.compensationPoints(),
                  state.compensationSide() == 0 ? "" : sideName(cards, state.compensationSide())));
      return new BoardView(
          state.table().setup().board(),
          new Cell(w.col, w.row),
          w.cols,
          w.rows,
          ExampleTurnFinder.pieces(state, cards, hero, target),
          ExampleTurnFinder.orbs(state),
          path,
          Optional.empty(),
          hit,
          counter);
    }
  }

  private record Window(int col, int row, int cols, int rows) {}

  /** Every cell the story shows, with a cell of room around, at least 6 × 5 cells. */
  private static Window window(List<Draft> drafts, int hero) {
    int minC = Cell.COLUMNS;
    int maxC = -1;
    int minR = Cell.ROWS;
    int maxR = -1;
    List<Cell> cells = new ArrayList<>();
    for (Draft d : drafts) {
      cells.add(ExampleTurnFinder.cell(d.state().cell(hero)));
      cells.addAll(d.path());
      cells.addAll(d.hit());
      if (d.target() >= 0 && d.state().life(d.target()) == Life.ACTIVE) {
        cells.add(ExampleTurnFinder.cell(d.state().cell(d.target())));
      }
    }
    Draft last = drafts.get(drafts.size() - 1);
    for (BoardView.Orb o : ExampleTurnFinder.orbs(last.state())) {
      if (!ExampleTurnFinder.orbs(drafts.get(drafts.size() - 2).state()).contains(o)) {
        cells.add(o.cell()); // the orb that came back
      }
    }
    for (Cell c : cells) {
      minC = Math.min(minC, c.col());
      maxC = Math.max(maxC, c.col());
      minR = Math.min(minR, c.row());
      maxR = Math.max(maxR, c.row());
    }
    int[] cols = span(minC - 1, maxC + 1, 6, Cell.COLUMNS);
    int[] rows = span(minR - 1, maxR + 1, 5, Cell.ROWS);
    return new Window(cols[0], rows[0], cols[1] - cols[0] + 1, rows[1] - rows[0] + 1);
  }

  /** {@code [from, to]} grown to {@code least} and kept inside {@code [0, size)}. */
  private static int[] span(int from, int to, int least, int size) {
    while (to - from + 1 < least) {
      from--;
      to++;
    }
    if (from < 0) {
      to -= from;
      from = 0;
    }
    if (to >= size) {
      from -= to - size + 1;
      to = size - 1;
    }
    return new int[] {Math.max(0, from), to};
  }

  // --- words ---

  private List<Run> opening(Moment drawn, int hero) {
    GameState s = drawn.after();
    List<Run> out = new ArrayList<>();
    out.add(bold("Turn " + s.turn() + ". "));
    out.add(
        plain(
            "The Turn Order deck turns up "
                + name(hero)
                + " ("
                + ExampleTurnFinder.initials(name(hero))
                + ", "
                + sideName(s.side(hero))
                + "'s, on "
                + cellName(s, hero)
                + "). "));
    String events = events(drawn.applied().events(), drawn.before(), s, hero);
    out.add(
        plain(
            (events.isEmpty() ? "" : capitalised(events) + ". ")
                + "It starts its turn with "
                + s.health(hero)
                + " health and "
                + s.mana(hero)
                + " mana."));
    return out;
  }

  /** Steps in a row, and pickups made on the way, as one part of the story. */
  private int move(List<Moment> turn, int i, int hero, List<Draft> drafts) {
    GameState before = turn.get(i).before();
    List<Cell> path = new ArrayList<>();
    path.add(ExampleTurnFinder.cell(before.cell(hero)));
    List<String> collected = new ArrayList<>();
    GameState after = before;
    while (i < turn.size()
        && (turn.get(i).applied().action() instanceof Action.Step
            || turn.get(i).applied().action() instanceof Action.Pickup)) {
      Moment m = turn.get(i);
      if (m.applied().action() instanceof Action.Step st) {
        path.add(ExampleTurnFinder.cell(st.cell()));
      } else {
        collected.add(Run.plain(pickup(m, hero, false)));
      }
      after = m.after();
      i++;
    }
    List<Run> caption = new ArrayList<>();
    caption.add(bold("Move. "));
    StringBuilder words = new StringBuilder();
    words.append(initials(hero)).append(" walks ");
    for (int k = 0; k < path.size(); k++) {
      words.append(k == 0 ? "" : " \u2192 ").append(path.get(k).name());
    }
    int steps = path.size() - 1;
    words.append(" (").append(steps).append(steps == 1 ? " step" : " steps").append(")");
    if (!collected.isEmpty()) {
      words.append(" and ").append(String.join(" and ", collected));
    }
    caption.add(plain(words.append('.').toString()));
    drafts.add(new Draft(after, path, -1, List.of(), caption));
    return i;
  }

  private List<Run> pickup(Moment m, int hero, boolean alone) {
    String kind = m.applied().outcome().orb().key();
    String text =
        "collects the "
            + kind
            + " orb on "
            + Cell.all().get(m.applied().outcome().cell()).name()
            + effects(m, hero);
    if (!alone) {
      return List.of(plain(text));
    }
    return List.of(bold("Orb. "), plain(initials(hero) + " " + text + "."));
  }

  private String effects(Moment m, int hero) {
    String e = events(m.applied().events(), m.before(), m.after(), hero);
    return e.isEmpty() ? "" : ": " + e;
  }

  private Draft strike(Moment m, int hero, AimAt aim, String what) {
    List<Cell> hit = new ArrayList<>();
    int target = aim.isHero() ? aim.hero() : -1;
    if (aim.isCell()) {
      Cell centre = ExampleTurnFinder.cell(aim.cell());
      areaOf(m.applied().action())
          .ifPresent(
              area -> {
                for (Cell c : Cell.all()) {
                  if (area.contains(c.col() - centre.col(), c.row() - centre.row())) {
                    hit.add(c);
                  }
                }
              });
    }
    List<Run> caption = new ArrayList<>();
    caption.add(
        bold(m.applied().action() instanceof Action.Attack ? "Weapon action. " : "Spell action. "));
    String at =
        aim.isHero()
            ? " at " + name(aim.hero()) + " (" + initials(aim.hero()) + ")"
            : aim.isCell() ? " at " + Cell.all().get(aim.cell()).name() : "";
    List<Event> events = new ArrayList<>(m.applied().events());
    if (m.applied().action() instanceof Action.Cast c) {
      // the price is in the words already ("for 2 mana")
      events.remove(new Event.ManaChanged(hero, -cards.spell(c.spell()).cost()));
    }
    String e = events(events, m.before(), m.after(), hero);
    caption.add(plain(initials(hero) + " " + what + at + (e.isEmpty() ? "." : ": " + e + ".")));
    return new Draft(m.after(), List.of(), target, hit, caption);
  }

  private Optional<AreaSpec> areaOf(Action a) {
    if (a instanceof Action.Cast c) {
      return cards.spell(c.spell()).area();
    }
    if (a instanceof Action.Attack at) {
      return cards.weapon(at.weapon()).area();
    }
    return Optional.empty();
  }

  private String weaponWords(Action.Attack a) {
    return "attacks with " + cards.weapon(a.weapon()).name();
  }

  private String spellWords(Action.Cast c, GameState after) {
    Spell spell = cards.spell(c.spell());
    return "casts " + spell.name() + " for " + spell.cost() + " mana";
  }

  private List<Run> ending(Moment m, int hero) {
    List<Run> out = new ArrayList<>();
    out.add(bold("End of turn. "));
    GameState before = m.before();
    int at = m.applied().outcome().cell();
    Cell orb = Cell.all().get(at);
    String kind = m.applied().outcome().orb().key();
    StringBuilder w = new StringBuilder();
    w.append("An orb is missing from the map, so its player picks one to come back: ")
        .append(TableNames.withArticle(kind + " orb"))
        .append(" lands on ")
        .append(orb.name())
        .append(". ");
    int d1 = nearest(before, 1, orb);
    int d2 = nearest(before, 2, orb);
    w.append(sideName(1))
        .append("'s nearest hero is ")
        .append(steps(d1))
        .append(" away, ")
        .append(sideName(2))
        .append("'s ")
        .append(steps(d2))
        .append(", so ");
    int side = m.applied().outcome().compensationSide();
    int points = m.applied().outcome().compensationPoints();
    if (side == 0) {
      w.append("no side gains points. ");
    } else {
      w.append(sideName(side))
          .append(" gains ")
          .append(points)
          .append(points == 1 ? " point" : " points");
      int held = before.compensationPoints();
      if (held > 0 && before.compensationSide() != side) {
        w.append(
                points >= held
                    ? ", which first cancel the "
                    : (points == 1 ? ", which cancels 1" : ", which cancel " + points) + " of the ")
            .append(held)
            .append(held == 1 ? " point " : " points ")
            .append(sideName(before.compensationSide()))
            .append(" held");
      }
      w.append(". ");
      // what the side holds once the points are counted, before any is traded: the number a
      // player reads on the track, and every trade of the rule taken from it at once
      int reached =
          before.compensationSide() == side
              ? before.compensationPoints() + points
              : Math.max(0, points - before.compensationPoints());
      int left = m.after().compensationSide() == side ? m.after().compensationPoints() : 0;
      int trades = (reached - left) / trade(m.after());
      if (trades > 0) {
        w.append("The track reaches ")
            .append(reached)
            .append(" and is traded ")
            .append(times(trades));
        String e = merged(m.applied().events(), before, m.after());
        if (!e.isEmpty()) {
          w.append(": ").append(e).append(". ");
        } else {
          int mana = trades * manaPerTrade(m.after());
          w.append(" for ")
              .append(mana)
              .append(" mana: ")
              .append(sideName(side))
              .append(
                  mana == 1
                      ? " picks which of its heroes gains it. "
                      : " picks the hero for each. ");
        }
      }
    }
    GameState after = m.after();
    w.append(
        after.compensationPoints() == 0
            ? "The compensation track now stands at 0."
            : "The compensation track now shows "
                + after.compensationPoints()
                + " for "
                + sideName(after.compensationSide())
                + ".");
    out.add(plain(w.toString()));
    return out;
  }

  /**
   * A side's picks of the heroes gaining its compensation trades' mana, the run of them from {@code
   * i} told as one step; returns the index after the run.
   */
  private int traded(List<Moment> turn, int i, List<Draft> drafts) {
    Moment first = turn.get(i);
    int side = first.before().side(((Action.Compensate) first.applied().action()).hero());
    List<Event> gains = new ArrayList<>();
    Moment last = first;
    while (i < turn.size() && turn.get(i).applied().action() instanceof Action.Compensate) {
      last = turn.get(i);
      gains.addAll(last.applied().events());
      i++;
    }
    drafts.add(
        new Draft(
            last.after(),
            List.of(),
            -1,
            List.of(),
            List.of(
                plain(
                    sideName(side)
                        + " picks who gains the traded mana: "
                        + merged(gains, first.before(), last.after())
                        + "."))));
    return i;
  }

  private List<Run> other(Moment m, int hero) {
    Action a = m.applied().action();
    String e = events(m.applied().events(), m.before(), m.after(), hero);
    String what =
        a instanceof Action.Claim c
            ? initials(hero) + " claims " + name(c.hero())
            : a instanceof Action.UseAbility ? initials(hero) + " uses its hyper ability" : "";
    if (what.isEmpty()) {
      return List.of(plain(e.isEmpty() ? "" : capitalised(e) + "."));
    }
    return List.of(plain(what + (e.isEmpty() ? "." : ": " + e + ".")));
  }

  private static int nearest(GameState s, int side, Cell at) {
    int best = Integer.MAX_VALUE;
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.ACTIVE && s.side(h) == side) {
        best = Math.min(best, at.distanceTo(ExampleTurnFinder.cell(s.cell(h))));
      }
    }
    return best;
  }

  private static String steps(int n) {
    return n + (n == 1 ? " step" : " steps");
  }

  /** What events did, in words: "3 damage to OR (health 12 → 9)", "BG gains 1 mana". */
  private String events(List<Event> events, GameState before, GameState after, int self) {
    List<String> out = new ArrayList<>();
    for (Event e : events) {
      String w = event(e, before, after);
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return String.join(", ", out);
  }

  private String event(Event e, GameState before, GameState after) {
    if (e instanceof Event.Damaged d) {
      String shield = d.absorbed() > 0 ? " (its shield takes " + d.absorbed() + " more)" : "";
      return d.amount()
          + " damage to "
          + initials(d.hero())
          + shield
          + " (health "
          + before.health(d.hero())
          + " \u2192 "
          + healthAfter(after, d.hero())
          + ")";
    }
    if (e instanceof Event.Healed h) {
      return initials(h.hero()) + " heals " + h.amount();
    }
    if (e instanceof Event.ManaChanged m) {
      return m.amount() >= 0
          ? initials(m.hero()) + " gains " + m.amount() + " mana"
          : initials(m.hero()) + " loses " + (-m.amount()) + " mana";
    }
    if (e instanceof Event.Shielded s) {
      return initials(s.hero()) + " gains a shield of " + s.amount();
    }
    if (e instanceof Event.StatusGiven s) {
      return initials(s.hero()) + " is " + statusWord(s.status());
    }
    if (e instanceof Event.DecayGiven d) {
      return initials(d.hero()) + " gains " + d.stacks() + " decay";
    }
    if (e instanceof Event.DecayTicked d) {
      return "decay deals " + d.stacks() + " damage to " + initials(d.hero());
    }
    if (e instanceof Event.Cleansed c) {
      return initials(c.hero()) + " is cleansed";
    }
    if (e instanceof Event.Moved mv) {
      return initials(mv.hero())
          + " is "
          + pastTense(mv.how())
          + " to "
          + Cell.all().get(mv.to()).name();
    }
    if (e instanceof Event.Died d) {
      return initials(d.hero()) + " dies";
    }
    if (e instanceof Event.HyperChanged h && h.holds()) {
      return initials(h.hero()) + " holds a hyper orb";
    }
    return "";
  }

  private static String healthAfter(GameState after, int hero) {
    return after.life(hero) == Life.ACTIVE ? Integer.toString(after.health(hero)) : "0";
  }

  private static String statusWord(String status) {
    return switch (status.toLowerCase(Locale.ROOT)) {
      case "stun" -> "stunned";
      case "stuck" -> "stuck";
      case "slow" -> "slowed";
      default -> status;
    };
  }

  private static String pastTense(String how) {
    return switch (how) {
      case "push" -> "pushed";
      case "pull" -> "pulled";
      case "move" -> "moved";
      case "teleport" -> "teleported";
      default -> how;
    };
  }

  private String sideName(int side) {
    return sideName(cards, side);
  }

  /**
   * A side as the compensation track names it, by its player's colour: the example turn comes from
   * a game of one against one, where side 1 is the first player card's player (Red) and side 2 the
   * second's (Blue); "side N" only for a card with no colour.
   */
  static String sideName(Cards cards, int side) {
    var players = cards.catalog().playerCards();
    if (side >= 1 && side <= players.size() && !players.get(side - 1).colour().isBlank()) {
      return players.get(side - 1).colour();
    }
    return "side " + side;
  }

  private String name(int hero) {
    return cards.hero(hero).name();
  }

  private String initials(int hero) {
    return ExampleTurnFinder.initials(name(hero));
  }

  private static String cellName(GameState s, int hero) {
    return ExampleTurnFinder.cell(s.cell(hero)).name();
  }

  private static String capitalised(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static Run bold(String text) {
    return new Run(text, Run.Style.BOLD);
  }

  private static Run plain(String text) {
    return new Run(text, Run.Style.REGULAR);
  }

  /** The points a trade takes in the rules this game is played by (3 unless a variant says). */
  private static int trade(GameState s) {
    return s.table()
        .rules()
        .get(org.legendsforge.games.graveyard.rules.RuleValue.COMPENSATION_TRADE);
  }

  private static int manaPerTrade(GameState s) {
    return s.table().rules().get(org.legendsforge.games.graveyard.rules.RuleValue.MANA_PER_TRADE);
  }

  /** "once", "twice", "3 times". */
  static String times(int n) {
    return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
  }

  /**
   * The events in words, each hero's mana told once as its sum ("GP gains 2 mana", not "GP gains 1
   * mana, GP gains 1 mana"): the trades of one counter are one gain to the player.
   */
  private String merged(List<Event> events, GameState before, GameState after) {
    List<Event> told = new ArrayList<>();
    java.util.Map<Integer, Integer> at = new java.util.HashMap<>();
    for (Event e : events) {
      if (e instanceof Event.ManaChanged m && at.containsKey(m.hero())) {
        int i = at.get(m.hero());
        told.set(
            i,
            new Event.ManaChanged(
                m.hero(), ((Event.ManaChanged) told.get(i)).amount() + m.amount()));
      } else {
        if (e instanceof Event.ManaChanged m) {
          at.put(m.hero(), told.size());
        }
        told.add(e);
      }
    }
    return events(told, before, after, -1);
  }
}
