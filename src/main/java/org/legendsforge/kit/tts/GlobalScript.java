package org.legendsforge.kit.tts;

/** The generated Global Lua and XML UI of a save. */
public record GlobalScript(String lua, String xmlUi) {}
