package org.legendsforge.games.graveyard.playtest.restricted;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.bots.ForcedCard;
import org.legendsforge.games.graveyard.game.Cards;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * A spell or weapon the playtest's bots declined: used in under a share of its chances (the upper
 * bound of its use rate's 95% interval below it, the rule by which a card is not judged), so
 * restricted play forces it into play. {@code uses} of {@code chances} are the playtest's.
 */
public record ForcedCandidate(
    String id,
    String name,
    String kind,
    ForcedCard card,
    long uses,
    long chances,
    PlaytestReport.Band band,
    double bonus) {

  /**
   * This card with the band its value per use is judged against and the bonus the balance model
   * adds to what a use's events show.
   */
  public ForcedCandidate priced(PlaytestReport.Band band, double bonus) {
    return new ForcedCandidate(id, name, kind, card, uses, chances, band, bonus);
  }

  /**
   * The spells and weapons of {@code report} used in under {@code share} of their chances; a card
   * with no chance at all is left out (there is nothing to force).
   */
  public static List<ForcedCandidate> of(PlaytestReport report, double share, Cards cards) {
    List<ForcedCandidate> out = new ArrayList<>();
    for (PlaytestReport.SpellRow s : report.spells()) {
      if (declined(s.useRate(), share)) {
        out.add(
            new ForcedCandidate(
                s.id(),
                s.name(),
                "spell",
                ForcedCard.spell(cards.spellIndex(s.id())),
                s.casts(),
                s.useRate().n(),
                null,
                0));
      }
    }
    for (PlaytestReport.WeaponRow w : report.weapons()) {
      if (declined(w.useRate(), share)) {
        out.add(
            new ForcedCandidate(
                w.id(),
                w.name(),
                "weapon",
                ForcedCard.weapon(cards.weaponIndex(w.id())),
                w.attacks(),
                w.useRate().n(),
                null,
                0));
      }
    }
    return out;
  }

  private static boolean declined(Estimate useRate, double share) {
    return useRate.known() && useRate.high() < share;
  }
}
