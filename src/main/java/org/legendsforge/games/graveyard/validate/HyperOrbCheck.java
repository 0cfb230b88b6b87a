package org.legendsforge.games.graveyard.validate;

import java.util.HashMap;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * Every hero needs exactly one hyper-orb card (the card placed beside the hero holding the orb):
 * {@code hyper-orb-missing} and {@code hyper-orb-duplicate}, both errors.
 */
public final class HyperOrbCheck implements CatalogCheck {
  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    Map<String, HyperOrb> byHero = new HashMap<>();
    for (HyperOrb orb : c.hyperOrbs()) {
      HyperOrb earlier = byHero.putIfAbsent(orb.hero().id(), orb);
      if (earlier != null) {
        sink.error(
            "hyper-orb-duplicate",
            where.locate(orb.id(), "hero"),
            "hyper-orb cards \""
                + earlier.id()
                + "\" and \""
                + orb.id()
                + "\" are both for hero \""
                + orb.hero().id()
                + "\"",
            "each hero has exactly one hyper-orb card; remove one or point it at another hero");
      }
    }
    for (Hero h : c.heroes()) {
      if (!byHero.containsKey(h.id())) {
        sink.error(
            "hyper-orb-missing",
            where.locate(h.id(), ""),
            "hero \"" + h.id() + "\" has no hyper-orb card",
            "add one to hyper-orbs.yaml with \"hero: " + h.id() + "\"");
      }
    }
  }
}
