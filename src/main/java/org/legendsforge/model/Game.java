package org.legendsforge.model;

/**
 * Game-wide settings. {@code slug} names output files; {@code compensateSetup} says whether pickups
 * placed during setup move the compensation counter (rules-spec §6, default false).
 */
public record Game(String name, String slug, String tagline, boolean compensateSetup) {}
