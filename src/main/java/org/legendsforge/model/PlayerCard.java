package org.legendsforge.model;

/** A player's card in the Turn Order deck: when drawn, that player takes a player turn. */
public record PlayerCard(String id, String name, String colour, String text) implements Card {}
