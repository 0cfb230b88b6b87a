package org.legendsforge.games.graveyard.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A hero's movement written like {@code 1 any + 2 P H F}: allowances used in any order
 * (docs/rules-model.md §4).
 */
public record MovementSpec(List<Allowance> allowances) {
  /** Movement of a hero whose card gives none. */
  public static final MovementSpec DEFAULT =
      new MovementSpec(
          List.of(
              new Allowance(1, EnumSet.allOf(Terrain.class)),
              new Allowance(2, EnumSet.of(Terrain.PLAINS, Terrain.HILLS, Terrain.FOREST))));

  public MovementSpec {
    allowances = List.copyOf(allowances);
  }

  public int total() {
    return allowances.stream().mapToInt(Allowance::count).sum();
  }

  /**
   * The spec under Slow: half the total, rounded down, taking units away from the most permissive
   * allowance first (more terrain types first; of two equally permissive, the one written last).
   * Allowances left with no units are dropped.
   */
  public MovementSpec slowed() {
    int[] counts = allowances.stream().mapToInt(Allowance::count).toArray();
    int toRemove = total() - total() / 2;
    while (toRemove > 0) {
      int pick = -1;
      for (int i = 0; i < counts.length; i++) {
        if (counts[i] == 0) {
          continue;
        }
        if (pick < 0
            || allowances.get(i).terrains().size() >= allowances.get(pick).terrains().size()) {
          pick = i;
        }
      }
      counts[pick]--;
      toRemove--;
    }
    List<Allowance> left = new ArrayList<>();
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] > 0) {
        left.add(allowances.get(i).withCount(counts[i]));
      }
    }
    return new MovementSpec(left);
  }

  public String notation() {
    if (allowances.isEmpty()) {
      return "0 any";
    }
    return allowances.stream().map(Allowance::notation).collect(Collectors.joining(" + "));
  }

  @Override
  public String toString() {
    return notation();
  }

  /** The most allowances a movement may have (the engine keeps a move's counts in one word). */
  public static final int MAX_PARTS = 10;

  /**
   * Parses {@code 1 any + 2 P H F}; terrain letters may be lower case, {@code any} any case. Only
   * ASCII counts (no leading zero) and ASCII spaces, as the Tabletop Simulator script reads it.
   */
  public static MovementSpec parse(String text) throws NotationException {
    return parse(text, false);
  }

  /**
   * Parses a hero's movement as its card writes it: the notation of {@link #parse}, where every
   * part must move the hero. A movement of 0 steps in all, a part of 0 steps, a terrain named twice
   * in a part or beside {@code any} change nothing and are refused, each where it is written (the
   * Tabletop Simulator script reads validated card data, so it needs no such check).
   */
  public static MovementSpec parseForHero(String text) throws NotationException {
    return parse(text, true);
  }

  private static MovementSpec parse(String text, boolean everyPartMoves) throws NotationException {
    if (everyPartMoves && parse(text, false).total() == 0) {
      throw new NotationException(
          "movement \"" + text.strip() + "\" has 0 steps: the hero could never move",
          firstWord(text),
          "give it at least one step, e.g. \"1 any + 2 P H F\" (a hero's card may leave movement"
              + " out for that default)");
    }
    List<Allowance> parts = new ArrayList<>();
    int start = 0;
    while (true) {
      int plus = text.indexOf('+', start);
      int end = plus < 0 ? text.length() : plus;
      if (parts.size() == MAX_PARTS) {
        throw new NotationException(
            "a movement has at most " + MAX_PARTS + " parts, \"" + text + "\" has more",
            start,
            "join parts that admit the same terrain: \"1 P + 1 P\" is \"2 P\"");
      }
      parts.add(parseAllowance(text, start, end, everyPartMoves));
      if (plus < 0) {
        break;
      }
      start = plus + 1;
    }
    return new MovementSpec(parts);
  }

  private static int firstWord(String text) {
    int i = 0;
    while (i < text.length() && AsciiText.isSpace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  private static Allowance parseAllowance(String text, int from, int to, boolean mustMove)
      throws NotationException {
    String hint =
        "write movement like \"1 any + 2 P H F\": a count, then \"any\" or terrain letters";
    List<int[]> tokens = tokens(text, from, to);
    if (tokens.isEmpty()) {
      throw new NotationException("empty part in movement \"" + text + "\"", from, hint);
    }
    int[] first = tokens.get(0);
    String countText = text.substring(first[0], first[1]);
    int count = AsciiText.number(countText, 3);
    if (count < 0) {
      throw new NotationException(
          "movement part should start with a count, found \"" + countText + "\"", first[0], hint);
    }
    if (count > 20) {
      throw new NotationException(
          "movement count " + count + " is larger than the map needs", first[0], "use at most 20");
    }
    if (tokens.size() == 1) {
      throw new NotationException("movement count " + count + " has no terrain", first[1], hint);
    }
    EnumSet<Terrain> set = EnumSet.noneOf(Terrain.class);
    String part = text.substring(first[0], tokens.get(tokens.size() - 1)[1]);
    if (mustMove && count == 0) {
      throw new NotationException(
          "the part \"" + part + "\" of movement \"" + text.strip() + "\" adds no step",
          first[0],
          "remove it, or give it a count of 1 or more");
    }
    for (int i = 1; i < tokens.size(); i++) {
      int[] tok = tokens.get(i);
      String word = text.substring(tok[0], tok[1]);
      boolean any =
          word.length() == 3
              && AsciiText.upper(word.charAt(0)) == 'A'
              && AsciiText.upper(word.charAt(1)) == 'N'
              && AsciiText.upper(word.charAt(2)) == 'Y';
      java.util.Optional<Terrain> letter =
          word.length() == 1 ? Terrain.fromLetter(word.charAt(0)) : java.util.Optional.empty();
      boolean withAny = any ? !set.isEmpty() : set.size() == Terrain.values().length;
      if (mustMove && (withAny || (letter.isPresent() && set.contains(letter.get())))) {
        throw new NotationException(
            withAny
                ? "\"any\" in \""
                    + part
                    + "\" already admits every terrain: the letters beside it add nothing"
                : "\"" + word + "\" is named twice in \"" + part + "\"",
            tok[0],
            withAny ? "write \"" + count + " any\"" : "name each terrain once");
      }
      if (any) {
        set.addAll(EnumSet.allOf(Terrain.class));
      } else if (letter.isPresent()) {
        set.add(letter.get());
      } else {
        throw new NotationException(
            "\"" + word + "\" is not a terrain in movement \"" + text.strip() + "\"",
            tok[0],
            "terrain letters are P H F M W, separated by spaces, or the word any");
      }
    }
    return new Allowance(count, set);
  }

  private static List<int[]> tokens(String text, int from, int to) {
    List<int[]> out = new ArrayList<>();
    int i = from;
    while (i < to) {
      while (i < to && AsciiText.isSpace(text.charAt(i))) {
        i++;
      }
      int s = i;
      while (i < to && !AsciiText.isSpace(text.charAt(i))) {
        i++;
      }
      if (s < i) {
        out.add(new int[] {s, i});
      }
    }
    return out;
  }
}
