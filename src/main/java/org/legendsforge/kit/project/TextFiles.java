package org.legendsforge.kit.project;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Reads a project's text file as UTF-8, with or without the byte-order mark spreadsheet programs
 * put first; a file in another encoding is refused with a word on how to save it, rather than read
 * with replacement characters in the cards' names.
 */
final class TextFiles {
  private TextFiles() {}

  static Optional<String> read(Path file, String shown, Diagnostics sink) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      sink.error(
          "project-io",
          SourceRef.file(shown),
          "cannot read the file (" + e.getClass().getSimpleName() + ")",
          "check that it exists and can be read");
      return Optional.empty();
    }
    try {
      String text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(bytes))
              .toString();
      return Optional.of(text.startsWith("\uFEFF") ? text.substring(1) : text);
    } catch (CharacterCodingException e) {
      sink.error(
          "project-encoding",
          SourceRef.file(shown),
          "the file is not UTF-8 text",
          "save it again as \"CSV UTF-8\" (spreadsheet programs) or UTF-8 (text editors)");
      return Optional.empty();
    }
  }
}
