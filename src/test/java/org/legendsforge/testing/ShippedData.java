package org.legendsforge.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;

/** The card data shipped with the project, and writable copies of it for breaking in tests. */
public final class ShippedData {
  private ShippedData() {}

  public static Path folder() {
    Path p = Path.of("card-data").toAbsolutePath();
    if (!Files.isDirectory(p)) {
      throw new IllegalStateException("tests run from the project folder; no card-data at " + p);
    }
    return p;
  }

  /** Copies the shipped card data to {@code parent}/card-data and returns that folder. */
  public static Path copyInto(Path parent) {
    Path target = parent.resolve("card-data");
    Path source = folder();
    try (Stream<Path> walk = Files.walk(source)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path t = target.resolve(source.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(t);
        } else {
          Files.copy(p, t, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return target;
  }

  /**
   * Replaces the first occurrence of {@code from} in a data file with {@code to}, failing the test
   * when the shipped file no longer contains it, and returns the 1-based line of the edit.
   */
  public static int edit(Path dataDir, String file, String from, String to) {
    Path p = dataDir.resolve(file);
    try {
      String text = Files.readString(p);
      int at = text.indexOf(from);
      if (at < 0) {
        throw new AssertionError(
            "shipped " + file + " no longer contains \"" + from + "\"; update the test");
      }
      Files.writeString(p, text.substring(0, at) + to + text.substring(at + from.length()));
      return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text of a data file of a copy. */
  public static String read(Path dataDir, String file) {
    try {
      return Files.readString(dataDir.resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** An edited line: its 1-based number and its new text. */
  public record EditedLine(int line, String text) {
    /** The 1-based column where {@code part} starts on the edited line. */
    public int columnOf(String part) {
      int i = text.indexOf(part);
      if (i < 0) {
        throw new AssertionError("\"" + part + "\" is not on line " + line + ": " + text);
      }
      return i + 1;
    }
  }

  /**
   * Rewrites the {@code nth} (0-based) line of a data file that matches {@code regex}, replacing
   * the match with {@code replacement} (regex replacement syntax).
   */
  public static EditedLine editLine(
      Path dataDir, String file, String regex, String replacement, int nth) {
    Path p = dataDir.resolve(file);
    try {
      java.util.List<String> lines = new java.util.ArrayList<>(Files.readAllLines(p));
      java.util.regex.Pattern pattern = java.util.regex.Pattern.compile(regex);
      int seen = 0;
      for (int i = 0; i < lines.size(); i++) {
        java.util.regex.Matcher m = pattern.matcher(lines.get(i));
        if (m.find() && seen++ == nth) {
          String edited = m.replaceFirst(replacement);
          lines.set(i, edited);
          Files.writeString(p, String.join("\n", lines) + "\n");
          return new EditedLine(i + 1, edited);
        }
      }
      throw new AssertionError(
          "no line " + nth + " matching " + regex + " in shipped " + file + "; update the test");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static EditedLine editLine(Path dataDir, String file, String regex, String replacement) {
    return editLine(dataDir, file, regex, replacement, 0);
  }
}
