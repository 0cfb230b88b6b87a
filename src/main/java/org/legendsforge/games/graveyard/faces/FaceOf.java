package org.legendsforge.games.graveyard.faces;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.legendsforge.games.graveyard.faces.TextViews.ChaosView;
import org.legendsforge.games.graveyard.faces.TextViews.HeroView;
import org.legendsforge.games.graveyard.faces.TextViews.HyperOrbView;
import org.legendsforge.games.graveyard.faces.TextViews.HyperView;
import org.legendsforge.games.graveyard.faces.TextViews.PlayerView;
import org.legendsforge.games.graveyard.faces.TextViews.SpellView;
import org.legendsforge.games.graveyard.faces.TextViews.SpiritView;
import org.legendsforge.games.graveyard.faces.TextViews.WeaponView;
import org.legendsforge.games.graveyard.model.Card;
import org.legendsforge.games.graveyard.model.ChaosElement;
import org.legendsforge.games.graveyard.model.Element;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.HeroTurnCard;
import org.legendsforge.games.graveyard.model.HyperAbility;
import org.legendsforge.games.graveyard.model.HyperOrb;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Spirit;
import org.legendsforge.games.graveyard.model.TerrainCardFace;
import org.legendsforge.games.graveyard.model.Weapon;
import org.legendsforge.games.graveyard.model.WeaponKind;
import org.legendsforge.games.graveyard.rules.Allowance;
import org.legendsforge.games.graveyard.rules.AreaSpec;
import org.legendsforge.games.graveyard.rules.Terrain;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.card.Face.AreaCells;
import org.legendsforge.kit.card.Face.Badge;
import org.legendsforge.kit.card.Face.Bearer;
import org.legendsforge.kit.card.Face.HandCell;
import org.legendsforge.kit.card.Face.Look;
import org.legendsforge.kit.card.Face.Stat;
import org.legendsforge.kit.card.Face.TableNotes;
import org.legendsforge.kit.card.Face.Text;
import org.legendsforge.kit.card.Face.Themed;
import org.legendsforge.kit.card.Face.Themed.Palette;
import org.legendsforge.kit.card.Face.Tooltip;

/**
 * The one place that says what each card of this game shows: its layout, header colour, badge and
 * stat chips, what its text templates read, its picture, hand limits, the numbers the table's
 * scripts read and its tooltip. The kit draws, writes and tooltips cards from this alone (a deck
 * shows as its own fields say, {@code DeckLook.of}).
 */
public final class FaceOf {
  private static final String TYPE_LINE = "type-line.ftl";

  private FaceOf() {}

  public static Face card(Card card) {
    if (card instanceof Spell s) {
      return spell(s);
    } else if (card instanceof Weapon w) {
      return weapon(w);
    } else if (card instanceof Hero h) {
      return hero(h);
    } else if (card instanceof HeroTurnCard t) {
      return turn(t);
    } else if (card instanceof PlayerCard p) {
      return player(p);
    } else if (card instanceof Spirit s) {
      return spirit(s);
    } else if (card instanceof ChaosElement c) {
      return chaos(c);
    } else if (card instanceof HyperOrb o) {
      return orb(o);
    }
    return terrain((TerrainCardFace) card);
  }

  private static Face spell(Spell s) {
    Themed element = new Themed(Palette.ELEMENT, s.element().key());
    List<Stat> stats = new ArrayList<>();
    reach(stats, s.range(), s.area());
    SpellView view =
        new SpellView(
            s.name(),
            s.element().displayName(),
            s.cost(),
            s.range(),
            s.area().map(AreaSpec::notation).orElse(""),
            s.over(),
            s.noAction(),
            s.targeting().name().toLowerCase(Locale.ROOT),
            RulesViews.effects(s.effects()),
            RulesViews.modifiers(s.modifiers()),
            paragraphs(s.text()));
    Map<String, Object> data = TableData.kind("spell");
    data.put("element", s.element().key());
    data.put("cost", s.cost());
    TableData.reach(data, s.range(), s.area(), s.over());
    data.put("noAction", s.noAction());
    data.put("effects", TableData.effects(s.effects()));
    String head =
        s.element().displayName()
            + " spell · Cost "
            + s.cost()
            + " mana · "
            + TooltipWords.reach(s.range(), s.area(), s.over())
            + (s.noAction() ? " · No action" : "");
    return new Face(
        s.id(),
        "spell",
        s.name(),
        new Look(element, Optional.of(element), Optional.empty()),
        Optional.of(new Badge(Integer.toString(s.cost()), "mana")),
        stats,
        text("spell.ftl", view),
        flavour(s.flavour()),
        s.art(),
        List.of(),
        new TableNotes(data, summed(head, TooltipWords.effects(s.effects()), s.text())));
  }

  private static Face weapon(Weapon w) {
    String kind = w.kind() == WeaponKind.STARTING ? "weapon-starting" : "weapon-item";
    List<Stat> stats = new ArrayList<>();
    stats.add(Stat.number("damage", Integer.toString(w.damage())));
    reach(stats, w.range(), w.area());
    WeaponView view =
        new WeaponView(
            w.name(),
            w.damage(),
            w.range(),
            w.area().map(AreaSpec::notation).orElse(""),
            w.over(),
            w.targeting().name().toLowerCase(Locale.ROOT),
            RulesViews.effects(w.effects()),
            RulesViews.modifiers(w.modifiers()),
            paragraphs(w.text()));
    Map<String, Object> data = TableData.kind(w.kind().name().toLowerCase(Locale.ROOT) + "-weapon");
    data.put("damage", w.damage());
    TableData.reach(data, w.range(), w.area(), w.over());
    data.put("effects", TableData.effects(w.effects()));
    String head =
        (w.kind() == WeaponKind.STARTING ? "Starting" : "Item")
            + " weapon · Damage "
            + w.damage()
            + " · "
            + TooltipWords.reach(w.range(), w.area(), w.over());
    return new Face(
        w.id(),
        kind,
        w.name(),
        new Look(kind(kind), Optional.of(Themed.icon(w.type().key())), Optional.empty()),
        Optional.empty(),
        stats,
        text("weapon.ftl", view),
        flavour(w.flavour()),
        w.art(),
        List.of(),
        new TableNotes(data, summed(head, TooltipWords.effects(w.effects()), w.text())));
  }

  private static Face hero(Hero h) {
    String head = "Health " + h.health() + " · Move " + h.movement().notation();
    return new Face(
        h.id(),
        "hero",
        h.name(),
        bearer("hero", h),
        Optional.empty(),
        List.of(Stat.number("health", Integer.toString(h.health()))),
        Optional.of(new Text(TYPE_LINE, "hero.ftl", Optional.of("hero-stats.ftl"), heroView(h))),
        flavour(h.flavour()),
        h.art(),
        List.of(),
        new TableNotes(
            TableData.hero(h), new Tooltip(head, TooltipWords.hyper(h.hyper()), "", true)));
  }

  private static Face turn(HeroTurnCard t) {
    Map<String, Object> data = TableData.kind("turn-hero");
    data.put("hero", t.hero().id());
    return new Face(
        t.id(),
        "turn-hero",
        t.name(),
        bearer("turn-hero", t.hero()),
        Optional.empty(),
        List.of(),
        text("turn-hero.ftl", heroView(t.hero())),
        "",
        // the turn card has the box layout: the hero's picture, placed in the box
        t.hero().art().map(a -> new Art(a.file(), a.fit(), a.focus(), false)),
        List.of(),
        new TableNotes(data, said("Turn of " + t.hero().name() + ": this hero acts.", "")));
  }

  private static Face player(PlayerCard p) {
    Map<String, Object> data = TableData.kind("turn-player");
    data.put("colour", p.colour());
    return new Face(
        p.id(),
        "turn-player",
        p.name(),
        new Look(new Themed(Palette.SEAT, p.colour()), Optional.empty(), Optional.empty()),
        Optional.empty(),
        List.of(),
        text("turn-player.ftl", new PlayerView(p.name(), p.colour(), paragraphs(p.text()))),
        "",
        p.art(),
        List.of(),
        new TableNotes(data, said(p.colour() + " player", p.text())));
  }

  private static Face spirit(Spirit s) {
    SpiritView view =
        new SpiritView(
            s.name(),
            s.abilityName(),
            RulesViews.abilities(s.ability()),
            RulesViews.modifiers(s.modifiers()),
            paragraphs(s.text()),
            s.hand().total());
    Map<String, Object> data = TableData.kind("spirit");
    s.ability().ifPresent(a -> data.put("trigger", a.trigger().key()));
    data.put("effects", TableData.effects(s.effects()));
    data.put("hand", TableData.hand(s.hand()));
    List<HandCell> hand = new ArrayList<>();
    for (Element e : Element.values()) {
      hand.add(new HandCell(e.key(), s.hand().of(e), e.displayName()));
    }
    hand.add(new HandCell("general", s.hand().general(), "General"));
    String summary =
        TooltipWords.join(
            "**" + s.abilityName() + "** " + TooltipWords.effects(s.effects()), s.text());
    return new Face(
        s.id(),
        "spirit",
        s.name(),
        plain("spirit"),
        Optional.empty(),
        List.of(),
        text("spirit.ftl", view),
        flavour(s.flavour()),
        s.art(),
        hand,
        new TableNotes(
            data, new Tooltip("", summary, "Hand: " + TooltipWords.hand(s.hand()), true)));
  }

  private static Face chaos(ChaosElement c) {
    ChaosView view =
        new ChaosView(
            c.name(),
            RulesViews.abilities(c.ability()),
            RulesViews.modifiers(c.modifiers()),
            paragraphs(c.text()));
    Map<String, Object> data = TableData.kind("chaos");
    data.put("effects", TableData.effects(c.effects()));
    return new Face(
        c.id(),
        "chaos",
        c.name(),
        plain("chaos"),
        Optional.empty(),
        List.of(),
        text("chaos.ftl", view),
        flavour(c.flavour()),
        c.art(),
        List.of(),
        new TableNotes(data, summed("", TooltipWords.effects(c.effects()), c.text())));
  }

  private static Face orb(HyperOrb o) {
    Map<String, Object> data = TableData.kind("hyper-orb");
    data.put("hero", o.hero().id());
    String summary =
        TooltipWords.join(
            "Hyper orb of " + o.hero().name() + ":", TooltipWords.hyper(o.hero().hyper()));
    return new Face(
        o.id(),
        "hyper-orb",
        o.name(),
        bearer("hyper-orb", o.hero()),
        Optional.empty(),
        List.of(),
        text("hyper-orb.ftl", new HyperOrbView(o.name(), o.hero().name(), hyper(o.hero().hyper()))),
        flavour(o.flavour()),
        o.art(),
        List.of(),
        new TableNotes(data, new Tooltip("", summary, "", true)));
  }

  /** A terrain card is drawn from its cells, not from text templates. */
  private static Face terrain(TerrainCardFace t) {
    Map<String, Object> data = TableData.kind("terrain");
    data.put("rows", TableData.rows(t.terrain()));
    return new Face(
        t.id(),
        "terrain",
        t.name(),
        plain("terrain"),
        Optional.empty(),
        List.of(),
        Optional.empty(),
        "",
        t.art(),
        List.of(),
        new TableNotes(data, said(TooltipWords.terrain(t.terrain()), "")));
  }

  private static Optional<Text> text(String rules, Object view) {
    return Optional.of(new Text(TYPE_LINE, rules, Optional.empty(), view));
  }

  /** A tooltip of the numbers, then the printed rules, or its effects and text summed up. */
  private static Tooltip summed(String head, String effects, String text) {
    return new Tooltip(head, TooltipWords.join(effects, text), "", true);
  }

  /** A tooltip that says its own words whatever the card prints. */
  private static Tooltip said(String head, String text) {
    return new Tooltip(head, text == null ? "" : text, "", false);
  }

  private static Themed kind(String kind) {
    return new Themed(Palette.KIND, kind);
  }

  /** A face in its kind's colour whose emblem shows its deck's icon. */
  private static Look plain(String kind) {
    return new Look(kind(kind), Optional.empty(), Optional.empty());
  }

  /** A face in its kind's colour whose emblem is the mark of {@code hero}. */
  private static Look bearer(String kind, Hero hero) {
    return new Look(kind(kind), Optional.empty(), Optional.of(new Bearer(hero.id(), hero.name())));
  }

  private static String flavour(String flavour) {
    return flavour == null ? "" : flavour;
  }

  /**
   * Range and area as the strip shows them: range 0 is the user itself ("Self"), and an area is its
   * diagram of cells, centred on the user when the range is 0.
   */
  private static void reach(List<Stat> stats, int range, Optional<AreaSpec> area) {
    stats.add(Stat.number("range", range == 0 ? "Self" : Integer.toString(range)));
    area.ifPresent(
        a -> {
          Set<List<Integer>> cells = new HashSet<>();
          a.offsets().forEach(o -> cells.add(List.of(o[0], o[1])));
          stats.add(
              new Stat(
                  "area",
                  "",
                  Optional.of(new AreaCells(a.steps(), Set.copyOf(cells), range == 0))));
        });
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
}
