package org.legendsforge.games.graveyard.model;

import java.util.Optional;
import org.legendsforge.games.graveyard.rules.MovementSpec;
import org.legendsforge.kit.card.Art;
import org.legendsforge.kit.card.Marked;

/**
 * A hero: its card goes in front of the controlling player (Hero Control deck). {@code movement} is
 * {@link MovementSpec#DEFAULT} when the data gives none; {@code customMovement} says whether it
 * did.
 */
public record Hero(
    String id,
    String name,
    int health,
    MovementSpec movement,
    boolean customMovement,
    HyperAbility hyper,
    String flavour,
    Optional<Art> art)
    implements Card, Marked {}
