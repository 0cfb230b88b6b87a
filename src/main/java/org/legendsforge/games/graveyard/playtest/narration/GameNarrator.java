package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Life;
import org.legendsforge.games.graveyard.game.Phase;
import org.legendsforge.games.graveyard.playtest.play.GameRunner;

/**
 * A game told in plain words, a line a turn ({@code forge play --format text}): who set up what,
 * then "Turn 12 — Caldrin (Red, 9 health, 3 mana): moves C4→D5, picks up a Mana Orb at D5: Caldrin
 * gains 2 mana (5), attacks Morwen (Blue) with the Rusted Blade: Morwen takes 3 damage (9 left)."
 * What happens outside the turn's own actions (the end of a turn, an orb coming back with the
 * compensation it gives, a replacement after a death, an ability another hero's player resolves)
 * gets an indented line of its own, in the order it happened; the last line says how the game ended
 * and why.
 *
 * <p>Pure: it is fed one action at a time, as the game runner's observer, and hands each finished
 * line to {@code lines}; where they go is the caller's business.
 */
public final class GameNarrator implements GameRunner.Observer {
  private final List<String> bots;
  private final Consumer<String> lines;
  private TableNames names;
  private ActionWords words;
  private EventWords eventWords;
  private boolean started;

  // what the action about to be applied needs from the state before it
  private int[] health;
  private int[] mana;
  private int actingHero;
  private int decider;
  private int counterSide;
  private int counterPoints;

  // the line being made: its heading and clauses (heading null: none open)
  private String heading;
  private final List<String> clauses = new ArrayList<>();
  private String turnActor;
  private int turnHero = -1;
  private final StringBuilder move = new StringBuilder();

  /** {@code bots}: the bot of each player, in player order. */
  public GameNarrator(List<String> bots, Consumer<String> lines) {
    this.bots = List.copyOf(bots);
    this.lines = lines;
  }

  @Override
  public void setUp(GameState s) {
    started = true;
    names = TableNames.of(s);
    words = new ActionWords(names);
    eventWords = new EventWords(names);
    new SetupWords(names, bots).lines(s).forEach(lines);
  }

  @Override
  public void acting(GameState s, Action a) {
    if (!started) {
      return;
    }
    int n = s.heroCount();
    health = new int[n];
    mana = new int[n];
    for (int h = 0; h < n; h++) {
      health[h] = s.health(h);
      mana[h] = s.mana(h);
    }
    actingHero =
        s.phase() == Phase.HERO_TURN
            ? s.activeHero()
            : s.phase() == Phase.TRIGGERED ? s.triggeredHero() : -1;
    decider = s.decider();
    counterSide = s.compensationSide();
    counterPoints = s.compensationPoints();
    if (a instanceof Action.Step && move.isEmpty()) {
      move.append("moves ").append(TableNames.cell(s.cell(actingHero)));
    }
  }

  @Override
  public void acted(GameState s, Applied applied) {
    if (!started) {
      return;
    }
    Action a = applied.action();
    if (a instanceof Action.Step st) {
      move.append('→').append(TableNames.cell(st.cell()));
      return;
    }
    closeMove();
    if (a instanceof Action.DrawTurn) {
      closeLine(false);
      beginTurn(s, applied);
    } else if (a instanceof Action.EndTurn) {
      closeLine(true);
      List<String> end = eventWords.phrases(applied.events(), health, mana, s);
      if (!end.isEmpty()) {
        aside("end of turn: " + String.join(", ", end));
      }
      turnActor = null;
    } else {
      String clause =
          words.clause(
              applied,
              new ActionWords.Before(actingHero, decider, health, mana, counterSide, counterPoints),
              s);
      if (ownAction(a)) {
        addClause(clause);
      } else if (a instanceof Action.UseAbility) {
        aside(names.heroOf(s, actingHero) + " " + clause);
      } else {
        aside(clause);
      }
    }
  }

  @Override
  public void ended(GameState s, GameRunner.Result r) {
    closeMove();
    closeLine(false);
    lines.accept(EndWords.sentence(names, s, r));
  }

  /** Whether {@code a} belongs on the turn's own line: taken by the turn's hero or player. */
  private boolean ownAction(Action a) {
    if (turnActor == null) {
      return false;
    }
    if (a instanceof Action.Redistribute) {
      return true;
    }
    if (a instanceof Action.UseAbility u && u.spirit() >= 0) {
      return turnHero < 0;
    }
    boolean heroAction =
        a instanceof Action.Attack
            || a instanceof Action.Cast
            || a instanceof Action.UseAbility
            || a instanceof Action.Pickup
            || a instanceof Action.Claim;
    return heroAction && actingHero >= 0 && actingHero == turnHero;
  }

  private void beginTurn(GameState s, Applied applied) {
    int card = s.turnCard();
    StringBuilder h = new StringBuilder("Turn ").append(s.turn());
    if (applied.outcome().reshuffled()) {
      h.append(" (the Turn Order deck is reshuffled)");
    }
    if (applied.outcome().compensationPoints() > 0) {
      // a variant's turn-order compensation: the card came to a side ahead of its share
      int gainer = applied.outcome().compensationSide();
      h.append(" (")
          .append(names.side(3 - gainer))
          .append(" is ahead of its share of this round's turns, so ")
          .append(names.side(gainer))
          .append(" gains ")
          .append(
              TableNames.plural(
                  applied.outcome().compensationPoints(),
                  "compensation point",
                  "compensation points"))
          .append(')');
    }
    h.append(" — ");
    List<Event> start = new ArrayList<>(applied.events());
    if (card >= 0) {
      turnHero = card;
      turnActor = names.hero(card);
      int income = start.stream().anyMatch(e -> income(e, card, s)) ? manaPerTurn(s) : 0;
      start.removeIf(e -> income(e, card, s));
      // as the turn begins: the income counted, decay not yet hurting (told next)
      h.append(names.hero(card))
          .append(" (")
          .append(HeroLook.of(names, s, card, health[card], mana[card] + income))
          .append(')');
      mana[card] += income;
    } else {
      turnHero = -1;
      turnActor = names.player(-card);
      h.append(names.player(-card)).append("'s player turn");
    }
    heading = h.toString();
    List<String> phrases = eventWords.phrases(start, health, mana, s);
    clauses.addAll(phrases);
  }

  /** The mana a hero gains at the start of its turn, told by the heading instead. */
  private static boolean income(Event e, int hero, GameState s) {
    return e instanceof Event.ManaChanged m && m.hero() == hero && m.amount() == manaPerTurn(s);
  }

  private static int manaPerTurn(GameState s) {
    return s.table().rules().get(org.legendsforge.games.graveyard.rules.RuleValue.MANA_PER_TURN);
  }

  private void addClause(String clause) {
    if (heading == null) {
      heading = "  " + turnActor + " goes on";
    }
    clauses.add(clause);
  }

  private void closeMove() {
    if (!move.isEmpty()) {
      String m = move.toString();
      move.setLength(0);
      addClause(m);
    }
  }

  /** Ends the open line; {@code ending} says the turn is over (a turn with no action passes). */
  private void closeLine(boolean ending) {
    if (heading == null) {
      return;
    }
    String body =
        clauses.isEmpty()
            ? (ending && !heading.startsWith(" ") ? ": passes" : "")
            : ": " + String.join("; ", clauses);
    lines.accept(heading + body + ".");
    heading = null;
    clauses.clear();
  }

  private void aside(String text) {
    closeLine(false);
    lines.accept("  " + Character.toUpperCase(text.charAt(0)) + text.substring(1) + ".");
  }

  /** A hero as a turn's heading shows it: "Red, 9 health, 3 mana, slowed". */
  static final class HeroLook {
    private HeroLook() {}

    static String of(TableNames names, GameState s, int hero, int health, int mana) {
      StringBuilder b = new StringBuilder();
      if (s.owner(hero) > 0) {
        b.append(names.player(s.owner(hero))).append(", ");
      }
      b.append(health).append(" health, ").append(mana).append(" mana");
      if (s.shield(hero) > 0) {
        b.append(", shield ").append(s.shield(hero));
      }
      if (s.decay(hero) > 0) {
        b.append(", decay ").append(s.decay(hero));
      }
      for (String status : List.of("stun", "stuck", "slow")) {
        boolean has =
            switch (status) {
              case "stun" -> s.stunned(hero);
              case "stuck" -> s.stuck(hero);
              default -> s.slowed(hero);
            };
        if (has) {
          b.append(", ").append(EventWords.given(status));
        }
      }
      if (s.holdsHyper(hero)) {
        b.append(", holds a hyper orb");
      }
      if (s.life(hero) == Life.DORMANT) {
        b.append(", dormant");
      }
      return b.toString();
    }
  }
}
