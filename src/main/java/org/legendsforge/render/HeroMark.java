package org.legendsforge.render;

import java.awt.Color;

/**
 * How a hero's cards mark it when they show no art: the colour of its emblem and its initials (the
 * same on its control, turn-order and orb cards). Printed pieces take both from here, so a standee
 * matches its hero's cards.
 */
public record HeroMark(Color colour, String initials) {}
