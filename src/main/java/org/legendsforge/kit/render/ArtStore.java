package org.legendsforge.kit.render;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.parser.LoaderContext;
import com.github.weisj.jsvg.parser.SVGLoader;
import com.github.weisj.jsvg.parser.resources.ResourcePolicy;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.imageio.ImageIO;
import org.legendsforge.kit.files.InputFolder;

/**
 * Card art read from card-data, once per path and shared by the rendering threads: PNG and JPEG
 * decoded to pixels, SVG parsed to a drawing. The loader has already checked each path; it is read
 * again through {@link InputFolder}, so a file swapped for a link or a pipe since then is still
 * never opened, and never more than {@link #MAX_BYTES} of it. An unreadable picture gives empty and
 * the face shows its emblem (the fit check reports it as a warning). An SVG may not reach outside
 * itself: no files, no network (embedded {@code data:} images are fine), and its XML may not
 * declare entities.
 */
final class ArtStore {
  private static final LoaderContext SVG_RULES =
      LoaderContext.builder().externalResourcePolicy(ResourcePolicy.DENY_EXTERNAL).build();

  /** The loader's limit too (data.ReferenceChecks.MAX_ART_BYTES): art larger is never decoded. */
  static final long MAX_BYTES = 16L * 1024 * 1024;

  private final Optional<InputFolder> dataDir;
  private final Map<String, Optional<Picture>> cache = new ConcurrentHashMap<>();

  ArtStore(Optional<Path> dataDir) {
    this.dataDir = dataDir.map(d -> new InputFolder(d, "card-data folder"));
  }

  Optional<Picture> picture(String relativePath) {
    return cache.computeIfAbsent(relativePath, this::read);
  }

  private Optional<Picture> read(String relativePath) {
    if (dataDir.isEmpty()) {
      return Optional.empty();
    }
    Path p = dataDir.get().root().resolve(relativePath).normalize();
    try {
      byte[] bytes = dataDir.get().read(p, MAX_BYTES);
      boolean bitmap =
          bytes.length >= 2 && ((bytes[0] & 0xFF) == 0x89 || (bytes[0] & 0xFF) == 0xFF);
      return bitmap
          ? Optional.ofNullable(ImageIO.read(new ByteArrayInputStream(bytes)))
              .map(Picture.Bitmap::new)
          : svg(p, bytes);
    } catch (IOException | RuntimeException e) {
      // A corrupt image can make a decoder throw more than IOException; the fit check reports the
      // art as unreadable and the card gets its generated emblem instead.
      return Optional.empty();
    }
  }

  private static Optional<Picture> svg(Path p, byte[] bytes) {
    SvgMessages.Heard<SVGDocument> read =
        SvgMessages.during(
            () -> {
              try (InputStream in = new java.io.ByteArrayInputStream(bytes)) {
                return new SVGLoader().load(in, p.toUri(), SVG_RULES);
              } catch (IOException e) {
                return null;
              }
            });
    SVGDocument doc = read.value();
    if (doc == null) {
      return Optional.empty();
    }
    var size = doc.size();
    if (!(size.width > 0 && size.height > 0)
        || !Float.isFinite(size.width)
        || !Float.isFinite(size.height)) {
      return Optional.empty();
    }
    boolean text = new String(bytes, StandardCharsets.UTF_8).contains("<text");
    return Optional.of(
        new Picture.Vector(
            doc,
            size.width,
            size.height,
            text,
            read.messages().stream().map(ArtStore::plain).distinct().toList()));
  }

  /** What the library said while reading, as a designer can act on it. */
  private static String plain(String said) {
    if (said.contains("path command")) {
      return "a path of the drawing stops at a mistake and is drawn only up to it";
    }
    if (said.contains("Rejected URI")) {
      return "it refers to a file or web address outside itself, which is left out";
    }
    return "part of the drawing cannot be read and is left out";
  }
}
