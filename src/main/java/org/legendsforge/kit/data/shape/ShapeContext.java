package org.legendsforge.kit.data.shape;

import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.diag.Diagnostics;

/** The file being checked and where its problems go. */
public record ShapeContext(YamlDocument doc, Diagnostics sink) {
  public void error(String checkId, String pointer, String message, String hint) {
    sink.error(checkId, doc.locate(pointer), message, hint);
  }

  public void errorAtKey(String checkId, String pointer, String message, String hint) {
    sink.error(checkId, doc.locateKey(pointer), message, hint);
  }

  /** The last key of a pointer, for messages ("health" of /heroes/3/health). */
  public static String fieldName(String pointer) {
    String last = pointer.substring(pointer.lastIndexOf('/') + 1);
    return last.replace("~1", "/").replace("~0", "~");
  }
}
