package org.legendsforge.robustness;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;

/**
 * Art paths that try to leave card-data (relative climbs, absolute paths, symbolic links to files,
 * folders and devices) and art files that are not what they claim (garbage, huge pixel sizes, huge
 * files). Targets outside card-data live in the case folder, next to it.
 */
final class ArtMutations {
  private static final List<String> ART_FILES =
      List.of(
          "heroes.yaml",
          "hyper-orbs.yaml",
          "spirits.yaml",
          "chaos.yaml",
          "spells/fire.yaml",
          "spells/black.yaml",
          "weapons/items.yaml",
          "weapons/starting.yaml");

  private final FuzzData d;
  private final Path caseRoot;
  private final Path outside;

  ArtMutations(FuzzData d, Path caseRoot) {
    this.d = d;
    this.caseRoot = caseRoot;
    this.outside = caseRoot.resolve("outside.png");
  }

  String apply() {
    try {
      Files.write(outside, png(8, 8));
      Files.createDirectories(d.root().resolve("art"));
      String art = artPath(d.random().nextInt(18));
      return setArt(art) + " art: " + FuzzData.shorten(art);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private String artPath(int kind) throws IOException {
    Path artDir = d.root().resolve("art");
    switch (kind) {
      case 0:
        return "../outside.png";
      case 1:
        return outside.toString();
      case 2:
        return "art/../../outside.png";
      case 3:
        Files.createSymbolicLink(artDir.resolve("link.png"), outside);
        return "art/link.png";
      case 4:
        Path dir = Files.createDirectories(caseRoot.resolve("outside-dir"));
        Files.write(dir.resolve("x.png"), png(8, 8));
        Files.createSymbolicLink(d.root().resolve("linked"), dir);
        return "linked/x.png";
      case 5:
        Files.createSymbolicLink(artDir.resolve("zero.png"), Path.of("/dev/zero"));
        return "art/zero.png";
      case 6:
        Files.createSymbolicLink(artDir.resolve("loop.png"), artDir.resolve("loop.png"));
        return "art/loop.png";
      case 7:
        byte[] garbage = new byte[d.random().nextInt(2000)];
        d.random().nextBytes(garbage);
        Files.write(artDir.resolve("garbage.png"), garbage);
        return "art/garbage.png";
      case 8:
        Files.write(artDir.resolve("huge.png"), pngHeader(100_000, 70_000));
        return "art/huge.png";
      case 9:
        Files.write(artDir.resolve("ok.png"), png(40, 56));
        return "art/ok.png";
      case 10:
        Files.write(artDir.resolve("huge.jpg"), jpegHeader(65_000, 65_000));
        return "art/huge.jpg";
      case 11:
        Files.write(artDir.resolve("big-file.png"), concat(png(8, 8), new byte[40 * 1024 * 1024]));
        return "art/big-file.png";
      case 12:
        Files.createDirectories(artDir.resolve("folder.png"));
        return "art/folder.png";
      case 13:
        return "art/h\u00e9ros.png";
      case 15:
        // an SVG reaching for a file outside card-data and declaring an entity that reads one
        Files.writeString(
            artDir.resolve("reach.svg"),
            "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM \"file://"
                + outside
                + "\">]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><text>&x;</text>"
                + "<image href=\"file://"
                + outside
                + "\" width=\"10\" height=\"10\"/><image href=\"https://example.invalid/a.png\"/></svg>");
        return "art/reach.svg";
      case 16:
        Files.writeString(
            artDir.resolve("broken.svg"),
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 L\"/><g><g><rect");
        return "art/broken.svg";
      case 17:
        // thousands of nested groups and uses of uses: the library's document limits stop it
        StringBuilder deep =
            new StringBuilder(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 10 10\"><defs><rect id=\"r0\" width=\"1\" height=\"1\"/>");
        for (int i = 1; i < 40; i++) {
          deep.append("<g id=\"r")
              .append(i)
              .append("\"><use xlink:href=\"#r")
              .append(i - 1)
              .append("\"/><use xlink:href=\"#r")
              .append(i - 1)
              .append("\"/></g>");
        }
        deep.append("</defs>")
            .append("<g>".repeat(3000))
            .append("<use xlink:href=\"#r39\"/>")
            .append("</g>".repeat(3000))
            .append("</svg>");
        Files.writeString(artDir.resolve("deep.svg"), deep);
        return "art/deep.svg";
      default:
        Files.createSymbolicLink(artDir.resolve("dangling.png"), caseRoot.resolve("nowhere.png"));
        return "art/dangling.png";
    }
  }

  /** Sets (or adds) the art line of a random card; returns where. */
  private String setArt(String art) {
    String file = d.pick(ART_FILES);
    List<String> lines = d.lines(file);
    List<Integer> cards = d.matching(lines, FuzzData.CARD_START);
    int at = d.pick(cards);
    Matcher m = FuzzData.CARD_START.matcher(lines.get(at));
    m.find();
    String quoted = "\"" + art.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    lines.add(at + 1, " ".repeat(m.group(1).length() + 2) + "art: " + quoted);
    d.writeLines(file, lines);
    return file + ":" + (at + 2);
  }

  static byte[] png(int w, int h) {
    try {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ImageIO.write(new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB), "png", out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A PNG signature and a valid IHDR claiming {@code w × h}, with no pixels after it. */
  static byte[] pngHeader(int w, int h) {
    ByteBuffer ihdr = ByteBuffer.allocate(17);
    ihdr.put("IHDR".getBytes(StandardCharsets.US_ASCII))
        .putInt(w)
        .putInt(h)
        .put(new byte[] {8, 2, 0, 0, 0});
    CRC32 crc = new CRC32();
    crc.update(ihdr.array());
    ByteBuffer out = ByteBuffer.allocate(8 + 4 + 17 + 4);
    out.put(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
    out.putInt(13).put(ihdr.array()).putInt((int) crc.getValue());
    return out.array();
  }

  /** A JPEG start and a baseline SOF0 segment claiming {@code w × h}. */
  static byte[] jpegHeader(int w, int h) {
    ByteBuffer out = ByteBuffer.allocate(2 + 2 + 17 + 2);
    out.put(new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xC0});
    out.putShort((short) 17).put((byte) 8).putShort((short) h).putShort((short) w).put((byte) 3);
    out.put(new byte[] {1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1});
    out.put(new byte[] {(byte) 0xFF, (byte) 0xD9});
    return out.array();
  }

  private static byte[] concat(byte[] a, byte[] b) {
    return Mutation.concat(a, b);
  }
}
