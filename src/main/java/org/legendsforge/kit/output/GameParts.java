package org.legendsforge.kit.output;

import java.util.List;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.print.pages.RulebookFigures;
import org.legendsforge.kit.print.pages.TerrainSheets;

/**
 * What a game hands the kit's print and TTS targets beyond its cards: the card set cut down to some
 * of its decks, its own pages, its rulebook's figures, its pieces, its terrain and its table. Each
 * is made from the build's context (the card set in {@link BuildContext#game} is the game's own),
 * so the targets read these and never the game's types.
 */
public interface GameParts {
  /** {@code game} holding only {@code decks}, for a print of one deck. */
  CardGame onlyDecks(CardGame game, List<CardDeck> decks);

  /** The game's own guide pages at the end of the cards PDF. */
  List<GuidePage> cardPages(BuildContext context);

  /** The drawings of the rulebook's figures. */
  RulebookFigures figures(BuildContext context);

  /** The printable pieces; empty when the game prints none. */
  PieceSheets<?> pieces(BuildContext context);

  /** The terrain cards and the map preview. */
  TerrainSheets terrain(BuildContext context);

  /** The Tabletop Simulator table. */
  GameTable<?, ?> table(BuildContext context);
}
