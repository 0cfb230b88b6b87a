package org.legendsforge.kit.render;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroTurnCard;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.Allowance;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.render.TextViews.ChaosView;
import org.legendsforge.kit.render.TextViews.HeroView;
import org.legendsforge.kit.render.TextViews.HyperOrbView;
import org.legendsforge.kit.render.TextViews.HyperView;
import org.legendsforge.kit.render.TextViews.PlayerView;
import org.legendsforge.kit.render.TextViews.SpellView;
import org.legendsforge.kit.render.TextViews.SpiritView;
import org.legendsforge.kit.render.TextViews.WeaponView;
import org.legendsforge.kit.template.StrictTemplates;

/**
 * The words of a card, written by the FreeMarker templates of {@code templates/text/} from the
 * card's structured data: a balance edit of a number changes the printed sentence.
 */
final class CardText {
  /** Templates every card set needs, checked when the resources load. */
  static final List<String> TEMPLATES =
      List.of(
          "effects.ftl",
          "rules.ftl",
          "type-line.ftl",
          "spell.ftl",
          "weapon.ftl",
          "hero.ftl",
          "hero-stats.ftl",
          "hyper-orb.ftl",
          "spirit.ftl",
          "chaos.ftl",
          "turn-hero.ftl",
          "turn-player.ftl");

  /** What the templates wrote for one card: markup with {icons} and **bold**. */
  record Words(String typeLine, String rules, String stats) {}

  private final StrictTemplates templates;

  CardText(StrictTemplates templates) {
    this.templates = templates;
  }

  boolean check(Diagnostics sink) {
    boolean ok = true;
    for (String t : TEMPLATES) {
      ok &= templates.check(t, sink);
    }
    return ok;
  }

  /**
   * The layout and template name of a card: {@code spell}, {@code weapon-item}, {@code turn-hero}.
   */
  static String kind(Card card) {
    if (card instanceof Spell) {
      return "spell";
    } else if (card instanceof Weapon w) {
      return w.kind() == WeaponKind.STARTING ? "weapon-starting" : "weapon-item";
    } else if (card instanceof Hero) {
      return "hero";
    } else if (card instanceof HeroTurnCard) {
      return "turn-hero";
    } else if (card instanceof PlayerCard) {
      return "turn-player";
    } else if (card instanceof Spirit) {
      return "spirit";
    } else if (card instanceof ChaosElement) {
      return "chaos";
    } else if (card instanceof HyperOrb) {
      return "hyper-orb";
    }
    return "terrain";
  }

  Words words(Card card) {
    String kind = kind(card);
    Object view = view(card);
    Map<String, Object> model = Map.of("card", view, "kind", kind);
    String typeLine = clean(templates.render("type-line.ftl", model));
    String rulesTemplate = kind.startsWith("weapon") ? "weapon.ftl" : kind + ".ftl";
    String rules = clean(templates.render(rulesTemplate, model));
    String stats = card instanceof Hero ? clean(templates.render("hero-stats.ftl", model)) : "";
    return new Words(typeLine, rules, stats);
  }

  private static Object view(Card card) {
    if (card instanceof Spell s) {
      return new SpellView(
          s.name(),
          s.element().displayName(),
          s.cost(),
          s.range(),
          s.area().map(a -> a.notation()).orElse(""),
          s.over(),
          s.noAction(),
          s.targeting().name().toLowerCase(Locale.ROOT),
          RulesViews.effects(s.effects()),
          RulesViews.modifiers(s.modifiers()),
          paragraphs(s.text()));
    } else if (card instanceof Weapon w) {
      return new WeaponView(
          w.name(),
          w.damage(),
          w.range(),
          w.area().map(a -> a.notation()).orElse(""),
          w.over(),
          w.targeting().name().toLowerCase(Locale.ROOT),
          RulesViews.effects(w.effects()),
          RulesViews.modifiers(w.modifiers()),
          paragraphs(w.text()));
    } else if (card instanceof Hero h) {
      return heroView(h);
    } else if (card instanceof HeroTurnCard t) {
      return heroView(t.hero());
    } else if (card instanceof HyperOrb o) {
      return new HyperOrbView(o.name(), o.hero().name(), hyper(o.hero().hyper()));
    } else if (card instanceof Spirit s) {
      return new SpiritView(
          s.name(),
          s.abilityName(),
          RulesViews.abilities(s.ability()),
          RulesViews.modifiers(s.modifiers()),
          paragraphs(s.text()),
          s.hand().total());
    } else if (card instanceof ChaosElement c) {
      return new ChaosView(
          c.name(),
          RulesViews.abilities(c.ability()),
          RulesViews.modifiers(c.modifiers()),
          paragraphs(c.text()));
    } else if (card instanceof PlayerCard p) {
      return new PlayerView(p.name(), p.colour(), paragraphs(p.text()));
    }
    throw new IllegalArgumentException("terrain cards have no text");
  }

  private static HeroView heroView(Hero h) {
    return new HeroView(
        h.name(),
        h.health(),
        movement(h.movement().allowances()),
        h.customMovement(),
        hyper(h.hyper()));
  }

  private static HyperView hyper(HyperAbility hy) {
    return new HyperView(
        hy.name(),
        RulesViews.abilities(hy.ability()),
        RulesViews.modifiers(hy.modifiers()),
        paragraphs(hy.text()));
  }

  /** {@code 1 any + 2 {P} {H} {F}}: terrain letters become the theme's terrain icons. */
  static String movement(List<Allowance> allowances) {
    if (allowances.isEmpty()) {
      return "none";
    }
    return allowances.stream()
        .map(
            a ->
                a.count()
                    + " "
                    + (a.isAny()
                        ? "any"
                        : EnumSet.copyOf(a.terrains()).stream()
                            .map(Terrain::letter)
                            .map(l -> "{" + l + "}")
                            .collect(Collectors.joining(" "))))
        .collect(Collectors.joining(" + "));
  }

  /** Card text with its own line breaks kept as paragraph breaks. */
  private static String paragraphs(String text) {
    return text == null ? "" : text.strip().replaceAll("\\s*\\n\\s*", "\n\n");
  }

  /**
   * Template output with layout whitespace removed: a blank line is a paragraph break, any other
   * run of white space one space.
   */
  static String clean(String raw) {
    String[] paras = raw.strip().split("\\n[ \\t]*\\n\\s*");
    return java.util.Arrays.stream(paras)
        .map(p -> p.strip().replaceAll("\\s+", " "))
        .filter(p -> !p.isEmpty())
        .collect(Collectors.joining("\n"));
  }
}
