package org.legendsforge.kit.output.tts;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import org.legendsforge.kit.tts.SaveFile;

/**
 * Writes a save as the game does: UTF-8 without BOM, LF line ends, two-space indent, {@code "Key":
 * value}. Field names are the records' component names in UpperCamelCase unless a record says
 * otherwise (the game mixes {@code posX} and {@code GUID} styles).
 */
public final class SaveJson {
  /**
   * One writer for the process: it keeps the serializers it builds for the save's records, which
   * forge watch and the build server would otherwise build again for every save.
   */
  private static final ObjectWriter WRITER = writer();

  private static ObjectWriter writer() {
    ObjectMapper mapper =
        JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE)
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    DefaultPrettyPrinter printer =
        new DefaultPrettyPrinter()
            .withSeparators(
                Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(indenter)
            .withArrayIndenter(indenter);
    return mapper.writer(printer);
  }

  public byte[] bytes(SaveFile save) {
    try {
      byte[] json = WRITER.writeValueAsBytes(save);
      byte[] withNewline = java.util.Arrays.copyOf(json, json.length + 1);
      withNewline[json.length] = '\n';
      return withNewline;
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("save records always serialise", e);
    }
  }
}
