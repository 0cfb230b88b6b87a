package org.legendsforge.games.graveyard.data;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/** The JSON Schema (draft-07) of each card-data file, for editors' YAML language servers. */
public final class SchemaWriter {
  private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /**
   * File name of the schema for a data file: {@code spells/fire.yaml} → {@code
   * spells-fire.schema.json}.
   */
  public static String schemaFileName(String dataFile) {
    return dataFile.replace(".yaml", "").replace('/', '-') + ".schema.json";
  }

  /** Every data file's schema as text, keyed by the data file's relative path. */
  public Map<String, String> all() {
    Map<String, String> out = new LinkedHashMap<>();
    CardDataSchemas.files()
        .forEach((file, shape) -> out.put(file, text(file, shape.toJsonSchema())));
    return out;
  }

  private String text(String file, ObjectNode schema) {
    ObjectNode root = mapper.createObjectNode();
    root.put("$schema", "http://json-schema.org/draft-07/schema#");
    root.put("title", "Legends Forge card data: " + file);
    root.setAll(schema);
    try {
      return mapper.writeValueAsString(root) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
