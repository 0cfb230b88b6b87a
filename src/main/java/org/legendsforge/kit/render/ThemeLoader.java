package org.legendsforge.kit.render;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.files.InputFolder;

/**
 * Reads {@code templates/theme/theme.yaml}. Every missing colour, font role or icon and every
 * malformed value is reported at its line; the theme is returned only when nothing was wrong, so
 * the painter never falls back silently.
 */
final class ThemeLoader {
  static final String CHECK = "theme";
  private static final Set<String> TOP =
      Set.of(
          "colours",
          "fonts",
          "elements",
          "kinds",
          "seats",
          "terrain",
          "keywords",
          "icons",
          "emblems",
          "heroes",
          "concepts",
          "card-id");

  private final InputFolder templates;
  private final FontFiles fontFiles;
  private final IconFiles iconFiles;
  private final List<String> requiredIcons;

  /**
   * @param templates the templates folder: own fonts in {@code fonts/}, icon files in {@code
   *     icons/}, every file read inside it ({@link InputFolder})
   * @param builtIn the built-in faces, which own fonts may not pass for
   * @param requiredIcons the icons the theme must draw ({@link Theme#requiredIcons})
   */
  ThemeLoader(InputFolder templates, FontSet builtIn, List<String> requiredIcons) {
    this.templates = templates;
    this.requiredIcons = List.copyOf(requiredIcons);
    this.fontFiles = new FontFiles(templates, templates.root().resolve("fonts"), builtIn);
    this.iconFiles = new IconFiles(templates, templates.root().resolve("icons"));
  }

  Optional<Theme> load(Path file, String shownPath, Diagnostics sink) {
    Diagnostics local = new Diagnostics();
    Optional<Theme> theme =
        YamlSource.read(templates, file, shownPath, local, CHECK).flatMap(src -> read(src, local));
    sink.addAll(local);
    return local.hasErrors() ? Optional.empty() : theme;
  }

  private Optional<Theme> read(YamlSource src, Diagnostics sink) {
    YamlFields f = new YamlFields(src, sink, CHECK);
    JsonNode root = src.root();
    f.onlyKeys("", root, TOP);
    Map<String, Color> colours = colourMap(f, root, "colours", Theme.COLOURS);
    Map<String, FontRole> fonts = new HashMap<>();
    f.mapping("", root, "fonts", true).ifPresent(n -> readFonts(f, n, fonts, fontFiles));
    Map<String, Color> elementColours = new HashMap<>();
    Map<String, String> elementIcons = new HashMap<>();
    f.mapping("", root, "elements", true)
        .ifPresent(n -> readElements(f, n, elementColours, elementIcons));
    Map<String, Color> kinds = colourMap(f, root, "kinds", Theme.KINDS);
    Map<String, Color> terrain = colourMap(f, root, "terrain", Theme.TERRAIN_KEYS);
    Map<String, Color> seats = colourMap(f, root, "seats", List.of());
    List<String> keywords = new ArrayList<>();
    JsonNode kw = root.get("keywords");
    if (kw != null && kw.isArray()) {
      kw.forEach(k -> keywords.add(k.asText()));
    } else if (kw != null) {
      f.error("/keywords", "keywords should be a list", "write keywords: [Stun, Slow]");
    }
    List<Color> emblems = new ArrayList<>();
    JsonNode em = root.get("emblems");
    if (em == null || !em.isArray() || em.isEmpty()) {
      f.error(
          em == null ? "" : "/emblems",
          "emblems should be a list of colours",
          "write emblems: [\"#6A4C93\", \"#0072B2\"]: heroes without art get one of them");
    } else {
      for (int i = 0; i < em.size(); i++) {
        f.colour("/emblems/" + i, em.get(i)).ifPresent(emblems::add);
      }
    }
    Map<String, Color> heroColours = colourMap(f, root, "heroes", List.of(), false);
    Map<String, Icon> icons = new HashMap<>();
    f.mapping("", root, "icons", true).ifPresent(n -> readIcons(f, n, icons));
    Map<String, Concept> concepts = new HashMap<>();
    f.mapping("", root, "concepts", true)
        .ifPresent(n -> readConcepts(f, n, root.path("icons"), concepts));
    for (String name : requiredIcons) {
      if (root.path("icons").isObject()
          && !icons.containsKey(name)
          && !root.path("icons").has(name)) {
        f.keyError(
            "/icons",
            "icon \"" + name + "\" is missing",
            "deck icons and inline icons " + "need a definition under icons:");
      }
    }
    elementIcons.forEach(
        (element, icon) -> {
          if (!icons.containsKey(icon) && !root.path("icons").has(icon)) {
            f.error(
                "/elements/" + element + "/icon",
                "no icon named \"" + icon + "\"",
                "define it under icons: or use one of " + String.join(", ", requiredIcons));
          }
        });
    JsonNode cardId = root.get("card-id");
    if (cardId != null && !cardId.isBoolean()) {
      f.error(
          "/card-id",
          "card-id should be true or false",
          "card-id: false leaves the card's id off its face (it is on by default)");
    }
    return Optional.of(
        new Theme(
            colours,
            fonts,
            elementColours,
            elementIcons,
            kinds,
            terrain,
            seats,
            keywords,
            icons,
            emblems,
            heroColours,
            concepts,
            List.copyOf(fontFiles.read().values()),
            cardId == null || cardId.asBoolean(true)));
  }

  private static Map<String, Color> colourMap(
      YamlFields f, JsonNode root, String key, List<String> required) {
    return colourMap(f, root, key, required, true);
  }

  private static Map<String, Color> colourMap(
      YamlFields f, JsonNode root, String key, List<String> required, boolean needed) {
    Map<String, Color> out = new HashMap<>();
    f.mapping("", root, key, needed)
        .ifPresent(
            n -> {
              for (var e : YamlFields.fields(n)) {
                String name = e.getKey().toLowerCase(Locale.ROOT);
                f.colour("/" + key + "/" + e.getKey(), e.getValue())
                    .ifPresent(c -> out.put(name, c));
              }
              for (String r : required) {
                if (!n.has(r)) {
                  f.keyError(
                      "/" + key,
                      "colour \"" + r + "\" is missing from " + key,
                      "add " + r + ": \"#RRGGBB\"");
                }
              }
            });
    return out;
  }

  private static void readFonts(
      YamlFields f, JsonNode fonts, Map<String, FontRole> out, FontFiles files) {
    for (var e : YamlFields.fields(fonts)) {
      String p = "/fonts/" + e.getKey();
      JsonNode n = e.getValue();
      if (!n.isObject()) {
        f.error(
            p,
            "a font role is a mapping",
            "write { face: regular, size: 7.5 } or { file: MyFont.ttf, size: 7.5 }");
        continue;
      }
      f.onlyKeys(p, n, Set.of("face", "file", "size", "min", "leading"));
      if (n.has("face") == n.has("file")) {
        f.error(
            p,
            "a font role has either face: (a built-in face) or file: (a font of templates/fonts/)",
            "faces: regular, bold, italic, condensed, condensed-bold, condensed-italic");
        continue;
      }
      Optional<String> face =
          n.has("file")
              ? f.text(p, n, "file", true).flatMap(name -> files.face(name, f, p + "/file"))
              : f.text(p, n, "face", true).flatMap(word -> builtIn(f, p, word));
      double size = f.number(p, n, "size", false).orElse(7.5);
      double min = f.number(p, n, "min", false).orElse(Math.min(size, 6));
      double leading = f.number(p, n, "leading", false).orElse(1.2);
      if (size < 6 || min < 6 || min > size) {
        f.error(
            p,
            "font sizes must be at least 6 pt with min <= size (size "
                + size
                + ", min "
                + min
                + ")",
            "text under 6 pt is unreadable at print size");
        continue;
      }
      if (leading < 1.0 || leading > 2.0) {
        f.error(
            p + "/leading",
            "leading " + leading + " is outside 1.0..2.0",
            "leading is the line height divided by the font size, e.g. 1.2");
        continue;
      }
      face.ifPresent(ff -> out.put(e.getKey(), new FontRole(ff, size, min, leading)));
    }
    for (String r : Theme.FONT_ROLES) {
      if (!fonts.has(r)) {
        f.keyError(
            "/fonts",
            "font role \"" + r + "\" is missing",
            "add " + r + ": { face: regular, size: 7 }");
      }
    }
  }

  private static Optional<String> builtIn(YamlFields f, String p, String word) {
    String enumName = word.toUpperCase(Locale.ROOT).replace('-', '_');
    for (FontFace ff : FontFace.values()) {
      if (ff.name().equals(enumName)) {
        return Optional.of(ff.name());
      }
    }
    f.error(
        p + "/face",
        "unknown font face \"" + word + "\"",
        "faces: regular, bold, italic, condensed, condensed-bold, condensed-italic; or file: NAME.ttf for a font of templates/fonts/");
    return Optional.empty();
  }

  private static void readElements(
      YamlFields f, JsonNode elements, Map<String, Color> colours, Map<String, String> icons) {
    for (String key : Theme.ELEMENT_KEYS) {
      JsonNode n = elements.get(key);
      if (n == null || !n.isObject()) {
        f.keyError(
            "/elements",
            "element \"" + key + "\" is missing or not a mapping",
            "add " + key + ": { colour: \"#RRGGBB\", icon: <icon> }");
        continue;
      }
      String p = "/elements/" + key;
      f.onlyKeys(p, n, Set.of("colour", "icon"));
      f.colour(p + "/colour", n.get("colour")).ifPresent(c -> colours.put(key, c));
      f.text(p, n, "icon", true).ifPresent(i -> icons.put(key, i));
    }
    f.onlyKeys("/elements", elements, Set.copyOf(Theme.ELEMENT_KEYS));
  }

  /** Each concept: an icon the theme defines, a colour and a label. */
  private static void readConcepts(
      YamlFields f, JsonNode concepts, JsonNode icons, Map<String, Concept> out) {
    for (var e : YamlFields.fields(concepts)) {
      String p = "/concepts/" + e.getKey();
      JsonNode n = e.getValue();
      if (!n.isObject()) {
        f.error(
            p, "a concept is a mapping", "write { icon: mana, colour: \"#0072B2\", label: Mana }");
        continue;
      }
      f.onlyKeys(p, n, Set.of("icon", "colour", "label"));
      Optional<String> icon = f.text(p, n, "icon", true);
      Optional<Color> colour = f.colour(p + "/colour", n.get("colour"));
      Optional<String> label = f.text(p, n, "label", true);
      if (icon.isPresent() && !icons.has(icon.get())) {
        f.error(
            p + "/icon",
            "no icon named \"" + icon.get() + "\"",
            "define it under icons: or name one that is there");
        continue;
      }
      if (icon.isPresent() && colour.isPresent() && label.isPresent()) {
        out.put(e.getKey(), new Concept(e.getKey(), icon.get(), colour.get(), label.get()));
      }
    }
    for (String r : Theme.CONCEPTS) {
      if (!concepts.has(r)) {
        f.keyError(
            "/concepts",
            "concept \"" + r + "\" is missing",
            "every output draws it from here: add "
                + r
                + ": { icon: ..., colour: ..., label: ... }");
      }
    }
  }

  private void readIcons(YamlFields f, JsonNode icons, Map<String, Icon> out) {
    for (var e : YamlFields.fields(icons)) {
      String p = "/icons/" + e.getKey();
      JsonNode n = e.getValue();
      if (!n.isObject() || !n.path("shapes").isArray() || n.path("shapes").isEmpty()) {
        f.error(
            p, "an icon needs colour: and a list of shapes:", "see the other icons of this file");
        continue;
      }
      f.onlyKeys(p, n, Set.of("colour", "shapes"));
      Optional<Color> colour = f.colour(p + "/colour", n.get("colour"));
      Area area = new Area();
      boolean ok = true;
      for (int i = 0; i < n.get("shapes").size(); i++) {
        ok &= addShape(f, p + "/shapes/" + i, n.get("shapes").get(i), area);
      }
      if (ok && colour.isPresent()) {
        out.put(e.getKey(), new Icon(e.getKey(), colour.get(), area));
      }
    }
  }

  private boolean addShape(YamlFields f, String p, JsonNode s, Area area) {
    if (!s.isObject()) {
      f.error(
          p, "a shape is a mapping with path:, circle: or svg:", "write - path: \"M2 2 L22 22\"");
      return false;
    }
    f.onlyKeys(p, s, Set.of("path", "circle", "svg", "stroke", "cut"));
    Shape shape;
    int kinds = (s.has("path") ? 1 : 0) + (s.has("circle") ? 1 : 0) + (s.has("svg") ? 1 : 0);
    if (kinds != 1) {
      f.error(
          p, "a shape has exactly one of path:, circle: or svg:", "split it into several shapes");
      return false;
    }
    if (s.has("svg")) {
      Optional<Shape> file = iconFiles.shape(s.get("svg").asText(), f, p + "/svg");
      if (file.isEmpty()) {
        return false;
      }
      shape = file.get();
    } else if (s.has("path")) {
      try {
        shape = PathData.parse(s.get("path").asText());
      } catch (IllegalArgumentException e) {
        f.error(
            p + "/path",
            "bad path: " + e.getMessage(),
            "path data is SVG's: M L H V C S Q T A Z, upper case absolute, lower case relative");
        return false;
      }
    } else {
      JsonNode c = s.get("circle");
      if (!c.isArray()
          || c.size() != 3
          || !c.get(0).isNumber()
          || !c.get(1).isNumber()
          || !c.get(2).isNumber()) {
        f.error(p + "/circle", "circle should be [cx, cy, r]", "write circle: [12, 12, 5]");
        return false;
      }
      double r = c.get(2).asDouble();
      shape = new Ellipse2D.Double(c.get(0).asDouble() - r, c.get(1).asDouble() - r, 2 * r, 2 * r);
    }
    if (s.has("stroke")) {
      if (!s.get("stroke").isNumber() || s.get("stroke").asDouble() <= 0) {
        f.error(p + "/stroke", "stroke should be a positive width", "write stroke: 2");
        return false;
      }
      shape =
          new BasicStroke(
                  (float) s.get("stroke").asDouble(), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
              .createStrokedShape(shape);
    }
    if (s.path("cut").asBoolean(false)) {
      area.subtract(new Area(shape));
    } else {
      area.add(new Area(shape));
    }
    return true;
  }
}
