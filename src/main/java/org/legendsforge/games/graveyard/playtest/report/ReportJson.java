package org.legendsforge.games.graveyard.playtest.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.stats.Estimate;

/**
 * The report for tools ({@code forge playtest --format json}): every record of {@link
 * PlaytestReport} as an object with its fields in order, an {@link Estimate} as {@code {"value",
 * "low", "high", "n"}}, numbers rounded to 4 decimals, and a figure with nothing behind it as
 * {@code null}. The verdicts are under {@code "verdicts"}: {@code "overpowered"} and {@code
 * "underpowered"}, most extreme first, {@code "unjudged"} and the {@code "basis"} they were made
 * by, each entry naming its card's, hero's or spirit's {@code "id"} and {@code "kind"}.
 */
public final class ReportJson {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  /** A report ({@link PlaytestReport}, or a study's such as a comparison) as JSON text. */
  public String write(Record r) {
    return write(tree(r));
  }

  /** A report's tree ({@link #tree}, perhaps with fields added) as JSON text. */
  public String write(JsonNode tree) {
    try {
      return JSON.writeValueAsString(tree) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a report is always JSON", e);
    }
  }

  public JsonNode tree(Object value) {
    if (value == null) {
      return F.nullNode();
    }
    if (value instanceof Estimate e) {
      ObjectNode o = F.objectNode();
      o.set("value", number(e.value()));
      o.set("low", number(e.low()));
      o.set("high", number(e.high()));
      o.put("n", e.n());
      return o;
    }
    if (value instanceof Double d) {
      return number(d);
    }
    if (value instanceof Boolean b) {
      return F.booleanNode(b);
    }
    if (value instanceof Integer i) {
      return F.numberNode(i);
    }
    if (value instanceof Long l) {
      return F.numberNode(l);
    }
    if (value instanceof String s) {
      return F.textNode(s);
    }
    if (value instanceof List<?> list) {
      ArrayNode a = F.arrayNode();
      list.forEach(v -> a.add(tree(v)));
      return a;
    }
    if (value instanceof java.util.Map<?, ?> map) {
      // a map keeps its order (reports hand over LinkedHashMaps): one entry per key
      ObjectNode o = F.objectNode();
      map.forEach((k, v) -> o.set(String.valueOf(k), tree(v)));
      return o;
    }
    if (value instanceof Record rec) {
      ObjectNode o = F.objectNode();
      for (RecordComponent c : rec.getClass().getRecordComponents()) {
        try {
          o.set(c.getName(), tree(c.getAccessor().invoke(rec)));
        } catch (ReflectiveOperationException e) {
          throw new IllegalStateException("a report record reads its own fields", e);
        }
      }
      return o;
    }
    throw new IllegalArgumentException("not a report value: " + value.getClass().getSimpleName());
  }

  private static JsonNode number(double d) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      return F.nullNode();
    }
    BigDecimal b = BigDecimal.valueOf(d).setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros();
    return F.numberNode(b.scale() < 0 ? b.setScale(0) : b);
  }
}
