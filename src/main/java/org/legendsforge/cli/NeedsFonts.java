package org.legendsforge.cli;

/**
 * Marks a command that draws cards: {@link Forge#main} starts reading the fonts before it parses
 * the command line of one (see {@link org.legendsforge.pipeline.Stages#readFontsAhead()}).
 */
interface NeedsFonts {}
