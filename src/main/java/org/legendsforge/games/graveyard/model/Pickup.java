package org.legendsforge.games.graveyard.model;

import org.legendsforge.games.graveyard.rules.PickupKind;

/** An orb kind on the map: how many lie out, what it does, and the coin the rules suggest. */
public record Pickup(PickupKind kind, String name, int count, String coin, String text) {}
