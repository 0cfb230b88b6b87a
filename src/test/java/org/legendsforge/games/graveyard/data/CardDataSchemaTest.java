package org.legendsforge.games.graveyard.data;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.legendsforge.testing.ShippedData;

/**
 * The JSON Schemas that editors autocomplete from (forge schema) accept every shipped file, rules
 * as structure included, and refuse what the loader refuses.
 */
class CardDataSchemaTest {
  private static final Map<String, String> SCHEMAS = new SchemaWriter().all();
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private static List<?> errors(String file, String yaml) throws IOException {
    Schema schema =
        SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
            .getSchema(SCHEMAS.get(file), InputFormat.JSON);
    JsonNode data = YAML.readTree(yaml);
    return schema.validate(new ObjectMapper().writeValueAsString(data), InputFormat.JSON);
  }

  @Test
  void everyShippedFileMatchesItsSchema() throws IOException {
    for (String file : SCHEMAS.keySet()) {
      String yaml = Files.readString(ShippedData.folder().resolve(file));
      assertThat(errors(file, yaml)).as(file).isEmpty();
    }
  }

  @Test
  void theSchemaRefusesAMisspeltModifierTriggerOrTargetSide() throws IOException {
    String chaos = Files.readString(ShippedData.folder().resolve("chaos.yaml"));
    assertThat(errors("chaos.yaml", chaos.replace("- frozenRivers", "- frozenRiver"))).isNotEmpty();
    assertThat(errors("chaos.yaml", chaos.replace("trigger: revealed", "trigger: turn-start")))
        .isNotEmpty();
    String heroes = Files.readString(ShippedData.folder().resolve("heroes.yaml"));
    assertThat(
            errors(
                "heroes.yaml",
                heroes.replace("{ one: enemy, within: 2 }", "{ one: foe, within: 2 }")))
        .isNotEmpty();
  }
}
