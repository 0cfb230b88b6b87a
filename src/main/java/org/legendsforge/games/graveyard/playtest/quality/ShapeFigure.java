package org.legendsforge.games.graveyard.playtest.quality;

import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * One game-shape figure: its id (stable, for tools), its name, its value with the 95% interval and
 * the number of games behind it, its unit and what it measures, in a sentence.
 */
public record ShapeFigure(
    String id, String name, Estimate estimate, String unit, String definition) {}
