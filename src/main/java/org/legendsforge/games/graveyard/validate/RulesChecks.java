package org.legendsforge.games.graveyard.validate;

import java.util.List;

/** The rules-level check families (issue 3 item 4), for the validator to run after loading. */
public final class RulesChecks {
  private RulesChecks() {}

  public static List<CatalogCheck> all() {
    return List.of(
        new SetupNeedsCheck(),
        new PickupCountCheck(),
        new HyperOrbCheck(),
        new SpiritHandCheck(),
        new RangeCheck(),
        new NoEffectCheck(),
        new CardRulesCheck(),
        new ReminderTextCheck(),
        new SleeveColourCheck(),
        new SeatColourCheck());
  }
}
