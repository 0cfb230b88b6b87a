package org.legendsforge.kit.output.cache;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.zip.CRC32C;

/**
 * The checksum a cached file is kept with: CRC-32C of its key and then its bytes. It tells a file
 * that still holds what was written from one cut short, with a byte flipped, or swapped for the
 * cached file of another key. (Not a defence against someone who forges output files on purpose:
 * whoever can write the output folder can write its key file too.) CRC-32C runs at memory speed (a
 * hardware instruction), so checking every reused file costs a rebuild a few milliseconds.
 */
final class CacheSum {
  private CacheSum() {}

  static String of(String key, byte[] bytes) {
    CRC32C crc = start(key);
    crc.update(bytes);
    return hex(crc);
  }

  /**
   * The checksum of {@code file} under {@code key}; empty when it is no plain file or unreadable.
   */
  static Optional<String> ofFile(String key, Path file) {
    if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return Optional.empty();
    }
    CRC32C crc = start(key);
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      byte[] buf = new byte[1 << 16];
      for (int n; (n = in.read(buf)) > 0; ) {
        crc.update(buf, 0, n);
      }
    } catch (IOException unreadable) {
      return Optional.empty();
    }
    return Optional.of(hex(crc));
  }

  private static CRC32C start(String key) {
    CRC32C crc = new CRC32C();
    crc.update(key.getBytes(StandardCharsets.UTF_8));
    crc.update(0);
    return crc;
  }

  private static String hex(CRC32C crc) {
    return String.format(java.util.Locale.ROOT, "%08x", crc.getValue());
  }
}
