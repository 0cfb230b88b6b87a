package org.legendsforge.games.graveyard.playtest.verdicts;

import org.legendsforge.games.graveyard.playtest.PlaytestReport.Band;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * What the games measured of one card, hero or spirit, for a verdict ({@link VerdictFinder}): the
 * figure over all the games and over each half of the seeds, the band it is judged against, and how
 * often it was used when it could have been ({@code uses} of {@code chances}; for a hero or spirit,
 * the games it was picked in, both).
 */
public record Evidence(
    String id,
    String name,
    String kind,
    Measure measure,
    Band band,
    Estimate all,
    Estimate oddSeeds,
    Estimate evenSeeds,
    long uses,
    long chances) {

  /** The figure a kind is judged by, and what one observation of it is called. */
  public enum Measure {
    VALUE_PER_CAST("value per cast", "cast"),
    VALUE_PER_ATTACK("value per attack", "attack"),
    WIN_RATE("win rate when picked at the start", "game"),
    TURNS_PER_DEATH("turns in play per death", "game");

    private final String label;
    private final String unit;

    Measure(String label, String unit) {
      this.label = label;
      this.unit = unit;
    }

    /** As the report names the figure: {@code value per cast}. */
    public String label() {
      return label;
    }

    /** One observation, counted: {@code 1 cast}, {@code 12 games}. */
    public String count(long n) {
      return String.format(java.util.Locale.ROOT, "%,d %s%s", n, unit, n == 1 ? "" : "s");
    }

    /** The measure {@link #label()} names. */
    public static Measure byLabel(String label) {
      for (Measure m : values()) {
        if (m.label.equals(label)) {
          return m;
        }
      }
      throw new IllegalArgumentException("no measure \"" + label + "\"");
    }

    /** Whether the figure is a share (a win rate), not a value in the balance model's unit. */
    public boolean isRate() {
      return this == WIN_RATE;
    }
  }

  /** How often it was used when it could have been (all of its chances for a hero or spirit). */
  public Estimate useRate() {
    return Estimate.proportion(Math.min(uses, chances), chances);
  }

  /**
   * The key a stronger bot's figures are looked up by: kind and id ({@code spell:gust}), since a
   * hero and a spell might share an id, and the measure when a kind is judged by two ({@code
   * hero:morwen-tidebreaker/turns-per-death}).
   */
  public String key() {
    return key(kind, id, measure);
  }

  /** The key of a kind's first measure (a spell's value per cast, a hero's start-pick win rate). */
  public static String key(String kind, String id) {
    return kind + ":" + id;
  }

  public static String key(String kind, String id, Measure measure) {
    return measure == Measure.TURNS_PER_DEATH ? key(kind, id) + "/turns-per-death" : key(kind, id);
  }

  /**
   * The key of an entry that names its measure by {@link Measure#label()} (a verdict's, a row's).
   */
  public static String key(String kind, String id, String measure) {
    return key(kind, id, Measure.byLabel(measure));
  }
}
