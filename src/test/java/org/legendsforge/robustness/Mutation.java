package org.legendsforge.robustness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The classes of damage the fuzzer does to a copy of the card data. Each applies one random
 * instance of its class and says what it did, so a failing case can be understood and replayed.
 * Mutations that need more room (art files, symlink targets) write into the case folder, which the
 * fuzz test watches for writes by forge.
 */
enum Mutation {
  DELETE_KEY {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      List<String> lines = d.lines(file);
      List<Integer> keys = d.matching(lines, Pattern.compile("^\\s*(- )?[A-Za-z]+:"));
      int at = d.pick(keys);
      int indent = indent(lines.get(at));
      int end = at + 1;
      // Take the key's nested block with it, as a person deleting a key would.
      while (end < lines.size() && (lines.get(end).isBlank() || indent(lines.get(end)) > indent)) {
        end++;
      }
      boolean listItem = lines.get(at).stripLeading().startsWith("- ");
      String removed = lines.get(at).strip();
      for (int i = at; i < end; i++) {
        lines.remove(at);
      }
      if (listItem && at < lines.size() && indent(lines.get(at)) > indent) {
        // keep the list item alive by promoting its next key
        String next = lines.get(at);
        lines.set(at, " ".repeat(indent) + "- " + next.stripLeading());
      }
      d.writeLines(file, lines);
      return file + ":" + (at + 1) + " deleted \"" + FuzzData.shorten(removed) + "\"";
    }
  },
  WRONG_TYPE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String v =
          d.pick(
              "[1, 2]",
              "{a: 1}",
              "true",
              "no",
              "null",
              "~",
              "3.5",
              "\"text\"",
              "[]",
              "{}",
              "''",
              "-",
              "!!binary aGVsbG8=",
              "2026-11-21",
              "0x1F",
              "!!set {a, b}");
      return d.replaceValue(null, old -> v);
    }
  },
  HUGE_NUMBER {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String v =
          d.pick(
              "2147483648",
              "-2147483649",
              "9223372036854775807",
              "9223372036854775808",
              "-99999999999999999999999999",
              "1e400",
              "-1e400",
              "1e-400",
              ".inf",
              "-.inf",
              ".nan",
              "0o17777777777777",
              "0x7fffffffffffffff",
              "1" + "0".repeat(1200),
              "4.9e-324",
              "1_000_000",
              "+12",
              "012");
      return d.replaceValue(Pattern.compile("-?\\d+"), old -> v);
    }
  },
  NEGATIVE_NUMBER {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String v = d.pick("-1", "-0", "-2147483648", "-" + (1 + d.random().nextInt(1000)), "-0.5");
      return d.replaceValue(Pattern.compile("-?\\d+"), old -> v);
    }
  },
  UNICODE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String odd =
          d.pick(
              "\u202Eevil",
              "e\u0301\u0301\u0301",
              "\uD83D\uDC80\uD83D\uDD25",
              "\u200B\u200D",
              "\uFFFF",
              "\uFFFE",
              "\\uD800",
              "\\0",
              "\\x07",
              "\\e",
              "Ｆｕｌｌ",
              "\u0130I\u0131",
              "\u2028",
              "\u0085",
              "ǅ",
              "\uFEFF",
              "\u00A0",
              "\uD834\uDD1E",
              "ß".repeat(30),
              "\u0627\u0644\u0639\u0631\u0628\u064A\u0629");
      boolean quoted = odd.startsWith("\\");
      return d.replaceValue(
          Pattern.compile("[A-Za-z].*"),
          old -> quoted ? "\"" + old.replace("\"", "") + odd + "\"" : old + odd);
    }
  },
  CONTROL_CHARACTERS {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      byte[] bytes = d.bytes(file);
      int at = d.random().nextInt(bytes.length + 1);
      byte c = (byte) d.pick(0, 1, 7, 8, 11, 12, 13, 27, 31, 127, 9).intValue();
      byte[] out = new byte[bytes.length + 1];
      System.arraycopy(bytes, 0, out, 0, at);
      out[at] = c;
      System.arraycopy(bytes, at, out, at + 1, bytes.length - at);
      d.writeBytes(file, out);
      return file + " byte " + at + " inserted control character " + c;
    }
  },
  TRUNCATED_FILE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      byte[] bytes = d.bytes(file);
      int keep = d.random().nextInt(bytes.length);
      d.writeBytes(file, java.util.Arrays.copyOf(bytes, keep));
      return file + " truncated to " + keep + " of " + bytes.length + " bytes";
    }
  },
  DUPLICATE_ID {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String from = d.pickCardFile();
      List<String> fromLines = d.lines(from);
      List<Integer> ids = d.matching(fromLines, FuzzData.CARD_START);
      String to = d.pickCardFile();
      List<String> toLines = d.lines(to);
      List<Integer> targets = d.matching(toLines, FuzzData.CARD_START);
      if (ids.isEmpty() || targets.isEmpty()) {
        return from + " has no card to copy an id from (no change)";
      }
      Matcher m = FuzzData.CARD_START.matcher(fromLines.get(d.pick(ids)));
      m.find();
      int at = d.pick(targets);
      toLines.set(
          at, FuzzData.CARD_START.matcher(toLines.get(at)).replaceFirst("$1- id: " + m.group(2)));
      d.writeLines(to, toLines);
      return to + ":" + (at + 1) + " reuses id " + m.group(2) + " of " + from;
    }
  },
  ESCAPING_ART {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      return new ArtMutations(d, caseRoot).apply();
    }
  },
  HUGE_STRING {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      int size = d.pick(10 * 1024 * 1024, 1_900_000, 300_000, 5_000);
      String big = d.pick("x", "ab ", "é", "-").repeat(size / 2);
      if (d.random().nextBoolean()) {
        return d.replaceValue(null, old -> big);
      }
      String file = d.pickCardFile();
      List<String> lines = d.lines(file);
      int at = d.random().nextInt(lines.size());
      lines.add(
          at,
          d.pick("# ", "unknown" + big.substring(0, Math.min(big.length(), 2000)) + ": ", "    - ")
              + big);
      d.writeLines(file, lines);
      return file + ":" + (at + 1) + " inserted a line of " + (big.length() + 2) + " chars";
    }
  },
  BINARY_GARBAGE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      byte[] garbage = new byte[1 + d.random().nextInt(4096)];
      d.random().nextBytes(garbage);
      if (d.random().nextBoolean()) {
        d.writeBytes(file, garbage);
        return file + " replaced by " + garbage.length + " random bytes";
      }
      byte[] bytes = d.bytes(file);
      int at = d.random().nextInt(bytes.length + 1);
      byte[] out = new byte[bytes.length + garbage.length];
      System.arraycopy(bytes, 0, out, 0, at);
      System.arraycopy(garbage, 0, out, at, garbage.length);
      System.arraycopy(bytes, at, out, at + garbage.length, bytes.length - at);
      d.writeBytes(file, out);
      return file + " byte " + at + " inserted " + garbage.length + " random bytes";
    }
  },
  UNREADABLE_FILE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String target = d.pick(d.pickCardFile(), "spells", "weapons");
      try {
        Files.setPosixFilePermissions(
            d.root().resolve(target), PosixFilePermissions.fromString("---------"));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return "chmod 000 " + target;
    }
  },
  DELETED_FILE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String target = d.pick(d.pickCardFile(), "spells", "weapons");
      if (!Files.exists(d.root().resolve(target))) {
        return target + " is already gone (no change)";
      }
      deleteTree(d.root().resolve(target));
      return "deleted " + target;
    }
  },
  RENAMED_FILE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      Path from = d.root().resolve(file);
      String name = from.getFileName().toString();
      String base = name.substring(0, name.length() - ".yaml".length());
      String newName =
          d.pick(
              base + ".yml",
              base.toUpperCase(java.util.Locale.ROOT) + ".yaml",
              base + ".yaml.bak",
              base + "\u00e9.yaml",
              base + "\n.yaml",
              base + "\u202E.yaml",
              "." + name,
              base + " copy.yaml",
              "\uD83D\uDC80.yaml",
              base + ":1:1.yaml",
              "../" + name,
              "deep/er/" + name);
      Path to = from.resolveSibling(newName);
      try {
        Files.createDirectories(to.getParent());
        Files.move(from, to);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return "renamed " + file + " to " + FuzzData.shorten(newName);
    }
  },
  ANCHORS_AND_ALIASES {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      String text = d.read(file);
      int kind = d.random().nextInt(3);
      if (kind == 0) {
        // an anchored card reused by an alias: the classic way to share values
        Matcher m = Pattern.compile("(?m)^(\\s*)- id: ").matcher(text);
        if (m.find()) {
          text =
              text.substring(0, m.start()) + m.group(1) + "- &card id: " + text.substring(m.end());
          text = text + "\n" + m.group(1) + "- *card\n";
        }
      } else if (kind == 1) {
        text = text.replaceFirst("(?m)^(\\s+)(name): (.*)$", "$1$2: &n $3\n$1flavour: *n");
      } else {
        // a billion laughs: aliases of aliases
        StringBuilder b =
            new StringBuilder("x0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (int i = 1; i < 10; i++) {
          b.append("x").append(i).append(": &a").append(i).append(" [");
          b.append(String.join(", ", java.util.Collections.nCopies(9, "*a" + (i - 1))))
              .append("]\n");
        }
        text = b + text;
      }
      d.write(file, text);
      return file + " anchors/aliases of kind " + kind;
    }
  },
  TABS {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      List<String> lines = d.lines(file);
      int at = d.random().nextInt(lines.size());
      String line = lines.get(at);
      String edited =
          d.random().nextBoolean() ? line.replaceFirst("^ {2}", "\t") : line.replace(": ", ":\t");
      lines.set(at, edited);
      d.writeLines(file, lines);
      return file + ":" + (at + 1) + " tab in \"" + FuzzData.shorten(edited) + "\"";
    }
  },
  BYTE_ORDER_MARK {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      String text = d.read(file);
      int kind = d.random().nextInt(4);
      byte[] out =
          switch (kind) {
            case 0 ->
                concat(
                    new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                    text.getBytes(StandardCharsets.UTF_8));
            case 1 ->
                concat(
                    new byte[] {(byte) 0xFF, (byte) 0xFE},
                    text.getBytes(StandardCharsets.UTF_16LE));
            case 2 -> text.getBytes(StandardCharsets.UTF_16BE);
            default -> {
              int at = d.random().nextInt(text.length() + 1);
              yield (text.substring(0, at) + "\uFEFF" + text.substring(at))
                  .getBytes(StandardCharsets.UTF_8);
            }
          };
      d.writeBytes(file, out);
      return file + " byte-order mark / encoding of kind " + kind;
    }
  },
  DEEP_NESTING {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      int depth = d.pick(60, 1_000, 20_000, 200_000);
      String nested =
          switch (d.random().nextInt(3)) {
            case 0 -> "[".repeat(depth) + "]".repeat(depth);
            case 1 -> "{a: ".repeat(depth) + "1" + "}".repeat(depth);
            default -> "[".repeat(depth);
          };
      if (d.random().nextBoolean()) {
        String r = d.replaceValue(null, old -> nested);
        return r + " (depth " + depth + ")";
      }
      // block style: each level one more indentation, which YAML reads without brackets
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < Math.min(depth, 3000); i++) {
        b.append(" ".repeat(i)).append("k").append(i).append(":\n");
      }
      String file = d.pickCardFile();
      d.write(file, d.read(file) + "\n" + b);
      return file + " appended block nesting of depth " + Math.min(depth, 3000);
    }
  },
  ODD_DOCUMENTS {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      String file = d.pickCardFile();
      String text = d.read(file);
      String v =
          d.pick(
              "",
              "   \n\n",
              "# only a comment\n",
              "---\n" + text + "\n---\n" + text,
              "--- !!str\n",
              "[]\n",
              "42\n",
              "...\n",
              "%YAML 1.2\n---\n" + text,
              "!!python/object:os.system [\"true\"]\n",
              "? [a, b]\n: c\n" + text,
              text + "\n? " + "k".repeat(3000) + "\n: v\n");
      d.write(file, v);
      return file + " replaced by an odd document (" + FuzzData.shorten(v) + ")";
    }
  },
  SPECIAL_FILE {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      return new SpecialFileMutations(d, caseRoot).apply();
    }
  },
  HOSTILE_TEXT {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      // text that tries to leave the place it is written in: a Lua string or comment, HTML, XML,
      // a template, BBCode, a format string; some with an escaped line break (an error in a name)
      String v =
          d.pick(
              "\"]] PWNED = true --[[\"",
              "\"</script><script>PWNED=1</script>\"",
              "'\" onload=\"PWNED=1'",
              "\"${7*7} <#assign x = 1>\"",
              "\"%s%n%x%d\"",
              "\"{{7*7}}\"",
              "\"[b][ff0000]red[-][/b]\"",
              "\"a\\nPWNED = true --\"",
              "\"a\\rPWNED = true\"",
              "\"--[==[ x ]==] --\"",
              "\"\\u2028PWNED\"",
              "\"&amp; &lt;b&gt; <![CDATA[x]]>\"",
              "'x'' --'",
              "\"\\\\\\\"\"");
      return d.replaceValue(Pattern.compile("[A-Za-z].*"), old -> v);
    }
  },
  FLOOD {
    @Override
    String apply(FuzzData d, Path caseRoot) {
      // a file that makes a problem of each of its thousands of entries, several on one line
      String file = d.pickCardFile();
      String key =
          d.read(file)
              .lines()
              .filter(l -> l.matches("^[A-Za-z]+:.*"))
              .findFirst()
              .orElse("x:")
              .replaceAll(":.*", "");
      int n = 2000 + d.random().nextInt(20_000);
      String v =
          switch (d.random().nextInt(5)) {
            case 0 -> key + ": [&a {id: a}, " + "*a, ".repeat(n) + "*a]\n";
            case 1 -> key + ": [" + "{}, ".repeat(n) + "{}]\n";
            case 2 -> key + ":\n" + "- {}\n".repeat(n);
            case 3 ->
                key
                    + ":\n  - id: x\n"
                    + "    k%d: 1\n"
                        .repeat(n)
                        .formatted(java.util.stream.IntStream.range(0, n).boxed().toArray());
            default -> key + ":\n" + "  - {id: a, id: a}\n".repeat(n);
          };
      d.write(file, v);
      return file + " replaced by a flood of " + n + " bad entries (" + FuzzData.shorten(v) + ")";
    }
  };

  /** A class whose damage a second mutation could not build on (or would read forever). */
  boolean alone() {
    return this == UNREADABLE_FILE || this == SPECIAL_FILE || this == FLOOD;
  }

  /** Damages the data in {@code d}; returns what it did, for the case's failure message. */
  abstract String apply(FuzzData d, Path caseRoot);

  /** A mutation class picked by the seed (every class is hit evenly over a run). */
  static Mutation forCase(long seed) {
    return values()[(int) Math.floorMod(seed, (long) values().length)];
  }

  static Random random(long seed) {
    return new Random(seed * 0x9E3779B97F4A7C15L + 17);
  }

  static int indent(String line) {
    int i = 0;
    while (i < line.length() && line.charAt(i) == ' ') {
      i++;
    }
    return i;
  }

  static byte[] concat(byte[] a, byte[] b) {
    byte[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  static void deleteTree(Path p) {
    try (var walk = Files.walk(p)) {
      for (Path x : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(x);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
