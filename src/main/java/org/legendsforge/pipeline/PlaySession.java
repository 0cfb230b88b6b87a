package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.LineupSeats;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.OwnFile;

/**
 * The card data {@code forge play} plays on: loaded and validated as a build does ({@link
 * DataStage}), under the variant asked for, checked for chaos elements the bots can play and for a
 * spirit and player card for every seat. Each step stops at the first refusal, so what the result
 * holds is what the command prints, in order.
 */
public final class PlaySession {
  /** What to do about chaos elements the bots cannot play. */
  public static final String CHAOS_HINT =
      "give the chaos element effects that land without a choice (damage, mana, decay ...), or play"
          + " without --chaos";

  /** A game log is recognised as forge's by its first line. */
  private static final OwnFile LOG = new OwnFile(List.of("{\"type\":\"setup\""));

  private PlaySession() {}

  /** Why the card data cannot be played. */
  public enum Refusal {
    /** The card data has errors ({@link Loaded#loading}). */
    DATA_ERRORS,
    /** It ships no such variant ({@link Loaded#variantHint} names those it does). */
    UNKNOWN_VARIANT,
    /** Chaos is on and some elements cannot be played ({@link Loaded#unplayable}). */
    UNPLAYABLE_CHAOS,
    /** A seat has no spirit or player card ({@link Loaded#seatProblems}). */
    SEATS
  }

  /**
   * The card data as loaded: the problems of loading it, the refusal if any (with what it needs to
   * be told), and the game to play when there is none.
   */
  public record Loaded(
      Diagnostics loading,
      Optional<Refusal> refusal,
      String variantHint,
      List<String> unplayable,
      Diagnostics seatProblems,
      Optional<OneGame> game) {}

  /** Why forge will not write a game log where the user asked, and what to do instead. */
  public record LogRefused(String message, String hint) {}

  /**
   * Loads the card data of {@code dataDir} to play under {@code variant}, with chaos on when asked
   * or when the variant turns it on; {@code seats}, when given, are checked against the data (a
   * replay's seats are in its log).
   */
  public static Loaded load(
      ProjectPaths paths,
      Path dataDir,
      Optional<String> variant,
      boolean chaos,
      Optional<Seats> seats) {
    LoadResult loaded = Stages.data(paths).run(dataDir);
    Diagnostics none = new Diagnostics();
    if (loaded.catalog().isEmpty()) {
      return refused(loaded, Refusal.DATA_ERRORS, "", List.of(), none);
    }
    Catalog asLoaded = loaded.catalog().get();
    Optional<Catalog> under =
        variant.isEmpty() ? Optional.of(asLoaded) : VariantChoice.apply(asLoaded, variant.get());
    if (under.isEmpty()) {
      return refused(
          loaded, Refusal.UNKNOWN_VARIANT, VariantChoice.hint(asLoaded), List.of(), none);
    }
    Catalog catalog = under.get();
    OneGame game = new OneGame(catalog);
    boolean chaosOn = chaos || catalog.rules().on(RuleValue.CHAOS);
    if (chaosOn && !game.unplayableChaos().isEmpty()) {
      return refused(loaded, Refusal.UNPLAYABLE_CHAOS, "", game.unplayableChaos(), none);
    }
    Diagnostics seatProblems =
        seats.map(s -> LineupSeats.check(catalog, loaded.sources(), s.lineup())).orElse(none);
    if (seatProblems.hasErrors()) {
      return refused(loaded, Refusal.SEATS, "", List.of(), seatProblems);
    }
    return new Loaded(
        loaded.diagnostics(), Optional.empty(), "", List.of(), seatProblems, Optional.of(game));
  }

  private static Loaded refused(
      LoadResult loaded,
      Refusal why,
      String variantHint,
      List<String> unplayable,
      Diagnostics seatProblems) {
    return new Loaded(
        loaded.diagnostics(),
        Optional.of(why),
        variantHint,
        unplayable,
        seatProblems,
        Optional.empty());
  }

  /**
   * Why forge will not write a game log to {@code file}: something not forge's stands there; empty
   * when it may (a file it cannot look at is reported when it is written).
   */
  public static Optional<LogRefused> logRefusal(Path file) {
    try {
      LOG.refuseUnlessOurs(file);
    } catch (OwnFile.Refused e) {
      return Optional.of(new LogRefused(e.getMessage(), e.hint()));
    } catch (IOException e) {
      // looked at again, and reported, when it is written
    }
    return Optional.empty();
  }
}
