package org.legendsforge.games.graveyard.faces;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.HandLimits;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * The pieces of a card's numbers as the table's scripts read them, in the card-data spelling
 * ({@code 2r1d}, {@code 1 any + 2 P H F}, {@code F~}), so a script needs no rules text.
 */
final class TableData {
  private TableData() {}

  static Map<String, Object> hero(Hero h) {
    Map<String, Object> m = kind("hero");
    m.put("health", h.health());
    m.put("movement", h.movement().notation());
    m.put("hyper", h.hyper().name());
    h.hyper().ability().ifPresent(a -> m.put("hyperTrigger", a.trigger().key()));
    m.put("hyperEffects", effects(h.hyper().effects()));
    return m;
  }

  /** A map that starts with the card's {@code kind}; the caller adds the rest in order. */
  static Map<String, Object> kind(String kind) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", kind);
    return m;
  }

  static void reach(Map<String, Object> m, int range, Optional<AreaSpec> area, boolean over) {
    m.put("range", range);
    area.ifPresent(a -> m.put("area", a.notation()));
    m.put("over", over);
  }

  static Map<String, Object> hand(HandLimits limits) {
    Map<String, Object> hand = new LinkedHashMap<>();
    for (Element e : Element.values()) {
      hand.put(e.key(), limits.of(e));
    }
    hand.put("general", limits.general());
    return hand;
  }

  static List<Map<String, Object>> effects(List<Effect> effects) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Effect e : effects) {
      Map<String, Object> one = new LinkedHashMap<>();
      one.put("kind", e.kind().key());
      if (e.kind().takesAmount()) {
        one.put("amount", e.amount());
      }
      one.put("to", e.to().key());
      out.add(one);
    }
    return out;
  }

  static List<String> rows(TerrainCard t) {
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < TerrainCard.LENGTH; r++) {
      rows.add(t.cell(0, r).notation() + " " + t.cell(1, r).notation());
    }
    return rows;
  }
}
