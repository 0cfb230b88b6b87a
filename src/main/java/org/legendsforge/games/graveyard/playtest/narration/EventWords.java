package org.legendsforge.games.graveyard.playtest.narration;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.game.Event;
import org.legendsforge.games.graveyard.game.GameState;

/**
 * What an action caused, in words, one phrase an event: "Morwen takes 3 damage (9 left)". The
 * health and mana in brackets are counted along the events from the numbers before the action, so
 * each phrase shows the hero as that event left it, not as the whole action did.
 */
final class EventWords {
  private final TableNames names;

  EventWords(TableNames names) {
    this.names = names;
  }

  /**
   * The phrases of {@code events}; {@code health} and {@code mana} are every hero's before them
   * (changed here as the events go), {@code after} the state the action left.
   */
  List<String> phrases(List<Event> events, int[] health, int[] mana, GameState after) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < events.size(); i++) {
      Event e = events.get(i);
      if (e instanceof Event.ManaChanged m) {
        // one phrase for a run of gains (or losses) of one hero: compensation trades come so
        int sum = m.amount();
        while (i + 1 < events.size()
            && events.get(i + 1) instanceof Event.ManaChanged next
            && next.hero() == m.hero()
            && Integer.signum(next.amount()) == Integer.signum(m.amount())) {
          sum += next.amount();
          i++;
        }
        e = new Event.ManaChanged(m.hero(), sum);
      }
      out.add(phrase(e, health, mana, after));
    }
    return out;
  }

  private String phrase(Event e, int[] health, int[] mana, GameState after) {
    if (e instanceof Event.Damaged d) {
      health[d.hero()] -= d.lost();
      return damaged(d, health[d.hero()]);
    }
    if (e instanceof Event.HealthMoved h) {
      health[h.hero()] += h.amount();
      return names.hero(h.hero())
          + (h.amount() >= 0 ? " gains " : " gives ")
          + Math.abs(h.amount())
          + " health ("
          + health[h.hero()]
          + ")";
    }
    if (e instanceof Event.Healed h) {
      health[h.hero()] += h.amount();
      return names.hero(h.hero())
          + " heals "
          + h.amount()
          + " ("
          + health[h.hero()]
          + " of "
          + after.maxHealth(h.hero())
          + ")";
    }
    if (e instanceof Event.ManaChanged m) {
      mana[m.hero()] += m.amount();
      return names.hero(m.hero())
          + (m.amount() >= 0 ? " gains " : " loses ")
          + Math.abs(m.amount())
          + " mana ("
          + mana[m.hero()]
          + ")";
    }
    if (e instanceof Event.Shielded s) {
      return names.hero(s.hero()) + " gains a shield of " + s.amount();
    }
    if (e instanceof Event.StatusGiven s) {
      return names.hero(s.hero()) + " is " + given(s.status());
    }
    if (e instanceof Event.DecayGiven d) {
      return names.hero(d.hero()) + " gets " + d.stacks() + " decay";
    }
    if (e instanceof Event.DecayTicked d) {
      return names.hero(d.hero()) + "'s decay (" + d.stacks() + ") hurts";
    }
    if (e instanceof Event.Cleansed c) {
      return names.hero(c.hero()) + " is cleansed";
    }
    if (e instanceof Event.StatusesExpired x) {
      return names.hero(x.hero())
          + " is no longer "
          + String.join(" or ", x.statuses().stream().map(EventWords::given).toList());
    }
    if (e instanceof Event.Moved m) {
      return names.hero(m.hero())
          + " is "
          + moved(m.how())
          + " "
          + TableNames.cell(m.from())
          + "→"
          + TableNames.cell(m.to());
    }
    if (e instanceof Event.Died d) {
      return names.hero(d.hero())
          + " dies ("
          + names.player(d.player())
          + ": "
          + TableNames.plural(d.deathPoints(), "death point", "death points")
          + ")";
    }
    if (e instanceof Event.Drew d) {
      return names.player(d.player()) + " draws " + names.spellCard(d.card());
    }
    if (e instanceof Event.Discarded d) {
      return names.player(d.player()) + " discards " + names.spellCard(d.card());
    }
    if (e instanceof Event.HyperChanged h) {
      return names.hero(h.hero()) + (h.holds() ? " holds a hyper orb" : " loses its hyper orb");
    }
    if (e instanceof Event.ChaosRevealed c) {
      return "the chaos element " + names.chaos(c.chaos()) + " is revealed";
    }
    throw new IllegalArgumentException("no words for " + e);
  }

  private String damaged(Event.Damaged d, int left) {
    String hero = names.hero(d.hero());
    if (d.absorbed() == 0) {
      return hero + " takes " + d.amount() + " damage (" + left + " left)";
    }
    if (d.amount() == 0) {
      return hero + "'s shield absorbs " + d.absorbed() + " damage";
    }
    return hero
        + " takes "
        + d.amount()
        + " damage, the shield absorbing "
        + d.absorbed()
        + " more ("
        + left
        + " left)";
  }

  /** "stunned", "slowed", "stuck" for the status words of the log. */
  static String given(String status) {
    return switch (status) {
      case "stun" -> "stunned";
      case "slow" -> "slowed";
      default -> status;
    };
  }

  private static String moved(String how) {
    return switch (how) {
      case "push" -> "pushed";
      case "pull" -> "pulled";
      case "teleport" -> "teleported";
      default -> "moved";
    };
  }
}
