package org.legendsforge.kit.render;

import com.github.weisj.jsvg.SVGDocument;
import com.github.weisj.jsvg.parser.LoaderContext;
import com.github.weisj.jsvg.parser.SVGLoader;
import com.github.weisj.jsvg.parser.resources.ResourcePolicy;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.kit.files.InputFolder;

/**
 * Icons a theme takes from SVG files of {@code templates/icons/} (an icon set's own files): the SVG
 * library reads the drawing, and its shapes, filled, become one shape scaled into the icons' 24 ×
 * 24 box. Colours of the file are dropped: an icon is drawn in one colour, as the others.
 */
final class IconFiles {
  static final long MAX_BYTES = 1024 * 1024;
  private static final LoaderContext RULES =
      LoaderContext.builder().externalResourcePolicy(ResourcePolicy.DENY_ALL).build();
  private final InputFolder templates;
  private final Path dir;

  /** Icon files of {@code dir}, read as files of the templates folder {@code templates}. */
  IconFiles(InputFolder templates, Path dir) {
    this.templates = templates;
    this.dir = dir;
  }

  /** The file's shape in the 24 × 24 box, or empty after reporting at {@code pointer}. */
  Optional<Shape> shape(String name, YamlFields f, String pointer) {
    Path p = dir.resolve(name).normalize();
    String hint =
        "put SVG files in templates/icons/ and name them by file name, like svg: crest.svg";
    if (name.isBlank() || Path.of(name).isAbsolute() || !p.startsWith(dir.normalize())) {
      f.error(pointer, "icon file \"" + name + "\" lies outside templates/icons/", hint);
      return Optional.empty();
    }
    try {
      byte[] bytes;
      try {
        bytes = templates.read(p, MAX_BYTES);
      } catch (IOException unreadable) {
        f.error(
            pointer,
            "icon file \""
                + name
                + "\" is not in templates/icons/ (or is over 1 MiB, or no plain file there)",
            hint);
        return Optional.empty();
      }
      SVGDocument doc =
          SvgMessages.during(
                  () -> {
                    try (var in = new ByteArrayInputStream(bytes)) {
                      return new SVGLoader().load(in, p.toUri(), RULES);
                    } catch (IOException e) {
                      return null;
                    }
                  })
              .value();
      Shape shape = doc == null ? null : SvgMessages.during(doc::computeShape).value();
      Rectangle2D box = doc == null ? null : doc.viewBox();
      if (shape == null
          || box == null
          || !(box.getWidth() > 0 && box.getHeight() > 0)
          || shape.getBounds2D().isEmpty()) {
        f.error(pointer, "icon file \"" + name + "\" cannot be read as an SVG drawing", hint);
        return Optional.empty();
      }
      double scale = Icon.BOX / Math.max(box.getWidth(), box.getHeight());
      AffineTransform at = new AffineTransform();
      at.translate(
          (Icon.BOX - box.getWidth() * scale) / 2, (Icon.BOX - box.getHeight() * scale) / 2);
      at.scale(scale, scale);
      at.translate(-box.getX(), -box.getY());
      return Optional.of(at.createTransformedShape(shape));
    } catch (RuntimeException e) {
      f.error(pointer, "icon file \"" + name + "\" cannot be read as an SVG drawing", hint);
      return Optional.empty();
    }
  }
}
