package org.legendsforge.games.graveyard.diff;

/**
 * One printed card face, named by its deck and card id (a spell has one in its deck and one in
 * General).
 */
public record PrintedFace(String deckId, String cardId) {}
