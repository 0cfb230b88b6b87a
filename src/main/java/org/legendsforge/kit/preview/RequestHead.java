package org.legendsforge.kit.preview;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The head of one HTTP/1.x request: its method, its target as sent (origin form {@code /path?query}
 * or absolute form {@code http://host:port/path}) and its header fields, names in lower case.
 */
record RequestHead(String method, String target, Map<String, String> headers) {
  /** The most a request head may hold; a longer one is refused unread. */
  static final int MAX_BYTES = 16 * 1024;

  /** The head in {@code bytes} up to its blank line, or empty when it is not a request head. */
  static Optional<RequestHead> parse(byte[] bytes, int length) {
    String text = new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
    String[] lines = text.split("\r?\n", -1);
    String[] request = lines[0].split(" ", -1);
    if (request.length != 3
        || request[0].isEmpty()
        || request[1].isEmpty()
        || !request[2].startsWith("HTTP/1.")) {
      return Optional.empty();
    }
    Map<String, String> headers = new HashMap<>();
    for (int i = 1; i < lines.length && !lines[i].isEmpty(); i++) {
      int colon = lines[i].indexOf(':');
      if (colon <= 0) {
        return Optional.empty();
      }
      String name = lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT);
      // a second Host would let a request name two servers: refused like a malformed head
      if (headers.putIfAbsent(name, lines[i].substring(colon + 1).strip()) != null
          && name.equals("host")) {
        return Optional.empty();
      }
    }
    return Optional.of(new RequestHead(request[0], request[1], Map.copyOf(headers)));
  }

  /**
   * Where the head ends in {@code bytes}: the index just past its blank line, or -1 while it has
   * not all arrived.
   */
  static int end(byte[] bytes, int length) {
    for (int i = 0; i < length; i++) {
      if (bytes[i] != '\n') {
        continue;
      }
      if (i + 1 < length && bytes[i + 1] == '\n') {
        return i + 2;
      }
      if (i + 2 < length && bytes[i + 1] == '\r' && bytes[i + 2] == '\n') {
        return i + 3;
      }
    }
    return -1;
  }

  Optional<String> header(String name) {
    return Optional.ofNullable(headers.get(name));
  }
}
