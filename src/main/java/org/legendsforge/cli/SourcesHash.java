package org.legendsforge.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the tool is built from, as one hash: forge.cmd (Windows, where no sha256sum is at hand) asks
 * the last-built jar for it to tell whether to build again. It is the hash ./forge's {@code
 * sources_hash} makes, to the byte (the lines {@code sha256sum} prints for pom.xml and for every
 * file under src/main and src/bench in byte order, hashed again), so both launchers keep one {@code
 * target/forge.sources} and a checkout run from both builds once.
 */
public final class SourcesHash {
  private static final List<String> FOLDERS = List.of("src/main", "src/bench");

  private SourcesHash() {}

  /** Prints the hash of the project folder given (the working folder when none is). */
  public static void main(String[] args) {
    System.out.println(of(Path.of(args.length > 0 ? args[0] : ".")));
  }

  static String of(Path project) {
    List<String> files = new ArrayList<>();
    for (String folder : FOLDERS) {
      Path dir = project.resolve(folder);
      if (!Files.isDirectory(dir)) continue;
      try (Stream<Path> walk = Files.walk(dir)) {
        walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
            .map(p -> project.relativize(p).toString().replace(File.separatorChar, '/'))
            .forEach(files::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    // LC_ALL=C sort: by the names' bytes
    files.sort((a, b) -> Arrays.compareUnsigned(a.getBytes(UTF_8), b.getBytes(UTF_8)));
    StringBuilder listing = new StringBuilder();
    listing.append(line(project, "pom.xml"));
    for (String file : files) listing.append(line(project, file));
    return hex(listing.toString().getBytes(UTF_8));
  }

  private static String line(Path project, String file) {
    try {
      return hex(Files.readAllBytes(project.resolve(file))) + "  " + file + "\n";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String hex(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }
}
