package org.legendsforge.robustness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A card file or folder replaced by something that is no plain file inside card-data: a named pipe
 * (reading it waits for ever), a link to /dev/zero (never ends), to /proc/self/environ (the
 * environment), to a file or folder outside, a dangling link, a loop of links, a folder, a socket.
 * Forge must refuse each at its path without opening it. What the links lead to outside card-data
 * lives in the case folder.
 */
final class SpecialFileMutations {
  private final FuzzData d;
  private final Path caseRoot;

  SpecialFileMutations(FuzzData d, Path caseRoot) {
    this.d = d;
    this.caseRoot = caseRoot;
  }

  String apply() {
    String target = d.random().nextInt(5) == 0 ? d.pick("spells", "weapons") : d.pickCardFile();
    Path p = d.root().resolve(target);
    String kind =
        d.pick(
            "named pipe",
            "link to /dev/zero",
            "link to /proc/self/environ",
            "link to a copy outside",
            "dangling link",
            "link loop",
            "folder",
            "socket");
    try {
      Path outside = caseRoot.resolve("outside-" + p.getFileName());
      if (kind.equals("link to a copy outside")) {
        // a valid copy: only where it lies makes it wrong
        Files.move(p, outside);
      } else {
        Mutation.deleteTree(p);
      }
      switch (kind) {
        case "named pipe" -> mkfifo(p);
        case "link to /dev/zero" -> Files.createSymbolicLink(p, Path.of("/dev/zero"));
        case "link to /proc/self/environ" ->
            Files.createSymbolicLink(p, Path.of("/proc/self/environ"));
        case "link to a copy outside" -> Files.createSymbolicLink(p, outside);
        case "dangling link" -> Files.createSymbolicLink(p, p.resolveSibling("nothing-here"));
        case "link loop" -> {
          Files.createSymbolicLink(p, p.resolveSibling("loop-b"));
          Files.createSymbolicLink(p.resolveSibling("loop-b"), p.getFileName());
        }
        case "folder" -> Files.createDirectories(p.resolve("inside"));
        default -> {
          try (ServerSocketChannel s = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            s.bind(UnixDomainSocketAddress.of(p));
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return target + " replaced by a " + kind;
  }

  private static void mkfifo(Path p) throws IOException {
    try {
      Process made = new ProcessBuilder(List.of("mkfifo", p.toString())).start();
      if (made.waitFor() != 0) {
        Files.createSymbolicLink(p, Path.of("/dev/zero")); // no mkfifo here: a device instead
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }
}
