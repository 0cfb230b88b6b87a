package org.legendsforge.games.graveyard.playtest.stats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;

/**
 * A {@link Tally} as JSON: whole-game sums by name, each series as an array, and the per-card sums
 * as objects keyed by card id, each sum by name ({@code "pickedWins": 412}), so a batch reads
 * without the engine's numbering.
 */
public final class TallyJson {
  private final List<String> heroes;
  private final List<String> spirits;
  private final List<String> weapons;
  private final List<String> spells;

  public TallyJson(Catalog c) {
    heroes = c.heroes().stream().map(Hero::id).toList();
    spirits = c.spirits().stream().map(Spirit::id).toList();
    List<String> w = new ArrayList<>(c.startingWeapons().stream().map(Weapon::id).toList());
    w.addAll(c.itemWeapons().stream().map(Weapon::id).toList());
    weapons = List.copyOf(w);
    spells = c.spells().stream().map(Spell::id).toList();
  }

  public ObjectNode write(Tally t) {
    ObjectNode out = JsonNodeFactory.instance.objectNode();
    ObjectNode game = out.putObject("game");
    for (Tally.Stat s : Tally.Stat.values()) {
      game.put(Tally.key(s), t.get(s));
    }
    ObjectNode series = out.putObject("series");
    for (Map.Entry<String, long[]> e : t.series.entrySet()) {
      var a = series.putArray(e.getKey());
      for (long v : e.getValue()) {
        a.add(v);
      }
    }
    cards(out.putObject("heroes"), heroes, t.heroes, Tally.HeroStat.values());
    cards(out.putObject("spirits"), spirits, t.spirits, Tally.SpiritStat.values());
    cards(out.putObject("weapons"), weapons, t.weapons, Tally.WeaponStat.values());
    cards(out.putObject("spells"), spells, t.spells, Tally.SpellStat.values());
    return out;
  }

  private static void cards(ObjectNode into, List<String> ids, long[][] sums, Enum<?>[] stats) {
    for (int i = 0; i < ids.size(); i++) {
      ObjectNode card = into.putObject(ids.get(i));
      for (Enum<?> s : stats) {
        card.put(Tally.key(s), sums[i][s.ordinal()]);
      }
    }
  }

  /** The tally in {@code node}; IllegalArgumentException names what does not fit this card set. */
  public Tally read(JsonNode node) {
    Tally t = new Tally(heroes.size(), spirits.size(), weapons.size(), spells.size());
    for (Tally.Stat s : Tally.Stat.values()) {
      t.game[s.ordinal()] = number(node.path("game"), Tally.key(s), "game");
    }
    for (Map.Entry<String, long[]> e : t.series.entrySet()) {
      JsonNode a = node.path("series").path(e.getKey());
      if (!a.isArray() || a.size() != e.getValue().length) {
        throw new IllegalArgumentException(
            "series \"" + e.getKey() + "\" is missing or of another length");
      }
      for (int i = 0; i < a.size(); i++) {
        e.getValue()[i] = a.get(i).asLong();
      }
    }
    cards(node.path("heroes"), "hero", heroes, t.heroes, Tally.HeroStat.values());
    cards(node.path("spirits"), "spirit", spirits, t.spirits, Tally.SpiritStat.values());
    cards(node.path("weapons"), "weapon", weapons, t.weapons, Tally.WeaponStat.values());
    cards(node.path("spells"), "spell", spells, t.spells, Tally.SpellStat.values());
    return t;
  }

  private static void cards(
      JsonNode node, String what, List<String> ids, long[][] sums, Enum<?>[] stats) {
    if (node.size() != ids.size()) {
      throw new IllegalArgumentException(
          "it has " + node.size() + " " + what + " cards, this card set " + ids.size());
    }
    for (int i = 0; i < ids.size(); i++) {
      JsonNode card = node.path(ids.get(i));
      if (card.isMissingNode()) {
        throw new IllegalArgumentException("no " + what + " \"" + ids.get(i) + "\" in it");
      }
      for (Enum<?> s : stats) {
        sums[i][s.ordinal()] = number(card, Tally.key(s), what + " \"" + ids.get(i) + "\"");
      }
    }
  }

  private static long number(JsonNode node, String key, String where) {
    JsonNode v = node.path(key);
    if (!v.canConvertToLong() || !v.isIntegralNumber()) {
      throw new IllegalArgumentException(where + " has no whole number \"" + key + "\"");
    }
    return v.asLong();
  }
}
