package org.legendsforge.games.graveyard.table;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Catalog.DeckCard;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.model.DeckKind;
import org.legendsforge.kit.tts.ContainerState;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.DeckState;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.ObjectState;
import org.legendsforge.kit.tts.SaveFile;
import org.legendsforge.kit.tts.SnapPoint;
import org.legendsforge.kit.tts.Vec3;

/**
 * Assembles the whole save from the catalog, the sheet plan, the image URLs and the generated
 * Global script. Pure: it computes records and never touches files.
 */
public final class SaveBuilder {
  public static final String VERSION = SaveFile.VERSION;

  private final TableLayout layout;
  private final TooltipText text;

  public SaveBuilder(TableLayout layout) {
    this(layout, new TooltipText());
  }

  /**
   * @param text the cards' tooltips, with the rules text the cards print
   */
  public SaveBuilder(TableLayout layout, TooltipText text) {
    this.layout = layout;
    this.text = text;
  }

  public SaveFile build(
      Catalog catalog,
      List<DeckSheet<Deck, DeckCard>> sheets,
      TableIndex index,
      GuidAllocator guids,
      TableAssets assets,
      GlobalScript script,
      org.legendsforge.kit.book.Rulebook rulebook) {
    TableBuilder table = new TableBuilder(catalog, index, layout, assets, guids, text);
    String name = catalog.game().title();
    List<ObjectState> objects = table.objects(sheets);
    return new SaveFile(
        name,
        name,
        0.5,
        0.5,
        "",
        VERSION,
        SaveFile.TABLE,
        SaveFile.SKY,
        "Press [b]Setup[/b] in the panel at the top right to lay out the map.",
        "",
        script.xmlUi(),
        script.lua(),
        "",
        componentTags(objects),
        snapPoints(),
        new NotebookTabs().tabs(catalog, rulebook),
        objects);
  }

  static SaveFile.ComponentTags componentTags(List<ObjectState> objects) {
    java.util.SortedSet<String> tags = new java.util.TreeSet<>();
    for (ObjectState o : objects) {
      tags.addAll(o.base().tags());
      if (o instanceof DeckState d) {
        d.containedObjects().forEach(c -> tags.addAll(c.base().tags()));
      } else if (o instanceof ContainerState c) {
        c.containedObjects().forEach(x -> tags.addAll(x.base().tags()));
      }
    }
    return new SaveFile.ComponentTags(
        tags.stream()
            .map(t -> new SaveFile.Label(t, t.toLowerCase(java.util.Locale.ROOT)))
            .toList());
  }

  /**
   * One snap point per terrain slot, tagged "terrain" so only terrain cards (which carry that tag)
   * snap to it. None per cell: a slot's centre lies on a cell border, so cell points would pull
   * terrain cards off their slots.
   */
  List<SnapPoint> snapPoints() {
    TableGeometry map = layout.map();
    List<SnapPoint> out = new ArrayList<>();
    for (int slot = 0; slot < TableGeometry.SLOT_COLUMNS * TableGeometry.SLOT_ROWS; slot++) {
      out.add(
          new SnapPoint(
              new Vec3(map.slotX(slot), map.tableTop(), map.slotZ(slot)),
              new Vec3(0, 180, 0),
              List.of(DeckKind.TERRAIN.key())));
    }
    return out;
  }
}
