package org.legendsforge.bots;

import java.util.List;
import java.util.Optional;

/** The bots by name, each seeded from the game's seed and its seat, so a game is reproducible. */
public final class Bots {
  /** The names {@link #create} knows. */
  public static final List<String> NAMES = List.of(RandomBot.NAME);

  private Bots() {}

  /** A bot for {@code player} (1 or 2) in the game of {@code gameSeed}, or empty for a bad name. */
  public static Optional<Bot> create(String name, long gameSeed, int player) {
    long seed = gameSeed * 31 + player;
    if (name.equals(RandomBot.NAME)) {
      return Optional.of(new RandomBot(seed));
    }
    return Optional.empty();
  }
}
