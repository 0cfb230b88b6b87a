package org.legendsforge.games.graveyard.playtest.tuning;

import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.model.Catalog;

/**
 * How strong the balance model says a card is as printed: a spell's value less its aim (cost plus
 * the spell action), a weapon's, hero's or spirit's value. {@link Tuner} reads from it which way a
 * number makes a card weaker: a change that lowers the margin weakens it (a higher cost, less
 * damage, a drain of more mana), one that leaves it unchanged is a number the model does not price,
 * and is not tried, since nothing says which way it goes.
 */
final class PrintedMargin {
  private final BalanceModel model;

  PrintedMargin(BalanceModel model) {
    this.model = model;
  }

  /** The margin of card {@code id} in {@code c}; empty when no card has that id. */
  Optional<Double> of(Catalog c, String id) {
    return Stream.<Optional<Double>>of(
            c.spells().stream()
                .filter(s -> s.id().equals(id))
                .findFirst()
                .map(s -> model.spell(s, "").value() - s.cost() - model.weights().spellAction()),
            Stream.concat(c.startingWeapons().stream(), c.itemWeapons().stream())
                .filter(w -> w.id().equals(id))
                .findFirst()
                .map(w -> model.weapon(w, "").value()),
            c.heroes().stream()
                .filter(h -> h.id().equals(id))
                .findFirst()
                .map(h -> model.hero(h, "").value()),
            c.spirits().stream()
                .filter(s -> s.id().equals(id))
                .findFirst()
                .map(s -> model.spirit(s, "").value()))
        .flatMap(Optional::stream)
        .findFirst();
  }
}
