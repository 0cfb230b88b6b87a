package org.legendsforge.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.nio.charset.StandardCharsets;
import org.legendsforge.tts.SaveFile;

/**
 * Writes a save as the game does: UTF-8 without BOM, LF line ends, two-space indent, {@code "Key":
 * value}. Field names are the records' component names in UpperCamelCase unless a record says
 * otherwise (the game mixes {@code posX} and {@code GUID} styles).
 */
public final class SaveJson {
  private final ObjectMapper mapper =
      JsonMapper.builder()
          .propertyNamingStrategy(PropertyNamingStrategies.UPPER_CAMEL_CASE)
          .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
          .enable(SerializationFeature.INDENT_OUTPUT)
          .build();

  public byte[] bytes(SaveFile save) {
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    DefaultPrettyPrinter printer =
        new DefaultPrettyPrinter()
            .withSeparators(
                Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
            .withObjectIndenter(indenter)
            .withArrayIndenter(indenter);
    try {
      String text = mapper.writer(printer).writeValueAsString(save) + "\n";
      return text.getBytes(StandardCharsets.UTF_8);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("save records always serialise", e);
    }
  }
}
