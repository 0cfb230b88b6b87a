package org.legendsforge.kit.output.pdf;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.legendsforge.kit.output.Workers;
import org.legendsforge.kit.output.cache.RenderCache;
import org.legendsforge.kit.output.image.StripedPng;

/**
 * A small PNG of the first page of every PDF in {@code print/}, for the gallery to show beside its
 * link: {@code print/previews/<name>.png}. Rendered by PDFBox, which writes the PDFs too, so no
 * other program is needed; a preview is made again only when its PDF's bytes changed.
 */
public final class PdfPreviews {
  public static final String DIR = "print/previews";

  /** Wide enough to tell the pages apart, small enough for a page of eight. */
  static final int WIDTH_PX = 240;

  private static final int THREADS = 2;

  /** Writes (or keeps) the preview of each PDF under {@code outDir/print}. */
  public void write(Path outDir, RenderCache cache) throws IOException {
    Path print = outDir.resolve("print");
    if (!Files.isDirectory(print)) {
      return;
    }
    List<Path> pdfs;
    try (Stream<Path> s = Files.list(print)) {
      pdfs = s.filter(p -> p.getFileName().toString().endsWith(".pdf")).sorted().toList();
    }
    if (pdfs.isEmpty()) {
      return;
    }
    Files.createDirectories(outDir.resolve(DIR));
    // Rendered on both cores: on one, the previews were the longest stretch of a clean build with
    // the other core idle. Each file depends only on its own PDF.
    Workers.each(
        "forge-previews", THREADS, pdfs, pdf -> writeOne(pdf, outDir, cache), "PDF previews");
  }

  private static void writeOne(Path pdf, Path outDir, RenderCache cache) throws IOException {
    String rel = DIR + "/" + name(pdf.getFileName().toString());
    String key = cache.key("pdf-preview", Integer.toString(WIDTH_PX), digest(pdf));
    if (cache.needsDrawing(rel, key, outDir)) {
      BufferedImage page = firstPage(pdf);
      Files.write(
          outDir.resolve(rel),
          StripedPng.assemble(page.getWidth(), List.of(StripedPng.compress(page, 6))));
    }
  }

  /** The preview's file name for a PDF's: {@code x.pdf} gives {@code x.png}. */
  public static String name(String pdfName) {
    return pdfName.substring(0, pdfName.length() - ".pdf".length()) + ".png";
  }

  static BufferedImage firstPage(Path pdf) throws IOException {
    try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
      float points = doc.getPage(0).getMediaBox().getWidth();
      float dpi = WIDTH_PX * 72f / points;
      return new PDFRenderer(doc).renderImageWithDPI(0, dpi, ImageType.RGB);
    }
  }

  /** CRC-32 and length of the file: zlib's native CRC reads megabytes in a millisecond or two. */
  private static String digest(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    CRC32 crc = new CRC32();
    crc.update(bytes);
    return bytes.length + ":" + HexFormat.of().toHexDigits((int) crc.getValue());
  }
}
