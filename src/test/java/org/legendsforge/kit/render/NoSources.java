package org.legendsforge.kit.render;

import org.legendsforge.kit.diag.SourceMap;
import org.legendsforge.kit.diag.SourceRef;

/** A source map for hand-built catalogs: every card is located in a pretend file by id. */
final class NoSources implements SourceMap {
  @Override
  public SourceRef locate(String cardId, String field) {
    return SourceRef.file("sample/" + cardId + (field.isEmpty() ? "" : "#" + field));
  }

  @Override
  public SourceRef file(String relativePath) {
    return SourceRef.file("sample/" + relativePath);
  }
}
