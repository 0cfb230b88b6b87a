package org.legendsforge.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * {@code --image-base-url}: an absolute http, https or file URL of the folder where the files of
 * output/tts/images will be hosted. A query string cannot work (file names are appended), so it is
 * refused rather than producing URLs that break in the game.
 */
final class ImageBaseUrl {
  private ImageBaseUrl() {}

  static String check(CommandLine cl, String text) {
    String hint = " (give the folder's address, like https://example.org/legends/images/)";
    URI uri;
    try {
      uri = new URI(text.strip());
    } catch (URISyntaxException e) {
      throw new ParameterException(cl, "--image-base-url \"" + text + "\" is not a URL" + hint);
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https") && !scheme.equals("file")) {
      throw new ParameterException(
          cl, "--image-base-url needs an http, https or file URL, got \"" + text + "\"" + hint);
    }
    if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
      throw new ParameterException(
          cl,
          "--image-base-url cannot carry ?query or #fragment: image file names are appended to it"
              + hint);
    }
    String s = text.strip();
    return s.endsWith("/") ? s : s + "/";
  }
}
