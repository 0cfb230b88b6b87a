package org.legendsforge.kit.preview;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Maps a request path to a file of the output folder, refusing anything that could leave it: a
 * {@code ..} or hidden segment (encoded or not), a backslash or NUL, and links that point outside.
 */
final class OutputFiles {
  private static final Map<String, String> TYPES =
      Map.of(
          "html", "text/html; charset=utf-8",
          "png", "image/png",
          "svg", "image/svg+xml",
          "pdf", "application/pdf",
          "json", "application/json; charset=utf-8",
          "txt", "text/plain; charset=utf-8",
          "lua", "text/plain; charset=utf-8");

  private final Path root;

  OutputFiles(Path root) {
    this.root = root.toAbsolutePath().normalize();
  }

  /** The file a raw (still percent-encoded) request path names, when it is one we may serve. */
  Optional<Path> resolve(String rawPath) {
    Optional<String> rel = relative(rawPath);
    if (rel.isEmpty()) {
      return Optional.empty();
    }
    Path file = root.resolve(rel.get()).normalize();
    if (!file.startsWith(root) || !Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      Path realRoot = root.toRealPath();
      return file.toRealPath().startsWith(realRoot) ? Optional.of(file) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  /** Whether the path asks for the gallery page itself. */
  boolean isIndex(String rawPath) {
    return relative(rawPath).filter(r -> r.equals("index.html")).isPresent();
  }

  private static Optional<String> relative(String rawPath) {
    String decoded;
    try {
      decoded = URLDecoder.decode(rawPath.replace("+", "%2B"), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    if (decoded.indexOf('\\') >= 0 || decoded.indexOf('\0') >= 0 || !decoded.startsWith("/")) {
      return Optional.empty();
    }
    StringBuilder rel = new StringBuilder();
    for (String segment : decoded.substring(1).split("/", -1)) {
      if (segment.isEmpty()) {
        continue;
      }
      if (segment.startsWith(".")) {
        return Optional.empty();
      }
      rel.append(rel.length() == 0 ? "" : "/").append(segment);
    }
    return Optional.of(rel.length() == 0 ? "index.html" : rel.toString());
  }

  static String contentType(Path file) {
    String name = file.getFileName().toString();
    String ext = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    return TYPES.getOrDefault(ext, "application/octet-stream");
  }
}
