package org.legendsforge.pipeline.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * What a worker is asked to play, as JSON bytes on the wire: a record written by its components and
 * read back through its canonical constructor, so each kind of work declares its parameters once,
 * as a record, instead of writing and reading every field by hand.
 */
final class WireJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private WireJson() {}

  static byte[] write(Record params) {
    try {
      return JSON.writeValueAsBytes(params);
    } catch (JsonProcessingException e) {
      // records of strings, numbers, lists, maps and enums always serialise
      throw new IllegalStateException(e);
    }
  }

  static <T extends Record> T read(byte[] bytes, Class<T> type) throws IOException {
    return JSON.readValue(bytes, type);
  }
}
