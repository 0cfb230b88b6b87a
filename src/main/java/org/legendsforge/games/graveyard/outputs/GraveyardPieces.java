package org.legendsforge.games.graveyard.outputs;

import java.awt.Graphics2D;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.pieces.CompensationTrackPainter;
import org.legendsforge.games.graveyard.pieces.DieRulerPainter;
import org.legendsforge.games.graveyard.pieces.Piece;
import org.legendsforge.games.graveyard.pieces.PlayerBoardPainter;
import org.legendsforge.games.graveyard.pieces.PrintedPieces;
import org.legendsforge.games.graveyard.pieces.StandeePainter;
import org.legendsforge.games.graveyard.pieces.TokenPainter;
import org.legendsforge.games.graveyard.rules.RuleValue;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.print.pages.ComponentsGuidePage;
import org.legendsforge.kit.print.pages.PieceSheets;
import org.legendsforge.kit.print.pages.PlayerAid;
import org.legendsforge.kit.render.PieceLook;

/**
 * This game's printed pieces as the kit's components PDF prints them: standees, tokens, player
 * boards, die rulers and the compensation track, whose first copy lies at the foot of the guide
 * page. Each piece is drawn by its own painter, in the renderer's piece look.
 */
final class GraveyardPieces implements PieceSheets<Piece> {
  private final PrintedPieces pieces;
  private final StandeePainter standees;
  private final TokenPainter tokens;
  private final PlayerBoardPainter boards;
  private final CompensationTrackPainter tracks;
  private final DieRulerPainter rulers;

  GraveyardPieces(BuildContext ctx) {
    Catalog catalog = Catalog.of(ctx.game());
    this.pieces = PrintedPieces.of(catalog);
    PieceLook look = ctx.renderer().pieceLook();
    var rules = catalog.rules();
    this.standees = new StandeePainter(ctx.fonts(), look);
    this.tokens = new TokenPainter(ctx.fonts(), look);
    this.boards =
        new PlayerBoardPainter(
            ctx.fonts(), look, turnReference(ctx), rules.get(RuleValue.DEATH_POINTS_TO_LOSE));
    this.rulers = new DieRulerPainter(ctx.fonts());
    this.tracks =
        new CompensationTrackPainter(
            ctx.fonts(),
            rules.get(RuleValue.COMPENSATION_TRADE),
            rules.get(RuleValue.MANA_PER_TRADE));
  }

  @Override
  public List<ComponentsGuidePage.Entry> entries() {
    return pieces.entries().stream()
        .map(e -> new ComponentsGuidePage.Entry(e.count(), e.name(), e.note()))
        .toList();
  }

  @Override
  public List<Group<Piece>> groups() {
    return pieces.sizes().stream().map(s -> new Group<>(s, pieces.ofSize(s))).toList();
  }

  @Override
  public Optional<Size> atFootOfGuide() {
    return Optional.of(Piece.TRACK);
  }

  @Override
  public void paint(Graphics2D g, Piece piece) {
    if (piece instanceof Piece.Standee s) {
      standees.paint(g, s);
    } else if (piece instanceof Piece.Token t) {
      tokens.paint(g, t);
    } else if (piece instanceof Piece.PlayerBoard b) {
      boards.paint(g, b);
    } else if (piece instanceof Piece.DieRuler r) {
      rulers.paint(g, r);
    } else {
      tracks.paint(g, (Piece.CompensationTrack) piece);
    }
  }

  /**
   * The player aid's sections on whose turn it is and what a turn holds (their headings speak of
   * turns or of who is next): the turn-order reference on each player's board.
   */
  private static List<PlayerAid.Section> turnReference(BuildContext ctx) {
    if (ctx.rulebook().isEmpty()) {
      return List.of();
    }
    return PlayerAid.of(ctx.rulebook().playerAid()).sections().stream()
        .filter(
            s -> {
              String h = s.heading().toLowerCase(Locale.ROOT);
              return h.contains("turn") || h.contains("next");
            })
        .toList();
  }
}
