package org.legendsforge.kit.project;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** A colour a project writes as {@code #RRGGBB} or as one of a few plain names. */
public record Rgb(int red, int green, int blue) {
  /** The names a designer may write instead of a hex code. */
  public static final Map<String, Rgb> NAMED =
      Map.ofEntries(
          Map.entry("white", new Rgb(0xF4, 0xF1, 0xEA)),
          Map.entry("black", new Rgb(0x22, 0x22, 0x22)),
          Map.entry("grey", new Rgb(0x8A, 0x8F, 0x96)),
          Map.entry("red", new Rgb(0xB8, 0x32, 0x2E)),
          Map.entry("orange", new Rgb(0xD9, 0x7A, 0x22)),
          Map.entry("yellow", new Rgb(0xE3, 0xC0, 0x3B)),
          Map.entry("green", new Rgb(0x3E, 0x8E, 0x4A)),
          Map.entry("blue", new Rgb(0x2F, 0x6D, 0xB5)),
          Map.entry("purple", new Rgb(0x7A, 0x4B, 0xA8)),
          Map.entry("brown", new Rgb(0x7B, 0x55, 0x36)));

  /** The colour {@code text} names, if it is a hex code or a known name. */
  public static Optional<Rgb> parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    if (NAMED.containsKey(t)) {
      return Optional.of(NAMED.get(t));
    }
    if (t.matches("#[0-9a-f]{6}")) {
      int v = Integer.parseInt(t.substring(1), 16);
      return Optional.of(new Rgb(v >> 16, (v >> 8) & 0xFF, v & 0xFF));
    }
    return Optional.empty();
  }

  public String hex() {
    return String.format(Locale.ROOT, "#%02X%02X%02X", red, green, blue);
  }

  /** Perceived lightness 0..1, to pick dark or light ink over this colour. */
  public double lightness() {
    return (0.299 * red + 0.587 * green + 0.114 * blue) / 255.0;
  }
}
