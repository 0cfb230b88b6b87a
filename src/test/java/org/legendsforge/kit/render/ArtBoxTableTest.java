package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * docs/card-data.md tells a designer what size to make art for each layout: the table there is the
 * shipped layouts' art boxes, checked here against the layouts themselves so it stays true.
 */
class ArtBoxTableTest {
  @Test
  void theArtBoxTableOfTheDocsMatchesTheLayouts() throws IOException {
    Map<String, CardLayout> layouts =
        new LayoutLoader()
            .load(
                Path.of("templates/layouts"),
                "templates/layouts",
                new java.util.HashSet<>(Theme.FONT_ROLES),
                new Diagnostics())
            .orElseThrow();
    String doc = Files.readString(Path.of("docs/card-data.md"));
    List<String> rows = new ArrayList<>();
    for (var e : new TreeMap<>(layouts).entrySet()) {
      Optional<Region> art = e.getValue().region("art");
      art.ifPresent(r -> rows.add(row(e.getKey(), r.w(), r.h())));
    }
    CardSize poker = CardSize.POKER;
    CardSize index = CardSize.INDEX_CARD;
    rows.add(row("terrain (under the cells)", index.bleedWidth(), index.bleedHeight()));
    rows.add(row("back image, poker decks", poker.bleedWidth(), poker.bleedHeight()));
    rows.add(row("back image, terrain deck", index.bleedWidth(), index.bleedHeight()));
    assertThat(rows).hasSizeGreaterThan(10);
    List<String> missing = rows.stream().filter(r -> !doc.contains(r)).toList();
    assertThat(missing)
        .as("rows docs/card-data.md should have:\n" + String.join("\n", rows))
        .isEmpty();
  }

  private static String row(String layout, double w, double h) {
    return String.format(
        Locale.ROOT,
        "| %s | %s × %s | %.2f : 1 | %s |",
        layout,
        mm(w),
        mm(h),
        w / h,
        ArtPlacement.pixels(new java.awt.geom.Rectangle2D.Double(0, 0, w, h), 300)
            .replace(" x ", " × "));
  }

  private static String mm(double v) {
    return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
  }
}
