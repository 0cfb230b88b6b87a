package org.legendsforge.games.graveyard.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroTurnCard;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.TerrainCard;

/**
 * A card's data as compact JSON for its {@code GMNotes}, so scripts (ours or a player's) can read
 * numbers without parsing rules text. Notation stays in the card-data spelling ({@code 2r1d},
 * {@code 1 any + 2 P H F}, {@code F~}).
 */
public final class CardData {
  private final ObjectMapper json = new ObjectMapper();

  public String json(String deckId, Card card) {
    try {
      return json.writeValueAsString(fields(deckId, card));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("plain maps always serialise", e);
    }
  }

  Map<String, Object> fields(String deckId, Card card) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", card.id());
    m.put("deck", deckId);
    if (card instanceof Spell s) {
      m.put("kind", "spell");
      m.put("element", s.element().key());
      m.put("cost", s.cost());
      reach(m, s.range(), s.area(), s.over());
      m.put("noAction", s.noAction());
      m.put("effects", effects(s.effects()));
    } else if (card instanceof Weapon w) {
      m.put("kind", w.kind().name().toLowerCase(java.util.Locale.ROOT) + "-weapon");
      m.put("damage", w.damage());
      reach(m, w.range(), w.area(), w.over());
      m.put("effects", effects(w.effects()));
    } else if (card instanceof Hero h) {
      hero(m, h);
    } else if (card instanceof HeroTurnCard t) {
      m.put("kind", "turn-hero");
      m.put("hero", t.hero().id());
    } else if (card instanceof Spirit s) {
      m.put("kind", "spirit");
      s.ability().ifPresent(a -> m.put("trigger", a.trigger().key()));
      m.put("effects", effects(s.effects()));
      Map<String, Object> hand = new LinkedHashMap<>();
      for (Element e : Element.values()) {
        hand.put(e.key(), s.hand().of(e));
      }
      hand.put("general", s.hand().general());
      m.put("hand", hand);
    } else if (card instanceof ChaosElement c) {
      m.put("kind", "chaos");
      m.put("effects", effects(c.effects()));
    } else if (card instanceof HyperOrb o) {
      m.put("kind", "hyper-orb");
      m.put("hero", o.hero().id());
    } else if (card instanceof PlayerCard p) {
      m.put("kind", "turn-player");
      m.put("colour", p.colour());
    } else if (card instanceof TerrainCardFace t) {
      m.put("kind", "terrain");
      m.put("rows", rows(t.terrain()));
    }
    return m;
  }

  private static void hero(Map<String, Object> m, Hero h) {
    m.put("kind", "hero");
    m.put("health", h.health());
    m.put("movement", h.movement().notation());
    m.put("hyper", h.hyper().name());
    h.hyper().ability().ifPresent(a -> m.put("hyperTrigger", a.trigger().key()));
    m.put("hyperEffects", effects(h.hyper().effects()));
  }

  private static void reach(
      Map<String, Object> m, int range, Optional<AreaSpec> area, boolean over) {
    m.put("range", range);
    area.ifPresent(a -> m.put("area", a.notation()));
    m.put("over", over);
  }

  private static List<Map<String, Object>> effects(List<Effect> effects) {
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

  private static List<String> rows(TerrainCard t) {
    List<String> rows = new ArrayList<>();
    for (int r = 0; r < TerrainCard.LENGTH; r++) {
      rows.add(t.cell(0, r).notation() + " " + t.cell(1, r).notation());
    }
    return rows;
  }
}
