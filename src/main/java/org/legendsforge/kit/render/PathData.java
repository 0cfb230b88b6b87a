package org.legendsforge.kit.render;

import com.github.weisj.jsvg.geometry.path.BuildHistory;
import com.github.weisj.jsvg.geometry.path.PathCommand;
import com.github.weisj.jsvg.geometry.path.PathParser;
import java.awt.geom.Path2D;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * SVG path data ({@code d="…"}) read by the SVG library: every command of SVG ({@code M L H V C S Q
 * T A Z}, absolute upper case, relative lower case). The library draws a broken path up to its
 * first mistake, as browsers do; a theme must not ship half an icon, so a path the library had to
 * cut short is refused with the place it stopped.
 */
final class PathData {
  private static final Pattern AT = Pattern.compile("index=(\\d+)");

  private PathData() {}

  /** The path, or an {@link IllegalArgumentException} saying where the data stops making sense. */
  static Path2D.Double parse(String data) {
    SvgMessages.Heard<PathCommand[]> read;
    try {
      read = SvgMessages.during(() -> new PathParser(data).parsePathCommand());
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("\"" + data + "\" is not path data");
    }
    if (!read.messages().isEmpty()) {
      Matcher m = AT.matcher(read.messages().get(0));
      String where =
          m.find()
              ? String.format(Locale.ROOT, "at character %d", Integer.parseInt(m.group(1)) + 1)
              : "somewhere";
      throw new IllegalArgumentException(
          "the path cannot be read " + where + " of \"" + data + "\"");
    }
    PathCommand[] commands = read.value();
    Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO);
    BuildHistory history = new BuildHistory();
    try {
      for (PathCommand c : commands) {
        c.appendPath(path, history);
      }
    } catch (java.awt.geom.IllegalPathStateException e) {
      commands = new PathCommand[0];
    }
    if (commands.length == 0) {
      throw new IllegalArgumentException("a path starts with M (\"" + data + "\")");
    }
    return path;
  }
}
