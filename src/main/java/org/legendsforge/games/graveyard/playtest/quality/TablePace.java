package org.legendsforge.games.graveyard.playtest.quality;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.game.Action;

/**
 * How long a table takes over each kind of action, in seconds: the estimate of a game's time at the
 * table adds these up over the game's actions (setup's picks left out). The defaults are a guess at
 * players who know the rules (docs/quality.md gives them and why); the designer sets his own with
 * {@code --quality KIND=SECONDS,...}.
 */
public record TablePace(Map<String, Double> seconds) {
  /** The kinds of action, in the order they are shown. */
  public static final List<String> KINDS =
      List.of(
          "draw",
          "step",
          "attack",
          "cast",
          "ability",
          "pickup",
          "claim",
          "redistribute",
          "endTurn",
          "other");

  /** Each kind's default seconds. */
  public static final TablePace DEFAULT =
      new TablePace(
          ordered(
              "draw", 4, // turn over the Turn Order card and find the hero
              "step", 2, // move a figure one cell
              "attack", 15, // pick a target, work out the damage and its effects
              "cast", 20, // read the spell, aim it, apply it
              "ability", 20,
              "pickup", 6,
              "claim", 10,
              "redistribute", 8,
              "endTurn", 3, // refill a hand, pass
              "other", 8)); // keep a weapon, respawn an orb, pick a replacement, discard

  public TablePace {
    seconds = Map.copyOf(seconds);
  }

  private static Map<String, Double> ordered(Object... pairs) {
    Map<String, Double> m = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put((String) pairs[i], ((Number) pairs[i + 1]).doubleValue());
    }
    return m;
  }

  /** The kind of {@code a}, one of the keys of {@link #DEFAULT}. */
  public static String kindOf(Action a) {
    if (a instanceof Action.DrawTurn) {
      return "draw";
    } else if (a instanceof Action.Step) {
      return "step";
    } else if (a instanceof Action.Attack) {
      return "attack";
    } else if (a instanceof Action.Cast) {
      return "cast";
    } else if (a instanceof Action.UseAbility) {
      return "ability";
    } else if (a instanceof Action.Pickup) {
      return "pickup";
    } else if (a instanceof Action.Claim) {
      return "claim";
    } else if (a instanceof Action.Redistribute) {
      return "redistribute";
    } else if (a instanceof Action.EndTurn) {
      return "endTurn";
    }
    return "other";
  }

  /** The seconds {@code a} takes at the table. */
  public double of(Action a) {
    return seconds.get(kindOf(a));
  }

  /** The seconds of every kind, in the order of {@link #KINDS}. */
  public Map<String, Double> inOrder() {
    Map<String, Double> m = new LinkedHashMap<>();
    KINDS.forEach(k -> m.put(k, seconds.get(k)));
    return m;
  }

  /**
   * This pace with the kinds named in {@code spec} ({@code attack=20,cast=30}) set; empty with the
   * reason when a kind is unknown or a number is not one of zero or more seconds.
   */
  public Result with(String spec) {
    Map<String, Double> m = new LinkedHashMap<>(seconds);
    if (spec.isBlank()) {
      return new Result(Optional.of(this), Optional.empty());
    }
    for (String part : spec.split(",")) {
      String[] kv = part.split("=", 2);
      String kind = kv[0].trim();
      if (!KINDS.contains(kind)) {
        return Result.refused(
            "--quality: no action kind \""
                + kind
                + "\" (the kinds: "
                + String.join(", ", KINDS)
                + ")");
      }
      double v;
      try {
        v = kv.length == 2 ? Double.parseDouble(kv[1].trim()) : Double.NaN;
      } catch (NumberFormatException e) {
        v = Double.NaN;
      }
      if (!(v >= 0) || Double.isInfinite(v)) {
        return Result.refused(
            "--quality: " + kind + " needs a number of seconds, 0 or more (e.g. " + kind + "=10)");
      }
      m.put(kind, v);
    }
    return new Result(Optional.of(new TablePace(m)), Optional.empty());
  }

  /** A pace, or why the designer's could not be read. */
  public record Result(Optional<TablePace> pace, Optional<String> problem) {
    static Result refused(String why) {
      return new Result(Optional.empty(), Optional.of(why));
    }
  }
}
