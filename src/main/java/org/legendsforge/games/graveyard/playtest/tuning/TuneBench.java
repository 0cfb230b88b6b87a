package org.legendsforge.games.graveyard.playtest.tuning;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.Batch;

/**
 * What {@link Tuner} needs of the card data and the games, so the search itself stays free of
 * files: a card's written numbers, the data as it would be with some numbers changed (checked like
 * any data), and games played on it.
 */
public interface TuneBench {
  /** Every whole number written below card {@code id}, by field path, in the order written. */
  Map<String, Integer> numbers(String id);

  /**
   * Where field {@code field} of card {@code id} is written, as a reader finds it ({@code
   * path:line:col}).
   */
  String written(String id, String field);

  /**
   * The catalog of the data with {@code changes} made (none: the data as it is); empty when the
   * changed data does not validate (a cost below 0, a range the rules refuse).
   */
  Optional<Catalog> catalog(List<NumberChange> changes);

  /**
   * Games {@code firstSeed ..+games} on the data with {@code changes} ({@code catalog} is its
   * catalog), with the bench's bots: the same seeds give the same games, so candidates are compared
   * on common random numbers. {@code what} says what is measured, for the progress line.
   */
  Batch play(List<NumberChange> changes, Catalog catalog, long firstSeed, int games, String what)
      throws InterruptedException;

  /**
   * Called after each card is done: a bench that keeps its games (a cache) may save them now, so an
   * interrupted run loses at most one card's games.
   */
  default void checkpoint() throws InterruptedException {}
}
