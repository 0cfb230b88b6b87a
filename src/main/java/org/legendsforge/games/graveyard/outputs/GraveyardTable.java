package org.legendsforge.games.graveyard.outputs;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.table.DeckSheets;
import org.legendsforge.games.graveyard.table.LuaView;
import org.legendsforge.games.graveyard.table.MapBoardPainter;
import org.legendsforge.games.graveyard.table.PieceConcepts;
import org.legendsforge.games.graveyard.table.SaveBuilder;
import org.legendsforge.games.graveyard.table.TableArtPainter;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.games.graveyard.table.TableLayout;
import org.legendsforge.games.graveyard.table.TableTopView;
import org.legendsforge.games.graveyard.table.TooltipText;
import org.legendsforge.games.graveyard.table.TtsImages;
import org.legendsforge.games.graveyard.table.UrlAssets;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.GameTable;
import org.legendsforge.kit.render.CardRenderer;
import org.legendsforge.kit.render.Concept;
import org.legendsforge.kit.render.HeroMark;
import org.legendsforge.kit.render.SheetPainter;
import org.legendsforge.kit.tts.CellSize;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.Marker;
import org.legendsforge.kit.tts.SaveFile;

/**
 * This game's Tabletop Simulator table as the kit's TTS target writes it: the decks' sheets, the
 * map mat, a token for each hero, each pickup and each marker, the Global script's view and the
 * save. One table serves both saves (local and hosted): its GUID allocator gives every object the
 * GUID it gave it before, so the two saves name the same objects alike.
 */
public final class GraveyardTable implements GameTable<Deck, DeckCard> {
  static final int MAT_PX = 2048;

  /** Tokens are a little over an inch on the table; 512 px keeps their names sharp up close. */
  public static final int TOKEN_PX = 512;

  private final BuildContext ctx;
  private final Catalog catalog;
  private final CardRenderer renderer;
  private final TableGeometry map = TableGeometry.DEFAULT;
  private final List<DeckSheet<Deck, DeckCard>> plan;
  private final GuidAllocator guids = new GuidAllocator();
  private final TableIndex index;
  private final SheetPainter sheets;
  private final TableArtPainter art;
  private final MapBoardPainter board;
  private final PieceConcepts concepts;

  GraveyardTable(BuildContext ctx) {
    this.ctx = ctx;
    this.catalog = Catalog.of(ctx.game());
    this.renderer = ctx.renderer();
    this.plan = DeckSheets.of(catalog);
    this.index = TableIndex.create(catalog, guids);
    this.sheets = new SheetPainter(renderer);
    this.art = new TableArtPainter(ctx.fonts());
    this.board = new MapBoardPainter(ctx.fonts());
    this.concepts = new PieceConcepts(catalog);
  }

  @Override
  public List<DeckSheet<Deck, DeckCard>> sheets() {
    return plan;
  }

  @Override
  public BufferedImage sheetRow(DeckSheet<Deck, DeckCard> sheet, int row) {
    return sheets.row(sheet, row);
  }

  @Override
  public BufferedImage sheetBack(Deck deck, CellSize cell) {
    return sheets.back(deck, cell);
  }

  @Override
  public LuaView scriptView() {
    return LuaView.of(catalog, index, plan, map, ctx.seed());
  }

  /**
   * The map mat, then each hero's token (showing the hero's mark as its cards do, so the key holds
   * the mark too), each pickup's and each marker's. They depend only on what each piece shows: a
   * card edit reuses all of them.
   */
  @Override
  public List<Picture> pictures() {
    List<Picture> pictures = new ArrayList<>();
    pictures.add(
        new Picture(
            "map",
            List.of("tts-mat", map.toString(), Integer.toString(MAT_PX)),
            () -> board.board(map, MAT_PX)));
    for (Hero h : catalog.heroes()) {
      HeroMark mark = renderer.heroMark(h);
      pictures.add(
          new Picture(
              heroSlot(h.id()),
              List.of("tts-hero", h.toString(), mark.toString(), Integer.toString(TOKEN_PX)),
              () -> art.heroToken(h, mark, TOKEN_PX)));
    }
    for (PickupKind k : PickupKind.values()) {
      Concept orb = renderer.concept(concepts.pickup(k));
      String name = concepts.name(k);
      pictures.add(
          new Picture(
              pickupSlot(k),
              List.of("tts-pickup", k.name(), name, orb.toString(), Integer.toString(TOKEN_PX)),
              () -> art.pickup(orb, name, renderer.icon(orb.icon()), TOKEN_PX)));
    }
    for (Marker m : Marker.values()) {
      Concept counted = renderer.concept(concepts.marker(m));
      pictures.add(
          new Picture(
              markerSlot(m),
              List.of("tts-marker", m.name(), counted.toString(), Integer.toString(TOKEN_PX)),
              () -> art.marker(m, counted, renderer.icon(counted.icon()), TOKEN_PX)));
    }
    return pictures;
  }

  private static String heroSlot(String hero) {
    return "hero-" + hero;
  }

  private static String pickupSlot(PickupKind kind) {
    return "pickup-" + kind.key();
  }

  private static String markerSlot(Marker marker) {
    return "token-" + marker.key();
  }

  @Override
  public List<String> thumbnailInputs() {
    return List.of(map.toString(), catalog.toString(), plan.toString(), Long.toString(ctx.seed()));
  }

  /**
   * The table from above as Setup lays it for the build's seed, or the bare mat when the card set
   * cannot be set up.
   */
  @Override
  public BufferedImage thumbnail(int px) {
    Optional<SetupResult> setup = TableTopView.setup(catalog, ctx.seed());
    if (setup.isEmpty()) {
      return board.board(map, px);
    }
    Map<PickupKind, Color> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, renderer.concept(concepts.pickup(k)).colour());
    }
    List<Deck> decks = plan.stream().map(DeckSheet::deck).distinct().toList();
    return new TableTopView(board)
        .draw(
            new TableLayout(map),
            decks,
            setup.get(),
            renderer.look(),
            id -> renderer.heroMark(catalog.hero(id).orElseThrow()).colour(),
            pickups,
            px);
  }

  @Override
  public SaveFile save(Images images, String imageBase, GlobalScript script, Rulebook rulebook) {
    return new SaveBuilder(new TableLayout(map), new TooltipText(renderer::rulesText))
        .build(
            catalog,
            plan,
            index,
            guids,
            new UrlAssets(imageBase, ttsImages(images)),
            script,
            rulebook);
  }

  /** The written images by what they show; each token bag tinted as the concept it counts. */
  private TtsImages ttsImages(Images images) {
    Map<String, String> pictures = images.pictures();
    Map<String, String> heroes = new LinkedHashMap<>();
    for (Hero h : catalog.heroes()) {
      heroes.put(h.id(), pictures.get(heroSlot(h.id())));
    }
    Map<PickupKind, String> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, pictures.get(pickupSlot(k)));
    }
    Map<Marker, String> markers = new EnumMap<>(Marker.class);
    Map<Marker, Integer> markerColours = new EnumMap<>(Marker.class);
    for (Marker m : Marker.values()) {
      markers.put(m, pictures.get(markerSlot(m)));
      markerColours.put(m, renderer.concept(concepts.marker(m)).colour().getRGB() & 0xFFFFFF);
    }
    return new TtsImages(
        images.sheetFaces(),
        images.deckBacks(),
        pictures.get("map"),
        heroes,
        pickups,
        markers,
        markerColours);
  }
}
