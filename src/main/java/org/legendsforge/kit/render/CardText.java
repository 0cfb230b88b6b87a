package org.legendsforge.kit.render;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.legendsforge.kit.card.Face;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.template.StrictTemplates;

/**
 * The words of a card, written by the FreeMarker templates of {@code templates/text/} from the
 * plain view of the card its face gives them: a balance edit of a number changes the printed
 * sentence.
 */
final class CardText {
  /** Templates every card set needs, checked when the resources load. */
  static final List<String> TEMPLATES =
      List.of(
          "effects.ftl",
          "rules.ftl",
          "type-line.ftl",
          "spell.ftl",
          "weapon.ftl",
          "hero.ftl",
          "hero-stats.ftl",
          "hyper-orb.ftl",
          "spirit.ftl",
          "chaos.ftl",
          "turn-hero.ftl",
          "turn-player.ftl");

  /** What the templates wrote for one card: markup with {icons} and **bold**. */
  record Words(String typeLine, String rules, String stats) {}

  private final StrictTemplates templates;

  CardText(StrictTemplates templates) {
    this.templates = templates;
  }

  boolean check(Diagnostics sink) {
    boolean ok = true;
    for (String t : TEMPLATES) {
      ok &= templates.check(t, sink);
    }
    return ok;
  }

  /** What the templates write for {@code face}: its type line, rules and (when named) stats. */
  Words words(Face face) {
    Face.Text text =
        face.text()
            .orElseThrow(() -> new IllegalArgumentException(face.kind() + " cards have no text"));
    Map<String, Object> model = Map.of("card", text.card(), "kind", face.kind());
    String typeLine = clean(templates.render(text.typeLineTemplate(), model));
    String rules = clean(templates.render(text.rulesTemplate(), model));
    String stats = text.statsTemplate().map(t -> clean(templates.render(t, model))).orElse("");
    return new Words(typeLine, rules, stats);
  }

  /**
   * Template output with layout whitespace removed: a blank line is a paragraph break, any other
   * run of white space one space.
   */
  static String clean(String raw) {
    String[] paras = raw.strip().split("\\n[ \\t]*\\n\\s*");
    return java.util.Arrays.stream(paras)
        .map(p -> p.strip().replaceAll("\\s+", " "))
        .filter(p -> !p.isEmpty())
        .collect(Collectors.joining("\n"));
  }
}
