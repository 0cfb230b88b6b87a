package org.legendsforge.kit.output.tts;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.ProjectRaster;
import org.legendsforge.kit.project.DeckSpec;
import org.legendsforge.kit.project.DrawingInputs;
import org.legendsforge.kit.project.ProjectCard;
import org.legendsforge.kit.project.TablePiece;
import org.legendsforge.kit.project.look.ProjectLook;
import org.legendsforge.kit.tts.CellSize;
import org.legendsforge.kit.tts.DeckSheet;

/**
 * The images of a data-only game's save in {@code tts/images/}: each deck's face sheets, its back
 * and each board, named after their content (the game keeps an image by its URL forever, so a
 * changed sheet needs a new name). Through the render cache: an image whose inputs are the last
 * build's is taken from it, and a sheet with one card changed draws that card alone, the others'
 * cells kept in {@code .forge-cache/tts-cells/}.
 */
final class ProjectTableImages {
  static final String DIR = "tts/images";
  static final String CELLS = ".forge-cache/tts-cells";

  /** Boards and backs at 100 dpi: a board is read across the table, not up close. */
  static final int DPI = 100;

  private final ProjectLook look;
  private final DrawingInputs inputs;
  private final RenderCache cache;
  private final Path staging;

  ProjectTableImages(ProjectLook look, RenderCache cache, Path staging) throws IOException {
    this.look = look;
    this.inputs = look.inputs();
    this.cache = cache;
    this.staging = staging;
    Files.createDirectories(staging.resolve(DIR));
    Files.createDirectories(staging.resolve(CELLS));
  }

  /** The file name of a face sheet: its cards' cells row by row, white where none is. */
  String sheet(DeckSheet<DeckSpec, ProjectCard> s) throws IOException {
    List<String> parts = new ArrayList<>();
    parts.add("tts-sheet " + s.columns() + "x" + s.rows() + " " + s.cell());
    s.cards().forEach(c -> parts.add(inputs.face(c)));
    String key = cache.key(parts.toArray(String[]::new));
    Optional<String> kept = cache.reuseNamed(DIR, s.baseName(), key, staging);
    if (kept.isPresent()) {
      // its cells are carried on too, for the next build that changes one of its cards
      for (ProjectCard c : s.cards()) {
        String cell = cellKey(c, s.cell());
        cache.keep(cellFile(cell), cell, staging);
      }
      return kept.get();
    }
    BufferedImage sheet = new BufferedImage(s.widthPx(), s.heightPx(), BufferedImage.TYPE_INT_RGB);
    Graphics2D g = sheet.createGraphics();
    try {
      g.setColor(Color.WHITE);
      g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
      for (int i = 0; i < s.cards().size(); i++) {
        g.drawImage(
            cell(s.cards().get(i), s.cell()),
            (i % s.columns()) * s.cell().width(),
            (i / s.columns()) * s.cell().height(),
            null);
      }
    } finally {
      g.dispose();
    }
    return written(sheet, s.baseName(), key);
  }

  /** The file name of a deck's back, a cell of {@code cell}'s size. */
  String back(DeckSpec deck, CellSize cell) throws IOException {
    String key = cache.key(inputs.back(deck), "tts-back " + cell);
    return named(deck.id() + "-back", key, () -> card(cell, g -> look.back().paint(g, deck, 0)));
  }

  /** The file name of a board's or track's tile image. */
  String board(TablePiece p) throws IOException {
    double w = look.boards().width(p);
    double h = look.boards().height(p);
    String key = cache.key("tts-board", p.toString(), Double.toString(w), Double.toString(h));
    return named(
        "board-" + p.id(),
        key,
        () -> ProjectRaster.atDpi(w, h, DPI, g -> look.boards().paint(g, p)));
  }

  private interface Drawing {
    BufferedImage draw() throws IOException;
  }

  private String named(String base, String key, Drawing drawing) throws IOException {
    Optional<String> kept = cache.reuseNamed(DIR, base, key, staging);
    return kept.isPresent() ? kept.get() : written(drawing.draw(), base, key);
  }

  /** One card's cell of a sheet, kept in the cache for the next sheet it sits on. */
  private BufferedImage cell(ProjectCard c, CellSize cell) throws IOException {
    String key = cellKey(c, cell);
    String rel = cellFile(key);
    Optional<BufferedImage> kept = cache.kept(rel, key, staging, ProjectTableImages::image);
    if (kept.isPresent()) {
      return kept.get();
    }
    BufferedImage img = card(cell, g -> look.face().paint(g, c, 0));
    Files.write(staging.resolve(rel), pixels(img));
    return img;
  }

  private String cellKey(ProjectCard c, CellSize cell) {
    return cache.key(inputs.face(c), "tts-cell " + cell);
  }

  private static String cellFile(String key) {
    return CELLS + "/" + key + ".cell";
  }

  private BufferedImage card(CellSize cell, Consumer<Graphics2D> paint) {
    return ProjectRaster.image(
        look.game().cardWidth(), look.game().cardHeight(), cell.width(), cell.height(), paint);
  }

  /** A cell as the cache keeps it: its size, then its pixels, deflated (no PNG filtering). */
  private static byte[] pixels(BufferedImage img) throws IOException {
    int w = img.getWidth();
    int h = img.getHeight();
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (DataOutputStream out =
        new DataOutputStream(new DeflaterOutputStream(bytes, new Deflater(1), 1 << 16))) {
      out.writeInt(w);
      out.writeInt(h);
      for (int rgb : img.getRGB(0, 0, w, h, null, 0, w)) {
        out.writeInt(rgb);
      }
    }
    return bytes.toByteArray();
  }

  private static BufferedImage image(byte[] cell) throws IOException {
    try (DataInputStream in =
        new DataInputStream(
            new java.io.BufferedInputStream(
                new InflaterInputStream(new ByteArrayInputStream(cell)), 1 << 16))) {
      int w = in.readInt();
      int h = in.readInt();
      if (w <= 0 || h <= 0 || w > CellSize.MAX_TEXTURE || h > CellSize.MAX_TEXTURE) {
        throw new IOException("not a cell of a sheet");
      }
      int[] rgb = new int[w * h];
      for (int i = 0; i < rgb.length; i++) {
        rgb[i] = in.readInt();
      }
      BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
      img.setRGB(0, 0, w, h, rgb, 0, w);
      return img;
    }
  }

  private String written(BufferedImage img, String base, String key) throws IOException {
    byte[] bytes = ProjectRaster.png(img, DPI);
    CRC32 crc = new CRC32();
    crc.update(bytes);
    String name = base + "-" + HexFormat.of().toHexDigits((int) crc.getValue()) + ".png";
    Files.write(staging.resolve(DIR).resolve(name), bytes);
    cache.recordNamed(DIR, base, key, name);
    return name;
  }
}
