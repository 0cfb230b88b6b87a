package org.legendsforge.kit.preview;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the build id the gallery page on disk carries, so the server announces exactly that page.
 */
public final class GalleryId {
  private static final Pattern META =
      Pattern.compile("<meta name=\"forge-build\" content=\"([^\"]*)\"");

  private GalleryId() {}

  /** The id of {@code out}/index.html, or empty when there is no gallery there. */
  public static String of(Path out) {
    Path page = out.resolve("index.html");
    try {
      if (!Files.isRegularFile(page)) {
        return "";
      }
      Matcher m = META.matcher(Files.readString(page, StandardCharsets.UTF_8));
      return m.find() ? m.group(1) : "";
    } catch (IOException e) {
      return "";
    }
  }
}
