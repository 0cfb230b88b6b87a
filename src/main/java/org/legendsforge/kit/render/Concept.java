package org.legendsforge.kit.render;

import java.awt.Color;

/**
 * One thing of the game's visual language (an orb kind, damage, mana, health, range, …) as every
 * output shows it: the same icon, colour and label on a printed token, the map preview, a rulebook
 * figure and a Tabletop Simulator piece. Declared once under {@code concepts:} in the theme.
 *
 * @param key the concept's name in the theme ({@code mana-orb})
 * @param icon the theme icon that stands for it
 * @param colour its colour: a token's ground, an icon's ink on paper, a bag's tint
 * @param label its name as a key or a token prints it ("Mana Orb")
 */
public record Concept(String key, String icon, Color colour, String label) {}
