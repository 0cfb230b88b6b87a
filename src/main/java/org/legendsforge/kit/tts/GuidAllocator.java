package org.legendsforge.kit.tts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Gives every object a 6-hex-digit GUID derived from a stable name ({@code card:fire/fireball}), so
 * a regenerated save keeps its GUIDs and positions players saved stay meaningful. A name asked
 * twice gets the same GUID. On a hash collision the later name is rehashed with a counter; callers
 * ask in a fixed order (the save is built deterministically), so the result is still reproducible.
 */
public final class GuidAllocator {
  private final Map<String, String> byName = new HashMap<>();
  private final Set<String> used = new HashSet<>();

  public String guid(String stableName) {
    String known = byName.get(stableName);
    if (known != null) {
      return known;
    }
    for (int attempt = 0; ; attempt++) {
      String candidate = hash(attempt == 0 ? stableName : stableName + "#" + attempt);
      if (used.add(candidate)) {
        byName.put(stableName, candidate);
        return candidate;
      }
    }
  }

  static String hash(String text) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return String.format(
          java.util.Locale.ROOT, "%02x%02x%02x", d[0] & 0xFF, d[1] & 0xFF, d[2] & 0xFF);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }
}
