package org.legendsforge.kit.output;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;

/**
 * A file forge writes where the user names it, outside its output folder ({@code forge balance
 * --html FILE}, {@code forge schema --out DIR}): it is written only where nothing stands yet or
 * over a file forge wrote before, recognised by words every such file of forge holds. Anything else
 * under that name (a card-data file, a document, a link, a folder, a pipe) is refused and left as
 * it is. The file is written beside and renamed into place, so no one reads half of it.
 */
public final class OwnFile {
  /** Why forge will not write a file, and what to do instead. */
  public static final class Refused extends IOException {
    private final transient String hint;

    Refused(String message, String hint) {
      super(message);
      this.hint = hint;
    }

    public String hint() {
      return hint;
    }
  }

  /** How much of an existing file is read to recognise it as forge's. */
  private static final int HEAD = 8192;

  private final List<String> signatures;

  /** A kind of file forge writes, recognised by any of {@code signatures} in its first 8 KiB. */
  public OwnFile(List<String> signatures) {
    this.signatures = List.copyOf(signatures);
  }

  /** Writes {@code text} to {@code file}, unless something not forge's stands there. */
  public void write(Path file, String text) throws IOException {
    Path p = file.toAbsolutePath().normalize();
    refuseUnlessOurs(p);
    Files.createDirectories(p.getParent());
    Path aside = p.resolveSibling("." + p.getFileName() + ".forge-tmp");
    Files.deleteIfExists(aside);
    Files.write(
        aside,
        text.getBytes(StandardCharsets.UTF_8),
        StandardOpenOption.CREATE_NEW,
        StandardOpenOption.WRITE,
        LinkOption.NOFOLLOW_LINKS);
    try {
      Files.move(aside, p, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      Files.deleteIfExists(aside);
      throw e;
    }
  }

  /** Throws {@link Refused} when {@code p} exists and is not a plain file forge wrote. */
  public void refuseUnlessOurs(Path p) throws IOException {
    if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    BasicFileAttributes a =
        Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    if (a.isSymbolicLink()) {
      throw new Refused(
          p + " is a link; forge does not write through links",
          "name the file itself, or another one");
    }
    if (a.isDirectory()) {
      throw new Refused(p + " is a folder", "name a file in it instead");
    }
    if (!a.isRegularFile()) {
      throw new Refused(p + " is not a plain file", "name another file");
    }
    byte[] head;
    try (InputStream in = Files.newInputStream(p, LinkOption.NOFOLLOW_LINKS)) {
      head = in.readNBytes(HEAD);
    }
    String start = new String(head, StandardCharsets.UTF_8);
    if (signatures.stream().noneMatch(start::contains)) {
      throw new Refused(
          p + " exists and was not written by forge, so forge will not replace it",
          "name a new file, or move this one away first if you mean to replace it");
    }
  }
}
