package org.legendsforge.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.data.shape.Suggestions;
import org.legendsforge.diag.Diagnostics;
import org.legendsforge.diag.SourceRef;

/**
 * A card-data folder on disk: finds its YAML files, reads them as strict UTF-8 within a size
 * limit, and turns paths into the form the user reads (relative to where they stand).
 */
final class DataFolder {
  /** Larger than any real card file by far; protects against pasting a binary or a log. */
  static final long MAX_FILE_BYTES = 2L * 1024 * 1024;

  private final Path root;
  private final Path userDir;

  DataFolder(Path root, Path userDir) {
    this.root = root.toAbsolutePath().normalize();
    this.userDir = userDir.toAbsolutePath().normalize();
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

  /** Reports every YAML file that is not one of {@code known}; returns nothing. */
  void reportUnknownFiles(List<String> known, Diagnostics sink) throws IOException {
    List<Path> found = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root)) {
      walk.filter(Files::isRegularFile)
          .filter(p -> !p.getFileName().toString().startsWith("."))
          .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
          .sorted()
          .forEach(found::add);
    }
    for (Path p : found) {
      String rel = relative(p);
      if (known.contains(rel) || rel.equals("balance.yaml")) {
        continue;
      }
      String hint =
          rel.endsWith(".yml") && known.contains(rel.replaceAll("\\.yml$", ".yaml"))
              ? "card-data files end in .yaml: rename it to " + rel.replaceAll("\\.yml$", ".yaml")
              : Suggestions.hint(rel, known, "the files of a card-data folder are") + " (docs/card-data.md)";
      sink.error("unknown-file", SourceRef.file(display(p)), "\"" + rel + "\" is not a card-data file, so nothing in it would be used", hint);
    }
  }

  /** The file's text, or empty with a located error (missing, unreadable, too large, not UTF-8). */
  Optional<String> read(String relativePath, Diagnostics sink) {
    Path p = root.resolve(relativePath);
    String shown = display(p);
    if (!Files.exists(p)) {
      sink.error("missing-file", SourceRef.file(shown), "the card data has no " + relativePath, "create it; docs/card-data.md shows what it holds");
      return Optional.empty();
    }
    try {
      long size = Files.size(p);
      if (size > MAX_FILE_BYTES) {
        sink.error("file-too-large", SourceRef.file(shown), "the file is " + size / 1024 + " KiB, larger than the " + MAX_FILE_BYTES / 1024 + " KiB a card-data file may be", "a card file is a few KiB of text: check that this is the right file");
        return Optional.empty();
      }
      byte[] bytes = Files.readAllBytes(p);
      return Optional.of(
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString()
              .replace("\uFEFF", ""));
    } catch (CharacterCodingException e) {
      sink.error("not-utf8", SourceRef.file(shown), "the file is not UTF-8 text", "save it as UTF-8 text from your editor");
    } catch (IOException e) {
      sink.error("unreadable-file", SourceRef.file(shown), "cannot read the file (" + e.getClass().getSimpleName() + ")", "check that the file is readable by you");
    }
    return Optional.empty();
  }
}
