package org.legendsforge.games.graveyard.playtest.log;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.Consumer;

/**
 * A game log on disk: JSON Lines, UTF-8, {@code \n} line ends. Written into a file beside the
 * target and moved into place by {@link #commit}, so a game cut short never leaves half a log.
 */
public final class GameLogFile implements Consumer<String>, Closeable {
  private final Path target;
  private final Path aside;
  private final BufferedWriter out;
  private boolean committed;

  private GameLogFile(Path target) throws IOException {
    this.target = target;
    Path dir = target.toAbsolutePath().getParent();
    Files.createDirectories(dir);
    aside = dir.resolve("." + target.getFileName() + ".part");
    out = Files.newBufferedWriter(aside, StandardCharsets.UTF_8);
  }

  /** Starts writing a log that will replace {@code target} on {@link #commit}. */
  public static GameLogFile create(Path target) throws IOException {
    return new GameLogFile(target);
  }

  @Override
  public void accept(String line) {
    try {
      out.write(line);
      out.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The whole log is written: it replaces the target. */
  public void commit() throws IOException {
    out.close();
    Files.move(aside, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    committed = true;
  }

  /** Without a commit, the partial file is removed and the target left as it was. */
  @Override
  public void close() throws IOException {
    if (!committed) {
      out.close();
      Files.deleteIfExists(aside);
    }
  }

  /** A log longer than this is not one forge play wrote (a long game is a few MiB). */
  public static final long MAX_BYTES = 64L * 1024 * 1024;

  /**
   * The lines of a log file: a plain file (a pipe or a device is refused, never read) of at most
   * {@link #MAX_BYTES}.
   */
  public static List<String> read(Path file) throws IOException {
    byte[] bytes = org.legendsforge.kit.files.InputFolder.readNamed(file, MAX_BYTES);
    return StandardCharsets.UTF_8
        .newDecoder()
        .decode(java.nio.ByteBuffer.wrap(bytes))
        .toString()
        .lines()
        .toList();
  }
}
