package org.legendsforge.games.graveyard.outputs;

import java.util.List;
import org.legendsforge.games.graveyard.figures.RulebookDrawings;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Deck;
import org.legendsforge.games.graveyard.pieces.ComponentChecklistPage;
import org.legendsforge.kit.card.CardDeck;
import org.legendsforge.kit.card.CardGame;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.GameParts;
import org.legendsforge.kit.output.GameTable;
import org.legendsforge.kit.print.pages.GuidePage;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.print.pages.PlayerAid;
import org.legendsforge.kit.print.pages.PlayerAidPage;
import org.legendsforge.kit.print.pages.RulebookFigures;
import org.legendsforge.kit.print.pages.TerrainSheets;

/**
 * Graveyard of Legends as the kit's print and TTS targets see it beyond its cards: its component
 * checklist and player aid, the rulebook's drawings (which play the seeded game that finds the
 * example turn), its printed pieces, its terrain and map preview, and its Tabletop Simulator table.
 */
public final class GraveyardParts implements GameParts {
  @Override
  public CardGame onlyDecks(CardGame game, List<CardDeck> decks) {
    Catalog k = Catalog.of(game);
    boolean terrain = decks.stream().anyMatch(CardDeck::indexCardSize);
    return new Catalog(
        k.game(),
        k.heroes(),
        k.spirits(),
        k.spells(),
        k.startingWeapons(),
        k.itemWeapons(),
        k.chaosElements(),
        k.hyperOrbs(),
        k.playerCards(),
        terrain ? k.terrainCards() : List.of(),
        k.pickups(),
        decks.stream().map(d -> (Deck) d).toList(),
        k.components(),
        k.terrainArt());
  }

  /** The component checklist, and the player aid with the rulebook's drawings. */
  @Override
  public List<GuidePage> cardPages(BuildContext ctx) {
    Catalog catalog = Catalog.of(ctx.game());
    return List.of(
        new ComponentChecklistPage(ctx.fonts(), catalog),
        new PlayerAidPage(
            ctx.fonts(),
            catalog.game().name(),
            PlayerAid.of(ctx.rulebook().playerAid()),
            figures(ctx)));
  }

  @Override
  public RulebookFigures figures(BuildContext ctx) {
    return new RulebookDrawings(Catalog.of(ctx.game()), ctx.renderer(), ctx.fonts(), ctx.seed());
  }

  @Override
  public PieceSheets<?> pieces(BuildContext ctx) {
    return new GraveyardPieces(ctx);
  }

  @Override
  public TerrainSheets terrain(BuildContext ctx) {
    return new GraveyardTerrain(ctx);
  }

  @Override
  public GameTable<?, ?> table(BuildContext ctx) {
    return new GraveyardTable(ctx);
  }
}
