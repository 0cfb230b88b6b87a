package org.legendsforge.games.graveyard.model;

import java.util.Optional;
import org.legendsforge.kit.card.Art;

/**
 * A hyper-orb card: the card placed beside a hero that holds a hyper orb. It names the hero; the
 * ability printed on it is that hero's {@link HyperAbility}, never typed twice.
 */
public record HyperOrb(String id, String name, Hero hero, String flavour, Optional<Art> art)
    implements Card {}
