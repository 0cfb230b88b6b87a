package org.legendsforge.kit.render;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * The fonts cards are drawn with: the DejaVu faces, read from the jasperreports-fonts artifact on
 * the class path, never from the system, so every machine draws the same glyphs; and the designer's
 * own faces from {@code templates/fonts/} that a theme names ({@link #with}). Every face has a key:
 * a built-in one its {@link FontFace} name ({@code BOLD}), an own one its {@link FontFile#key()}.
 * Load once per run and share: the fonts are immutable.
 */
public final class FontSet {
  private final Map<FontFace, Font> fonts;
  private final Map<FontFace, byte[]> files;
  private final Map<String, FontFile> own;

  private FontSet(
      Map<FontFace, Font> fonts, Map<FontFace, byte[]> files, Map<String, FontFile> own) {
    this.fonts = fonts;
    this.files = files;
    this.own = own;
  }

  /** These fonts and {@code faces} besides (a theme's own fonts). */
  public FontSet with(java.util.Collection<FontFile> faces) {
    if (faces.isEmpty()) {
      return this;
    }
    Map<String, FontFile> all = new java.util.LinkedHashMap<>(own);
    faces.forEach(f -> all.put(f.key(), f));
    return new FontSet(fonts, files, java.util.Collections.unmodifiableMap(all));
  }

  /**
   * Every face's key: the built-in faces in their order, then the own ones as the theme named them.
   */
  public java.util.List<String> keys() {
    java.util.List<String> keys = new java.util.ArrayList<>();
    for (FontFace f : FontFace.values()) {
      keys.add(f.name());
    }
    keys.addAll(own.keySet());
    return keys;
  }

  /** The built-in face of a key, if it names one. */
  static Optional<FontFace> builtIn(String key) {
    for (FontFace f : FontFace.values()) {
      if (f.name().equals(key)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }

  /** The own face of a key, if it names one. */
  public Optional<FontFile> own(String key) {
    return Optional.ofNullable(own.get(key));
  }

  /** The face of {@code key} at {@code size} user units; an unknown key is a bug of the caller. */
  public Font font(String key, float size) {
    Optional<FontFace> b = builtIn(key);
    if (b.isPresent()) {
      return font(b.get(), size);
    }
    FontFile f = ownFace(key);
    return f.font().deriveFont(f.style(), size);
  }

  /** The face of {@code key} at size 1, as registered with PDF font drawers. */
  public Font base(String key) {
    return builtIn(key).map(this::base).orElseGet(() -> ownFace(key).font());
  }

  /** The font file of {@code key}, for embedding. Do not modify. */
  public byte[] file(String key) {
    return builtIn(key).map(this::file).orElseGet(() -> ownFace(key).bytes());
  }

  private FontFile ownFace(String key) {
    FontFile f = own.get(key);
    if (f == null) {
      throw new IllegalArgumentException("no font face " + key);
    }
    return f;
  }

  /**
   * The fonts, read the first time any thread asks (a second thread asking meanwhile waits for that
   * read). The files come from the class path, so they are the same for the life of the process.
   */
  public static FontSet load() {
    SHARED.run();
    try {
      return SHARED.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while reading the fonts", e);
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  /**
   * Starts reading the fonts on a thread of their own. A command that draws calls this first thing:
   * the 90 ms of reading them then pass while the command line is parsed, which has the main thread
   * to itself.
   */
  public static void readAhead() {
    Thread t = new Thread(SHARED, "forge-fonts");
    t.setDaemon(true);
    t.start();
  }

  private static final java.util.concurrent.FutureTask<FontSet> SHARED =
      new java.util.concurrent.FutureTask<>(FontSet::read);

  static FontSet read() {
    Map<FontFace, Font> fonts = new EnumMap<>(FontFace.class);
    Map<FontFace, byte[]> files = new EnumMap<>(FontFace.class);
    Optional<Path> unpacked = unpackedFonts();
    for (FontFace face : FontFace.values()) {
      try (InputStream in = FontSet.class.getResourceAsStream(face.resource())) {
        if (in == null) {
          throw new IllegalStateException("font missing from the class path: " + face.resource());
        }
        byte[] file = in.readAllBytes();
        files.put(face, file);
        Optional<Path> same =
            unpacked
                .map(dir -> dir.resolve(face.resource().substring(1)))
                .filter(p -> sameBytes(p, file));
        fonts.put(
            face,
            same.isPresent()
                ? Font.createFont(Font.TRUETYPE_FONT, same.get().toFile())
                : Font.createFont(Font.TRUETYPE_FONT, new java.io.ByteArrayInputStream(file)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (FontFormatException e) {
        throw new IllegalStateException("bad font " + face.resource(), e);
      }
    }
    return new FontSet(fonts, files, Map.of());
  }

  /**
   * The font files the build unpacked beside the classes ({@code target/fonts}, see pom.xml).
   * Java2D reads a font given as a file in place; given a stream, it first copies it to a temporary
   * file, outside the output folder and left behind if the run is killed. The class path stays the
   * source of the fonts: an unpacked file is used only while it holds the same bytes.
   */
  static Optional<Path> unpackedFonts() {
    try {
      var source = FontSet.class.getProtectionDomain().getCodeSource();
      if (source == null) {
        return Optional.empty();
      }
      Path dir = Path.of(source.getLocation().toURI()).getParent().resolve("fonts");
      return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
    } catch (java.net.URISyntaxException | RuntimeException e) {
      return Optional.empty();
    }
  }

  private static boolean sameBytes(Path file, byte[] expected) {
    try {
      return Files.isRegularFile(file)
          && Files.size(file) == expected.length
          && java.util.Arrays.equals(Files.readAllBytes(file), expected);
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The face at {@code size} user units (millimetres when drawing cards). Bold and oblique faces
   * also carry the matching style flag: the glyphs are the same (Java draws no synthetic bold over
   * a bold face), but SVG and PDF writers read the flag to name the weight.
   */
  public Font font(FontFace face, float size) {
    return fonts.get(face).deriveFont(styleOf(face), size);
  }

  private static int styleOf(FontFace face) {
    return switch (face) {
      case BOLD, CONDENSED_BOLD -> Font.BOLD;
      case ITALIC, CONDENSED_ITALIC -> Font.ITALIC;
      default -> Font.PLAIN;
    };
  }

  /**
   * The TrueType file of {@code face}, read once per run: PDF writers embed it in every document,
   * and inflating it from the jar again for each one was a tenth of a PDF's time. Do not modify.
   */
  public byte[] file(FontFace face) {
    return files.get(face);
  }

  /** The face at size 1, as registered with the PDF font drawer. */
  public Font base(FontFace face) {
    return fonts.get(face);
  }
}
