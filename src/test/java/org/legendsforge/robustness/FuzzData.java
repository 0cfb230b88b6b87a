package org.legendsforge.robustness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A copy of the card data being mutated by one fuzz case: picks files, lines and values with the
 * case's own random source, and edits them as text (so broken YAML is as easy to make as bad
 * values). Every pick depends only on the seed, so a case replays exactly.
 */
final class FuzzData {
  /** {@code key: value} on one line, optionally as a list item; group 3 is the value. */
  static final Pattern KEY_VALUE =
      Pattern.compile("^(\\s*(?:- )?)([A-Za-z]+):[ ]+([^#\\s][^#]*?)\\s*(#.*)?$");

  /** The start of a card in a list file ({@code - id: ember-knight}). */
  static final Pattern CARD_START = Pattern.compile("^(\\s*)- id: ([a-z0-9-]+)");

  private final Path root;
  private final Random random;

  FuzzData(Path root, Random random) {
    this.root = root;
    this.random = random;
  }

  Path root() {
    return root;
  }

  Random random() {
    return random;
  }

  /** Every YAML file, sorted by path so a seed always picks the same one. */
  List<String> yamlFiles() {
    try (Stream<Path> s = Files.walk(root)) {
      return s.filter(Files::isRegularFile)
          .map(p -> root.relativize(p).toString().replace('\\', '/'))
          .filter(p -> p.endsWith(".yaml"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The card files only (balance.yaml is read by forge balance, not by build). */
  String pickCardFile() {
    List<String> files = yamlFiles().stream().filter(f -> !f.equals("balance.yaml")).toList();
    return pick(files);
  }

  <T> T pick(List<T> items) {
    return items.get(random.nextInt(items.size()));
  }

  @SafeVarargs
  final <T> T pick(T... items) {
    return pick(Arrays.asList(items));
  }

  List<String> lines(String file) {
    return new ArrayList<>(Arrays.asList(read(file).split("\n", -1)));
  }

  void writeLines(String file, List<String> lines) {
    write(file, String.join("\n", lines));
  }

  String read(String file) {
    return new String(bytes(file), StandardCharsets.UTF_8);
  }

  byte[] bytes(String file) {
    try {
      return Files.readAllBytes(root.resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  void write(String file, String text) {
    writeBytes(file, text.getBytes(StandardCharsets.UTF_8));
  }

  void writeBytes(String file, byte[] bytes) {
    try {
      Files.write(root.resolve(file), bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Indexes of the lines of {@code file} that match {@code p}. */
  List<Integer> matching(List<String> lines, Pattern p) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (p.matcher(lines.get(i)).find()) {
        out.add(i);
      }
    }
    return out;
  }

  /**
   * Replaces the value of a random {@code key: value} line of a random card file (optionally only
   * values matching {@code valueFilter}); returns "file:line key: old -> new" or null when the file
   * has no such line.
   */
  String replaceValue(Pattern valueFilter, java.util.function.Function<String, String> newValue) {
    List<String> candidates = new ArrayList<>();
    for (String f : yamlFiles()) {
      if (f.equals("balance.yaml")) {
        continue;
      }
      List<String> fileLines = lines(f);
      for (int i = 0; i < fileLines.size(); i++) {
        Matcher m = KEY_VALUE.matcher(fileLines.get(i));
        if (m.matches() && (valueFilter == null || valueFilter.matcher(m.group(3)).matches())) {
          candidates.add(f + "\n" + i);
        }
      }
    }
    if (candidates.isEmpty()) {
      return null;
    }
    String[] picked = pick(candidates).split("\n");
    String file = picked[0];
    int at = Integer.parseInt(picked[1]);
    List<String> lines = lines(file);
    Matcher m = KEY_VALUE.matcher(lines.get(at));
    m.matches();
    String replacement = newValue.apply(m.group(3));
    lines.set(at, m.group(1) + m.group(2) + ": " + replacement);
    writeLines(file, lines);
    return file
        + ":"
        + (at + 1)
        + " "
        + m.group(2)
        + ": "
        + shorten(m.group(3))
        + " -> "
        + shorten(replacement);
  }

  /** Output for a failure message: line breaks kept, other invisible characters escaped, cut. */
  static String printable(String s, int max) {
    StringBuilder b = new StringBuilder();
    for (String line : s.split("\n", -1)) {
      if (b.length() > max) {
        return b + "...";
      }
      b.append(
              line.length() > 200
                  ? shorten(line.substring(0, 200)) + "...(" + line.length() + " chars)"
                  : shorten(line))
          .append('\n');
    }
    return b.toString();
  }

  /** A description fit for a test name or failure message: short and free of control characters. */
  static String shorten(String s) {
    StringBuilder b = new StringBuilder();
    s.codePoints()
        .limit(60)
        .forEach(
            c -> {
              if (Character.isISOControl(c) || c > 0x7e) {
                b.append(String.format(java.util.Locale.ROOT, "\\u%04x", c));
              } else {
                b.appendCodePoint(c);
              }
            });
    return s.codePointCount(0, s.length()) > 60
        ? b + "...(" + s.length() + " chars)"
        : b.toString();
  }
}
