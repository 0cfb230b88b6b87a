package org.legendsforge.kit.output;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.tts.CellSize;
import org.legendsforge.kit.tts.DeckSheet;
import org.legendsforge.kit.tts.GlobalScript;
import org.legendsforge.kit.tts.SaveFile;

/**
 * A game's Tabletop Simulator table as the kit's TTS target writes it: the card sheets its decks
 * are dealt from, the view its Global script template is filled from, its own pictures (a map,
 * tokens), its thumbnail and the save itself once the images have names. {@code D} and {@code C}
 * are the game's deck and card as its sheets hold them.
 */
public interface GameTable<D extends CardDeck, C extends PrintedCard> {
  /** One picture of the table's own, drawn unless the cache holds it from the same inputs. */
  record Picture(String slot, List<String> keyInputs, Supplier<BufferedImage> draw) {}

  /**
   * The written images by file name inside the images folder: each sheet's face by its key, each
   * deck's back by its id, each picture by its slot.
   */
  record Images(
      Map<Integer, String> sheetFaces,
      Map<String, String> deckBacks,
      Map<String, String> pictures) {}

  /** Every deck's face sheets, in deck order. */
  List<DeckSheet<D, C>> sheets();

  /** One row of cards of a face sheet, drawn. */
  BufferedImage sheetRow(DeckSheet<D, C> sheet, int row);

  /** A deck's back, drawn one cell large. */
  BufferedImage sheetBack(D deck, CellSize cell);

  /** What the Global script template is given. */
  Object scriptView();

  /** The table's own pictures, in the order they are drawn. */
  List<Picture> pictures();

  /** Everything the thumbnail shows, written out, so the cache keys it. */
  List<String> thumbnailInputs();

  /** The thumbnail shown in the game's load menu, {@code px} square. */
  BufferedImage thumbnail(int px);

  /** The save, its images found under the URL {@code imageBase}. */
  SaveFile save(Images images, String imageBase, GlobalScript script, Rulebook rulebook);
}
