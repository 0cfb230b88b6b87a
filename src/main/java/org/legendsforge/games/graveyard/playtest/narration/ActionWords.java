package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.Action;
import org.legendsforge.games.graveyard.game.AimAt;
import org.legendsforge.games.graveyard.game.Applied;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;
import org.legendsforge.games.graveyard.game.Outcome;
import org.legendsforge.games.graveyard.rules.RuleValue;

/**
 * One action in words, as the clause of a turn's line: "attacks Morwen (Blue) with the Rusted
 * Blade: Morwen takes 3 damage (9 left)". Moves and the drawing of a turn's card are told by {@link
 * GameNarrator}, which joins steps into one path and makes the turn's heading.
 */
final class ActionWords {
  private final TableNames names;
  private final EventWords events;

  ActionWords(TableNames names) {
    this.names = names;
    this.events = new EventWords(names);
  }

  /**
   * What the state was before an action: {@code hero} acting (or -1), {@code player} deciding,
   * every hero's {@code health} and {@code mana} (counted on along the events), and the
   * compensation counter (its side, 0 for none, and points).
   */
  record Before(
      int hero, int player, int[] health, int[] mana, int counterSide, int counterPoints) {}

  /** The clause of {@code applied}, taken from the state {@code before} to {@code after}. */
  String clause(Applied applied, Before before, GameState after) {
    Action a = applied.action();
    List<Event> caused = new ArrayList<>(applied.events());
    if (a instanceof Action.Redistribute) {
      // told by the clause itself, with the numbers after
      caused.removeIf(e -> e instanceof Event.ManaChanged || e instanceof Event.HealthMoved);
    }
    if (a instanceof Action.Discard d) {
      // the clause names the card already
      caused.removeIf(e -> e instanceof Event.Discarded x && x.card() == d.card());
    }
    String paid = payment(caused, before.hero(), before.mana());
    String head = head(a, applied.outcome(), before, paid, after);
    List<String> phrases = events.phrases(caused, before.health(), before.mana(), after);
    if (phrases.isEmpty()) {
      return head;
    }
    return head + (head.isEmpty() ? "" : ": ") + String.join(", ", phrases);
  }

  /**
   * The mana an action's user pays before its effects (a spell's cost, a hyper orb's price): taken
   * out of the events and told with the action ("casts Fireball (2 mana)").
   */
  private static String payment(List<Event> caused, int hero, int[] mana) {
    if (hero >= 0
        && !caused.isEmpty()
        && caused.get(0) instanceof Event.ManaChanged m
        && m.hero() == hero
        && m.amount() < 0) {
      caused.remove(0);
      mana[hero] += m.amount();
      return " (" + -m.amount() + " mana)";
    }
    return "";
  }

  private String head(Action a, Outcome o, Before before, String paid, GameState after) {
    Cards cards = after.table().cards();
    int player = before.player();
    if (a instanceof Action.Attack at) {
      return "attacks "
          + aim(at.target(), after, cards.weapon(at.weapon()).area())
          + " with the "
          + names.weapon(at.weapon());
    }
    if (a instanceof Action.Cast c) {
      return "casts "
          + names.spell(c.spell())
          + paid
          + " "
          + (c.target().isCell() ? "at " : "on ")
          + aim(c.target(), after, cards.spell(c.spell()).area());
    }
    if (a instanceof Action.UseAbility u) {
      String whose =
          u.spirit() >= 0
              ? "the ability of " + names.spirit(u.spirit())
              : cards.hero(u.hero()).hyper().name();
      return "uses "
          + whose
          + paid
          + (u.target().isHero() ? " on " + names.heroOf(after, u.target().hero()) : "");
    }
    if (a instanceof Action.Pickup p) {
      return "picks up "
          + names.anOrb(o.orb())
          + " at "
          + TableNames.cell(o.cell())
          + paid
          + (p.kept() >= 0 ? " and keeps the " + names.weapon(p.kept()) : "");
    }
    if (a instanceof Action.Claim c) {
      return "claims "
          + names.hero(c.hero())
          + " at "
          + TableNames.cell(after.cell(c.hero()))
          + (c.kept() >= 0 ? ", who takes the " + names.weapon(c.kept()) : "");
    }
    if (a instanceof Action.Redistribute r) {
      return redistribute(r, after);
    }
    if (a instanceof Action.Discard d) {
      return names.player(player) + " discards " + names.spellCard(d.card()) + " (over a limit)";
    }
    if (a instanceof Action.RespawnOrb) {
      return names.anOrb(o.orb())
          + " comes back at "
          + TableNames.cell(o.cell())
          + " ("
          + names.player(player)
          + "'s pick)"
          + compensation(o, before, after);
    }
    if (a instanceof Action.Compensate) {
      return names.player(player) + " picks who gains the traded mana";
    }
    if (a instanceof Action.Spawn sp) {
      return spawn(sp, o, player, after);
    }
    if (a instanceof Action.EndTurn) {
      return "";
    }
    throw new IllegalArgumentException("no words for " + a);
  }

  private String aim(AimAt target, GameState after, java.util.Optional<?> area) {
    if (target.isCell()) {
      return "the area " + area.map(Object::toString).orElse("") + " around " + cellName(target);
    }
    return target.isHero() ? names.heroOf(after, target.hero()) : "no one";
  }

  private static String cellName(AimAt target) {
    return TableNames.cell(target.cell());
  }

  private String redistribute(Action.Redistribute r, GameState after) {
    String from = names.hero(r.from());
    String to = names.hero(r.to());
    return switch (r.what()) {
      case HYPER -> "moves the hyper orb from " + from + " to " + to + " (3 points)";
      case HEALTH ->
          "moves "
              + r.points()
              + " health from "
              + from
              + " ("
              + after.health(r.from())
              + " left) to "
              + to
              + " ("
              + after.health(r.to())
              + ")";
      case MANA ->
          "moves "
              + r.points()
              + " mana from "
              + from
              + " ("
              + after.mana(r.from())
              + " left) to "
              + to
              + " ("
              + after.mana(r.to())
              + ")";
    };
  }

  /**
   * What the placement gave the counter and why: "Red's closest hero is 4 cells farther, so Red
   * gains 4 compensation points, 2 of them cancelling Blue's (Red holds 2)", with the mana the
   * points bought (3 a trade): the events that follow name the hero when the side has only one, the
   * side's {@code compensate} choices when it has several.
   */
  private String compensation(Outcome o, Before before, GameState after) {
    int gained = o.compensationPoints();
    if (gained == 0) {
      return "; no compensation: both sides' closest heroes are as far from it";
    }
    String side = names.side(o.compensationSide());
    int traded = traded(o, before, after);
    int cancelled =
        before.counterSide() != 0 && before.counterSide() != o.compensationSide()
            ? Math.min(gained, before.counterPoints())
            : 0;
    String holds =
        after.compensationPoints() == 0
            ? "the counter is at 0"
            : names.side(after.compensationSide()) + " holds " + after.compensationPoints();
    return "; "
        + side
        + "'s closest hero is "
        + TableNames.plural(gained, "cell", "cells")
        + " farther, so "
        + side
        + " gains "
        + TableNames.plural(gained, "compensation point", "compensation points")
        + (cancelled == 0
            ? ""
            : ", " + cancelled + " of them cancelling " + names.side(before.counterSide()) + "'s")
        + (traded == 0
            ? ""
            : (before.counterSide() == o.compensationSide()
                    ? " and, with the " + before.counterPoints() + " it held, trades "
                    : " and trades ")
                + traded
                + " for "
                + traded
                    / after.table().rules().get(RuleValue.COMPENSATION_TRADE)
                    * after.table().rules().get(RuleValue.MANA_PER_TRADE)
                + " mana")
        + " ("
        + holds
        + ")";
  }

  /** The points the side traded for mana: what it had after this placement, less what it holds. */
  private static int traded(Outcome o, Before before, GameState after) {
    int side = o.compensationSide();
    int had =
        before.counterSide() == side
            ? before.counterPoints() + o.compensationPoints()
            : Math.max(0, o.compensationPoints() - before.counterPoints());
    return had - (after.compensationSide() == side ? after.compensationPoints() : 0);
  }

  private String spawn(Action.Spawn sp, Outcome o, int player, GameState after) {
    List<String> offered = o.offered().stream().map(names::hero).toList();
    return names.player(player)
        + " picks "
        + names.hero(sp.hero())
        + " (offered: "
        + String.join(", ", offered)
        + "), who enters at "
        + TableNames.cell(o.cell())
        + (sp.kept() >= 0 ? " with the " + names.weapon(sp.kept()) : "");
  }
}
