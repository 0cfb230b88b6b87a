package org.legendsforge.kit.output.pdf;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.games.graveyard.model.Hero;
import org.legendsforge.games.graveyard.pieces.MapPreviewPage;
import org.legendsforge.games.graveyard.rules.PickupKind;
import org.legendsforge.games.graveyard.rules.Setup;
import org.legendsforge.games.graveyard.rules.SetupResult;
import org.legendsforge.games.graveyard.rules.TerrainLayout;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.BackOffset;
import org.legendsforge.kit.print.CardSlot;
import org.legendsforge.kit.print.CropMarks;
import org.legendsforge.kit.print.Duplex;
import org.legendsforge.kit.print.Imposer;
import org.legendsforge.kit.print.PageSide;
import org.legendsforge.kit.print.PlannedPage;
import org.legendsforge.kit.print.SheetSpec;
import org.legendsforge.kit.print.SlotPlacement;

/**
 * The terrain cards (3 × 5 in index cards): four to a page with crop marks, each card's back behind
 * it for the duplex edge as in the cards PDF (the same back the gallery and the table show, so a
 * shuffled terrain deck hides its cards), and a preview page of the map of the build's seed last;
 * or one per 3 × 5 in portrait page for real index-card stock, with the map preview in a file of
 * its own on Letter or A4, where its key fits.
 */
final class TerrainPdf {
  private final BuildContext ctx;
  private final PrintTemplates templates;
  private final CardForms forms;

  TerrainPdf(BuildContext ctx, PrintTemplates templates, CardForms forms) {
    this.ctx = ctx;
    this.templates = templates;
    this.forms = forms;
  }

  static List<DeckCard> terrainCards(Catalog catalog) {
    return catalog.printedCards().filter(c -> c.deck().contents() == DeckKind.TERRAIN).toList();
  }

  /**
   * The seeded setup the preview shows, with the same inputs as {@code forge setup}; empty, with a
   * warning, when the card set is too small for a setup (fewer than 8 heroes or 15 terrain cards).
   */
  Optional<SetupResult> setup(Catalog catalog, long seed) {
    if (!previewPossible(catalog)) {
      ctx.diagnostics()
          .warning(
              "print-map-preview",
              SourceRef.file("card-data"),
              "the terrain PDF has no map preview: a setup needs 8 heroes and 15 terrain cards, the"
                  + " card set has "
                  + catalog.heroes().size()
                  + " and "
                  + catalog.terrainCards().size(),
              "add heroes or terrain cards to get the preview page");
      return Optional.empty();
    }
    Map<PickupKind, Integer> pickups = new EnumMap<>(PickupKind.class);
    for (PickupKind k : PickupKind.values()) {
      pickups.put(k, catalog.pickupCount(k));
    }
    return Optional.of(
        Setup.run(
            seed,
            catalog.terrainCards(),
            catalog.heroes().stream().map(Hero::id).toList(),
            pickups));
  }

  static boolean previewPossible(Catalog catalog) {
    return catalog.heroes().size() >= Setup.HEROES_ON_MAP
        && catalog.terrainCards().size() >= TerrainLayout.SLOTS;
  }

  private List<String> heroNames(SetupResult setup) {
    return setup.heroes().stream()
        .map(h -> ((Catalog) ctx.game()).hero(h.hero()).map(Hero::name).orElse(h.hero()))
        .toList();
  }

  /**
   * Each placed hero's mark as its cards show it (a hero setup placed is always in the catalog).
   */
  private List<org.legendsforge.kit.render.HeroMark> heroMarks(SetupResult setup) {
    return setup.heroes().stream()
        .map(h -> ctx.renderer().heroMark(((Catalog) ctx.game()).hero(h.hero()).orElseThrow()))
        .toList();
  }

  /**
   * The render-cache key of the terrain PDF on {@code sheetName}: everything it shows (the terrain
   * cards and their deck, and for the map preview the heroes, the pickups and the seed), so a
   * balance edit to a spell or a weapon leaves the last build's file in place.
   */
  String key(
      String sheetName,
      boolean cutLines,
      double margin,
      boolean proof,
      Duplex duplex,
      BackOffset offset) {
    Catalog catalog = ((Catalog) ctx.game());
    StringBuilder pickups = new StringBuilder();
    for (PickupKind k : PickupKind.values()) {
      pickups.append(k).append('=').append(catalog.pickupCount(k)).append(';');
    }
    return ctx.cache()
        .key(
            "terrain-pdf",
            sheetName,
            Boolean.toString(cutLines),
            Double.toString(margin),
            Boolean.toString(proof),
            duplex.name(),
            offset.toString(),
            Long.toString(ctx.seed()),
            catalog.game().toString(),
            terrainCards(catalog).toString(),
            catalog.heroes().toString(),
            pickups.toString());
  }

  /**
   * @param sheetName {@code terrain-letter}, {@code terrain-a4} or {@code index-stock}; the map
   *     preview comes first on the paper sheets only
   */
  void write(
      Path file,
      String sheetName,
      boolean cutLines,
      double margin,
      boolean proof,
      Duplex duplex,
      BackOffset offset)
      throws IOException {
    SheetSpec sheet = templates.sheet(sheetName, margin, false);
    Catalog catalog = ((Catalog) ctx.game());
    String key =
        String.join(
            "/",
            catalog.game().slug(),
            "terrain",
            sheetName,
            Boolean.toString(cutLines),
            Double.toString(margin),
            Boolean.toString(proof),
            duplex.name(),
            offset.toString());
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(
            ctx.fonts(), key, catalog.game().name() + " terrain", forms.recorder())) {
      pdf.printAs(duplex);
      Deck deck = catalog.deck(DeckKind.TERRAIN).orElseThrow();
      PDFormXObject back = null;
      for (PlannedPage<DeckCard> page :
          Imposer.withBacks(terrainCards(catalog), sheet, duplex, offset).pages()) {
        try (PageCanvas canvas = pdf.newPage(sheet.pageWidth(), sheet.pageHeight())) {
          List<CardSlot> fronts = new ArrayList<>();
          for (SlotPlacement<DeckCard> p : page.placements()) {
            PDFormXObject form;
            if (p.side() == PageSide.FRONT) {
              form = forms.face(pdf, p.item());
              fronts.add(p.slot());
            } else {
              back = back == null ? forms.back(pdf, deck) : back;
              form = back;
            }
            canvas.place(
                form, p.slot().bleedBox(sheet.bleed()), p.slot().visible(), p.slot().turns());
          }
          if (!fronts.isEmpty()) {
            canvas.marks(CropMarks.marks(sheet, fronts), 0.2, Color.DARK_GRAY);
            if (cutLines) {
              canvas.lines(CropMarks.cutLines(sheet, fronts), 0.1, Color.GRAY);
            }
          }
          if (proof) {
            List<CardSlot> slots = page.placements().stream().map(SlotPlacement::slot).toList();
            CardPages.proof(canvas, slots, ctx.renderer().size(deck).safe());
          }
        }
      }
      // last, so every card's back stays behind its front whatever the duplex edge
      if (sheet.kind() != SheetSpec.Kind.STOCK) {
        preview(pdf, sheet.pageWidth(), sheet.pageHeight());
      }
      pdf.save(file);
    }
  }

  /** The map preview alone on a page of {@code paper}, with its key (for index-card stock). */
  void writePreview(Path file, org.legendsforge.kit.print.Paper paper) throws IOException {
    Catalog catalog = ((Catalog) ctx.game());
    String key = String.join("/", catalog.game().slug(), "map-preview", paper.key());
    try (PdfDocumentWriter pdf =
        new PdfDocumentWriter(
            ctx.fonts(), key, catalog.game().name() + " map preview", forms.recorder())) {
      if (preview(pdf, paper.width(), paper.height())) {
        pdf.save(file);
      }
    }
  }

  /** Adds the preview page; false, with the warning, when the card set has no setup. */
  private boolean preview(PdfDocumentWriter pdf, double width, double height) throws IOException {
    Optional<SetupResult> setup = setup(((Catalog) ctx.game()), ctx.seed());
    if (setup.isEmpty()) {
      return false;
    }
    MapPreviewPage preview =
        new MapPreviewPage(
            ctx.fonts(),
            ctx.renderer().pieceLook(),
            setup.get(),
            heroNames(setup.get()),
            heroMarks(setup.get()));
    try (PageCanvas canvas = pdf.newPage(width, height)) {
      canvas.full(pdf.form(width, height, g -> preview.paint(g, width, height)));
    }
    return true;
  }
}
