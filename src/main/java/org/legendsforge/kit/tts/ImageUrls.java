package org.legendsforge.kit.tts;

/**
 * Image URLs as a base plus file name: {@code file:///…/output/tts/images/} by default, or the
 * hosting base given with {@code --image-base-url}. Local paths and file names are percent-encoded
 * (a space is {@code %20}, other characters their UTF-8 bytes), so a folder such as {@code Tabletop
 * Simulator/Saves} gives a valid URL; {@code --install} writes its URLs the same way.
 */
public final class ImageUrls {
  private final String base;

  public ImageUrls(String base) {
    this.base = base.endsWith("/") ? base : base + "/";
  }

  /** The URL of the image file {@code file} under the base. */
  public String url(String file) {
    return base + encode(file);
  }

  /** {@code file:///} URL of a local folder, with forward slashes on every system. */
  public static String fileBase(java.nio.file.Path dir) {
    String p = dir.toAbsolutePath().normalize().toString().replace('\\', '/');
    StringBuilder out = new StringBuilder("file:///");
    for (String segment : (p.startsWith("/") ? p.substring(1) : p).split("/")) {
      if (!segment.isEmpty()) {
        out.append(encode(segment)).append('/');
      }
    }
    return out.toString();
  }

  /**
   * One path segment as a URL: unreserved characters (RFC 3986) and a drive's colon stay, every
   * other byte of its UTF-8 is written {@code %XX}.
   */
  public static String encode(String segment) {
    StringBuilder out = new StringBuilder();
    for (byte b : segment.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      int c = b & 0xFF;
      boolean keep =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || "-._~:".indexOf(c) >= 0;
      if (keep) {
        out.append((char) c);
      } else {
        out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)));
        out.append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
      }
    }
    return out.toString();
  }
}
