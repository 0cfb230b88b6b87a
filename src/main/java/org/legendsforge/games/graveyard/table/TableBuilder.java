package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.legendsforge.games.graveyard.faces.FaceOf;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.model.Pickup;
import org.legendsforge.games.graveyard.model.PlayerCard;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.tts.Colour;
import org.legendsforge.kit.tts.ContainerState;
import org.legendsforge.kit.tts.CounterState;
import org.legendsforge.kit.tts.CustomImage;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.HandZoneState;
import org.legendsforge.kit.tts.ImageObjectState;
import org.legendsforge.kit.tts.Marker;
import org.legendsforge.kit.tts.ObjectBase;
import org.legendsforge.kit.tts.ObjectState;
import org.legendsforge.kit.tts.PlainState;
import org.legendsforge.kit.tts.TextState;
import org.legendsforge.kit.tts.Transform;

/**
 * Lays out every object of the table: the mat, the decks with their labels, hero tokens, pickup
 * coins, the damage/mana/decay bags, two d10, the counters and the hand zones, in a fixed order so
 * the save is byte-identical for the same data.
 */
public final class TableBuilder {
  private final Catalog catalog;
  private final TableIndex index;
  private final TableLayout layout;
  private final TableAssets assets;
  private final GuidAllocator guids;
  private final TooltipText text;
  private final CardData data = new CardData();

  public TableBuilder(
      Catalog catalog,
      TableIndex index,
      TableLayout layout,
      TableAssets assets,
      GuidAllocator guids) {
    this(catalog, index, layout, assets, guids, new TooltipText());
  }

  public TableBuilder(
      Catalog catalog,
      TableIndex index,
      TableLayout layout,
      TableAssets assets,
      GuidAllocator guids,
      TooltipText text) {
    this.text = text;
    this.catalog = catalog;
    this.index = index;
    this.layout = layout;
    this.assets = assets;
    this.guids = guids;
  }

  public List<ObjectState> objects(List<DeckSheet<Deck, DeckCard>> sheets) {
    List<ObjectState> out = new ArrayList<>();
    out.add(mat());
    out.addAll(decks(sheets));
    out.addAll(heroTokens());
    out.addAll(pickups());
    for (Marker m : Marker.values()) {
      out.add(markerBag(m));
    }
    for (int i = 0; i < 2; i++) {
      ObjectBase die =
          ObjectBase.of(
              guids.guid("d10:" + i), "Die_10", layout.die(i), "d10", "Column and row die");
      out.add(new PlainState(die));
    }
    out.add(
        counter(
            index.compensation(),
            layout.compensationCounter(),
            "Compensation",
            "Compensation points, " + NotebookTabs.sides(catalog)));
    int lose = catalog.rules().get(RuleValue.DEATH_POINTS_TO_LOSE);
    int i = 0;
    for (PlayerCard p : catalog.playerCards()) {
      out.add(
          counter(
              index.deathCounters().get(p.colour()),
              layout.deathCounter(i++),
              p.colour() + " death points",
              "A player with " + lose + " death points loses"));
    }
    i = 0;
    for (PlayerCard p : catalog.playerCards()) {
      ObjectBase hand =
          ObjectBase.of(guids.guid("hand:" + p.colour()), "HandTrigger", layout.hand(i++), "", "")
              .withLocked(true);
      out.add(new HandZoneState(hand, p.colour()));
    }
    return out;
  }

  private ObjectState mat() {
    ObjectBase base =
        ObjectBase.of(
                index.mat(),
                "Custom_Tile",
                layout.mat(),
                "Map",
                "The 10 × 9 map: A–J west to east, 1–9 north to south")
            .withLocked(true);
    return new ImageObjectState(base, CustomImage.tile(assets.mat(), "", 0, 0.1, false), null);
  }

  private List<ObjectState> decks(List<DeckSheet<Deck, DeckCard>> sheets) {
    Map<Deck, List<DeckSheet<Deck, DeckCard>>> byDeck = new LinkedHashMap<>();
    for (DeckSheet<Deck, DeckCard> s : sheets) {
      byDeck.computeIfAbsent(s.deck(), d -> new ArrayList<>()).add(s);
    }
    DeckBuilder builder = new DeckBuilder(guids, assets, text);
    List<ObjectState> out = new ArrayList<>();
    Map<String, Transform> places = layout.deckPlaces(List.copyOf(byDeck.keySet()));
    for (Map.Entry<Deck, List<DeckSheet<Deck, DeckCard>>> e : byDeck.entrySet()) {
      Transform where = places.get(e.getKey().id());
      out.add(builder.build(e.getKey(), e.getValue(), where));
      ObjectBase label =
          ObjectBase.of(
                  guids.guid("label:" + e.getKey().id()), "3DText", layout.labelFor(where), "", "")
              .withLocked(true);
      String text = e.getKey().name();
      if (e.getKey().contents() == org.legendsforge.games.graveyard.model.DeckKind.CHAOS_ELEMENTS) {
        text += "\n" + org.legendsforge.games.graveyard.rules.Ruling.VARIANT_LABEL;
      }
      out.add(new TextState(label, new TextState.Text(text, Colour.WHITE, 48)));
    }
    return out;
  }

  private List<ObjectState> heroTokens() {
    List<ObjectState> out = new ArrayList<>();
    int i = 0;
    for (Hero h : catalog.heroes()) {
      Face face = FaceOf.card(h);
      ObjectBase base =
          ObjectBase.of(
                  index.heroTokens().get(h.id()),
                  "Custom_Tile",
                  layout.heroToken(i++),
                  h.name(),
                  text.describe(face))
              .withGmNotes(data.json("hero-token", face))
              .withTags(List.of("hero"));
      out.add(
          new ImageObjectState(
              base, CustomImage.tile(assets.heroToken(h), "", 2, 0.2, false), null));
    }
    return out;
  }

  private List<ObjectState> pickups() {
    List<ObjectState> out = new ArrayList<>();
    int i = 0;
    for (PickupKind kind : PickupKind.values()) {
      Pickup p = catalog.pickups().stream().filter(x -> x.kind() == kind).findFirst().orElse(null);
      for (String guid : index.pickups().get(kind)) {
        ObjectBase base =
            ObjectBase.of(
                    guid, "Custom_Tile", layout.pickup(i++), p.name(), TooltipText.plain(p.text()))
                .withTags(List.of("pickup", kind.key()));
        out.add(
            new ImageObjectState(
                base, CustomImage.tile(assets.pickup(kind), "", 2, 0.15, false), null));
      }
    }
    return out;
  }

  private ObjectState markerBag(Marker m) {
    ObjectBase token =
        ObjectBase.of(
                guids.guid("marker:" + m.key()),
                "Custom_Tile",
                layout.bag(m.ordinal()).withScale(0.3, 1, 0.3),
                capitalised(piece(m).name(1)),
                "")
            .withTags(List.of("marker", m.key()));
    ImageObjectState template =
        new ImageObjectState(token, CustomImage.tile(assets.marker(m), "", 2, 0.1, true), 1);
    ObjectBase bag =
        ObjectBase.of(
                guids.guid("bag:" + m.key()),
                "Infinite_Bag",
                layout.bag(m.ordinal()),
                capitalised(piece(m).name(2)),
                "")
            .withColour(Colour.ofRgb(assets.markerColour(m)));
    return new ContainerState(bag, List.of(template));
  }

  /** The printed piece a bag's marker is, so the table calls it what the sheets and book do. */
  private static org.legendsforge.games.graveyard.model.PrintedPiece piece(Marker m) {
    return switch (m) {
      case DAMAGE -> org.legendsforge.games.graveyard.model.PrintedPiece.DAMAGE;
      case MANA -> org.legendsforge.games.graveyard.model.PrintedPiece.MANA;
      case DECAY -> org.legendsforge.games.graveyard.model.PrintedPiece.DECAY;
      case HYPER -> org.legendsforge.games.graveyard.model.PrintedPiece.HYPER_HELD;
    };
  }

  private static String capitalised(String words) {
    return Character.toUpperCase(words.charAt(0)) + words.substring(1);
  }

  private ObjectState counter(String guid, Transform where, String name, String description) {
    return new CounterState(
        ObjectBase.of(guid, "Counter", where, name, description), new CounterState.Value(0));
  }
}
