package org.legendsforge.model;

import java.util.List;
import java.util.Optional;

/**
 * A chaos element: a table-wide twist. The rules never say when one is drawn; this project's
 * decision (docs/card-data.md) is that one is revealed whenever the Turn Order deck is reshuffled
 * and stays in force until the next reshuffle.
 */
public record ChaosElement(
    String id, String name, List<Effect> effects, String text, String flavour, Optional<Art> art)
    implements Card {
  public ChaosElement {
    effects = List.copyOf(effects);
  }
}
