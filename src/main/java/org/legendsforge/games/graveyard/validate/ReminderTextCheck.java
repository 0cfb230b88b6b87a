package org.legendsforge.games.graveyard.validate;

import java.util.regex.Pattern;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * {@code rules-in-text} (warning): a card's {@code text} is printed as a reminder and never read by
 * the engine, so a number or a rules word in it (damage, range, stun …) probably states a rule the
 * engine will not play. Write it as effects or modifiers instead, or keep it if it only repeats
 * one.
 */
public final class ReminderTextCheck implements CatalogCheck {
  static final Pattern RULES_WORDS =
      Pattern.compile(
          "\\d|\\{(damage|health|mana|range)}|\\b(damage|heal|heals|healing|mana|range|stun|stunned|stuck|slow|slowed|decay|shield|push|pull|teleport|draws?|cleanse)\\b",
          Pattern.CASE_INSENSITIVE);

  @Override
  public void check(Catalog c, SourceMap where, Diagnostics sink) {
    c.heroes().forEach(h -> check(h.id(), "hyper/text", h.hyper().text(), where, sink));
    c.spirits().forEach(s -> check(s.id(), "text", s.text(), where, sink));
    c.chaosElements().forEach(x -> check(x.id(), "text", x.text(), where, sink));
    c.spells().forEach(s -> check(s.id(), "text", s.text(), where, sink));
    c.startingWeapons().forEach(w -> check(w.id(), "text", w.text(), where, sink));
    c.itemWeapons().forEach(w -> check(w.id(), "text", w.text(), where, sink));
  }

  private static void check(
      String id, String field, String text, SourceMap where, Diagnostics sink) {
    var m = RULES_WORDS.matcher(text == null ? "" : text);
    if (m.find()) {
      sink.warning(
          "rules-in-text",
          where.locate(id, field),
          "the text of \""
              + id
              + "\" reads like a rule (\""
              + m.group()
              + "\"), but the engine never reads text",
          "write the rule as effects or modifiers (docs/card-data.md); keep text for reminders");
    }
  }
}
