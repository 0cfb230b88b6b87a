package org.legendsforge.games.graveyard.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.InputRefusedException;
import org.legendsforge.kit.files.IoProblem;

/**
 * A card-data folder on disk: finds its YAML files, reads them as strict UTF-8 within a size limit,
 * and turns paths into the form the user reads (relative to where they stand).
 */
final class DataFolder {
  /** Larger than any real card file by far; protects against pasting a binary or a log. */
  static final long MAX_FILE_BYTES = 2L * 1024 * 1024;

  private final Path root;
  private final Path userDir;
  private final InputFolder files;

  DataFolder(Path root, Path userDir) {
    this(root, userDir, Map.of());
  }

  /**
   * The folder as it would be with {@code replaced} files' text (by path relative to it) instead of
   * what is on disk: a trial edit of the data, measured without writing it anywhere.
   */
  DataFolder(Path root, Path userDir, Map<String, String> replaced) {
    this.root = root.toAbsolutePath().normalize();
    this.userDir = userDir.toAbsolutePath().normalize();
    this.files = new InputFolder(this.root, "card-data folder");
    this.replaced = Map.copyOf(replaced);
  }

  private final Map<String, String> replaced;

  InputFolder files() {
    return files;
  }

  Path root() {
    return root;
  }

  String display(Path p) {
    Path abs = p.toAbsolutePath().normalize();
    String shown = abs.startsWith(userDir) ? userDir.relativize(abs).toString() : abs.toString();
    return shown.isEmpty() ? "." : shown.replace('\\', '/');
  }

  String relative(Path p) {
    return root.relativize(p.toAbsolutePath().normalize()).toString().replace('\\', '/');
  }

  /** Folders below card-data worth looking into: art/heroes/x.png is three down. */
  private static final int MAX_DEPTH = 8;

  /**
   * A card-data folder holds a few dozen files; more than this means --data names another folder.
   */
  static final int MAX_ENTRIES = 5000;

  /**
   * Reports every YAML file that is not one of {@code known}, and every file or folder that could
   * not be looked into; returns nothing.
   */
  void reportUnknownFiles(List<String> known, Diagnostics sink) throws IOException {
    InputFolder.Listing listing;
    try {
      listing = files.files(MAX_DEPTH, MAX_ENTRIES);
    } catch (InputRefusedException e) {
      sink.error(
          "too-many-files",
          SourceRef.file(display(root)),
          "the card-data folder " + e.refusal().problem(),
          e.refusal().hint() + "; pass the folder with --data DIR");
      return;
    }
    for (InputFolder.Unreadable u : listing.unreadable()) {
      sink.error(
          "unreadable-file",
          SourceRef.file(display(u.path())),
          "cannot look into this: " + u.problem(),
          "check that you may read it (its permissions)");
    }
    List<Path> found =
        listing.files().stream()
            .filter(p -> !p.getFileName().toString().startsWith("."))
            .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
            .toList();
    for (Path p : found) {
      String rel = relative(p);
      if (known.contains(rel) || rel.equals("balance.yaml")) {
        continue;
      }
      String hint =
          rel.endsWith(".yml") && known.contains(rel.replaceAll("\\.yml$", ".yaml"))
              ? "card-data files end in .yaml: rename it to " + rel.replaceAll("\\.yml$", ".yaml")
              : Suggestions.hint(rel, known, "the files of a card-data folder are")
                  + " (docs/card-data.md)";
      sink.error(
          "unknown-file",
          SourceRef.file(display(p)),
          "\"" + rel + "\" is not a card-data file, so nothing in it would be used",
          hint);
    }
  }

  /** Whether the folder has the file (or a trial text stands in for it); links count as there. */
  boolean holds(String relativePath) {
    return replaced.containsKey(relativePath)
        || java.nio.file.Files.exists(
            root.resolve(relativePath), java.nio.file.LinkOption.NOFOLLOW_LINKS);
  }

  /**
   * The file's text, or empty with a located error: missing, unreadable, too large, not UTF-8, or
   * not a plain file inside the folder (a link leading outside, a named pipe, a device), which is
   * refused without being opened.
   */
  Optional<String> read(String relativePath, Diagnostics sink) {
    if (replaced.containsKey(relativePath)) {
      return Optional.of(replaced.get(relativePath));
    }
    Path p = root.resolve(relativePath);
    String shown = display(p);
    try {
      byte[] bytes = files.read(p, MAX_FILE_BYTES);
      return Optional.of(
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString()
              .replace("\uFEFF", ""));
    } catch (NoSuchFileException e) {
      sink.error(
          "missing-file",
          SourceRef.file(shown),
          "the card data has no " + relativePath,
          "create it; docs/card-data.md shows what it holds");
    } catch (InputRefusedException e) {
      switch (e.kind()) {
        case TOO_LARGE ->
            sink.error(
                "file-too-large",
                SourceRef.file(shown),
                "the file is larger than the "
                    + MAX_FILE_BYTES / 1024
                    + " KiB a card-data file may be",
                "a card file is a few KiB of text: check that this is the right file");
        case OUTSIDE ->
            sink.error("outside-folder", SourceRef.file(shown), e.sentence(), e.refusal().hint());
        default ->
            sink.error(
                "not-a-file",
                SourceRef.file(shown),
                e.sentence(),
                "card data is plain YAML files: put the file itself here");
      }
    } catch (CharacterCodingException e) {
      sink.error(
          "not-utf8",
          SourceRef.file(shown),
          "the file is not UTF-8 text",
          "save it as UTF-8 text from your editor");
    } catch (IOException e) {
      sink.error(
          "unreadable-file",
          SourceRef.file(shown),
          "cannot read the file: " + IoProblem.describe(e),
          "check that you may read it (its permissions)");
    }
    return Optional.empty();
  }
}
