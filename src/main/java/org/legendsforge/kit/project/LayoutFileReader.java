package org.legendsforge.kit.project;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.YamlReader;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Reads the layouts of a project's {@code templates/} folder (docs/new-game.md, "Your own layout"):
 * each file is named after the card type whose face it draws, or is {@code back.yaml} or {@code
 * back-<deck>.yaml}. Every mistake is reported at its line and column: a file named after nothing,
 * an unknown setting, a box that shows nothing or reaches past the bleed, a colour, face, shape or
 * picture that is not there.
 */
final class LayoutFileReader {
  static final String FOLDER = "templates";

  /** How far past the trim a box may reach: the print files' bleed. */
  static final double BLEED = 3;

  static final Set<String> TOP = Set.of("background", "image", "boxes");
  static final Set<String> BOX =
      Set.of(
          "x", "y", "w", "h", "words", "font", "size", "colour", "fill", "line", "shape", "align");

  /** What a face's box may show besides the type's fields. */
  static final Set<String> FACE_BUILT_IN = Set.of("name", "type", "deck");

  /** What a back's box may show. */
  static final Set<String> BACK_BUILT_IN = Set.of("back", "game", "deck");

  static final double DEFAULT_SIZE = 3.3;

  private final Path folder;
  private final String shownPrefix;
  private final GameFile game;
  private final Diagnostics sink;

  LayoutFileReader(Path folder, String shownPrefix, GameFile game, Diagnostics sink) {
    this.folder = folder;
    this.shownPrefix = shownPrefix;
    this.game = game;
    this.sink = sink;
  }

  ProjectLayouts read() {
    Path dir = folder.resolve(FOLDER);
    if (!Files.isDirectory(dir)) {
      return ProjectLayouts.none();
    }
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(Files::isRegularFile).filter(LayoutFileReader::isYaml).sorted().toList();
    } catch (IOException e) {
      sink.error(
          "project-io",
          SourceRef.file(shownPrefix + FOLDER),
          "cannot list the templates/ folder",
          "check that it can be read");
      return ProjectLayouts.none();
    }
    Map<String, CardTemplate> faces = new LinkedHashMap<>();
    Map<String, CardTemplate> backs = new LinkedHashMap<>();
    Optional<CardTemplate> anyBack = Optional.empty();
    for (Path file : files) {
      String relative = FOLDER + "/" + file.getFileName();
      String shown = shownPrefix + relative;
      String stem = file.getFileName().toString().replaceFirst("\\.ya?ml$", "");
      Optional<Set<String>> shows = showable(stem);
      if (shows.isEmpty()) {
        sink.error(
            "project-layout-file",
            SourceRef.file(shown),
            "the layout \"" + stem + "\" is named after no card type, and is no back",
            Suggestions.hint(stem, fileNames(), "the layouts a project may have are"));
        continue;
      }
      Optional<CardTemplate> layout =
          TextFiles.read(file, shown, sink)
              .flatMap(t -> new YamlReader().read(t, shown, relative, sink))
              .flatMap(doc -> layout(doc, relative, shows.get()));
      if (layout.isEmpty()) {
        continue;
      }
      if (stem.equals("back")) {
        anyBack = layout;
      } else if (stem.startsWith("back-") && !game.types().containsKey(stem)) {
        backs.put(stem.substring("back-".length()), layout.get());
      } else {
        faces.put(stem, layout.get());
      }
    }
    return new ProjectLayouts(faces, backs, anyBack);
  }

  /** What a box of the layout file {@code stem} may show, or empty when no such file may be. */
  private Optional<Set<String>> showable(String stem) {
    CardType type = game.types().get(stem);
    if (type != null) {
      Set<String> out = new TreeSet<>(FACE_BUILT_IN);
      type.fields().forEach(f -> out.add(f.name()));
      return Optional.of(out);
    }
    boolean back =
        stem.equals("back")
            || (stem.startsWith("back-")
                && game.decks().stream().anyMatch(d -> stem.equals("back-" + d.id())));
    return back ? Optional.of(BACK_BUILT_IN) : Optional.empty();
  }

  private List<String> fileNames() {
    List<String> out = new ArrayList<>(game.types().keySet());
    out.add("back");
    game.decks().forEach(d -> out.add("back-" + d.id()));
    return out;
  }

  private Optional<CardTemplate> layout(YamlDocument doc, String relative, Set<String> shows) {
    YamlFacts facts = new YamlFacts(doc, sink);
    JsonNode root = doc.root();
    if (!facts.isMapping(root, "", relative)) {
      return Optional.empty();
    }
    facts.onlyKeys(root, "", TOP, "a layout");
    Optional<Rgb> background = facts.colour(root, "", "background");
    Optional<String> image = facts.text(root, "", "image", false).filter(p -> picture(facts, p));
    List<LayoutBox> boxes = new ArrayList<>();
    JsonNode list = root.get("boxes");
    if (list == null || list.isNull()) {
      facts.error(
          "project-missing",
          "",
          "the layout has no \"boxes\"",
          "list the boxes it draws, such as boxes: {name: {x: 5, y: 4, w: 53, h: 8}}");
    } else if (facts.isMapping(list, "/boxes", "\"boxes\"")) {
      Iterator<Map.Entry<String, JsonNode>> it = list.fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        box(facts, e.getKey(), e.getValue(), shows).ifPresent(boxes::add);
      }
    }
    return Optional.of(new CardTemplate(relative, background, image, boxes));
  }

  private Optional<LayoutBox> box(YamlFacts facts, String name, JsonNode node, Set<String> shows) {
    String at = "/boxes/" + YamlFacts.escape(name);
    if (!facts.isMapping(node, at, "the box \"" + name + "\"")) {
      return Optional.empty();
    }
    facts.onlyKeys(node, at, BOX, "a box");
    long before = sink.errorCount();
    Optional<String> words = facts.text(node, at, "words", false);
    Optional<Rgb> fill = facts.colour(node, at, "fill");
    Optional<Rgb> line = facts.colour(node, at, "line");
    if (shows.contains(name) && words.isPresent()) {
      facts.error(
          "project-layout-box",
          at + "/words",
          "the box \"" + name + "\" shows the card's " + name + ", so it takes no words",
          "give the fixed words a box of another name, such as " + name + "-label");
    } else if (!shows.contains(name) && words.isEmpty() && fill.isEmpty() && line.isEmpty()) {
      sink.error(
          "project-layout-box",
          facts.doc().locateKey(at),
          "the box \"" + name + "\" shows nothing: it is no field, and has no words, fill or line",
          Suggestions.hint(name, shows, "a box may show"));
    }
    double x = measure(facts, node, at, "x", -BLEED, game.cardWidth() + BLEED);
    double y = measure(facts, node, at, "y", -BLEED, game.cardHeight() + BLEED);
    double w = measure(facts, node, at, "w", 0.5, game.cardWidth() + 2 * BLEED);
    double h = measure(facts, node, at, "h", 0.5, game.cardHeight() + 2 * BLEED);
    if (sink.errorCount() == before
        && (x + w > game.cardWidth() + BLEED + 1e-9 || y + h > game.cardHeight() + BLEED + 1e-9)) {
      facts.error(
          "project-layout-box",
          at,
          "the box \""
              + name
              + "\" reaches past the bleed: the card is "
              + number(game.cardWidth())
              + " × "
              + number(game.cardHeight())
              + " mm, and a box may reach "
              + number(BLEED)
              + " mm beyond it",
          "keep x + w at most "
              + number(game.cardWidth() + BLEED)
              + " and y + h at most "
              + number(game.cardHeight() + BLEED));
    }
    LayoutFont font = choice(facts, node, at, "font", LayoutFont.class, LayoutFont.REGULAR);
    double size = node.has("size") ? measure(facts, node, at, "size", 1, 40) : DEFAULT_SIZE;
    Optional<Rgb> colour = facts.colour(node, at, "colour");
    LayoutBox.Shape shape =
        choice(
            facts,
            node,
            at,
            "shape",
            LayoutBox.Shape.class,
            fill.isPresent() || line.isPresent() ? LayoutBox.Shape.ROUNDED : LayoutBox.Shape.BOX);
    LayoutBox.Align align =
        choice(facts, node, at, "align", LayoutBox.Align.class, LayoutBox.Align.CENTRE);
    if (sink.errorCount() > before) {
      return Optional.empty();
    }
    return Optional.of(
        new LayoutBox(name, x, y, w, h, words, font, size, colour, fill, line, shape, align));
  }

  /** A length in millimetres, {@code min} to {@code max}; required. */
  private double measure(
      YamlFacts facts, JsonNode node, String at, String key, double min, double max) {
    JsonNode v = node.get(key);
    if (v == null || v.isNull()) {
      facts.error(
          "project-missing",
          at,
          "the box has no \"" + key + "\"",
          "give every box its x, y, w and h in millimetres from the card's top-left corner");
      return 0;
    }
    if (!v.isNumber() || v.asDouble() < min || v.asDouble() > max) {
      facts.error(
          "project-layout-box",
          at + "/" + key,
          "\"" + key + "\" must be a number of millimetres, " + number(min) + " to " + number(max),
          "write " + key + ": 5 (decimals such as 4.5 are fine)");
      return 0;
    }
    return v.asDouble();
  }

  private static <E extends Enum<E>> E choice(
      YamlFacts facts, JsonNode node, String at, String key, Class<E> kind, E fallback) {
    Optional<String> t = facts.text(node, at, key, false);
    if (t.isEmpty()) {
      return fallback;
    }
    String wanted = t.get().toLowerCase(Locale.ROOT).replace("center", "centre");
    List<String> names = new ArrayList<>();
    for (E e : kind.getEnumConstants()) {
      String written = e.name().toLowerCase(Locale.ROOT).replace('_', ' ');
      if (written.equals(wanted)) {
        return e;
      }
      names.add(written);
    }
    facts.error(
        "project-layout-box",
        at + "/" + key,
        "\"" + t.get() + "\" is no " + key,
        Suggestions.hint(wanted, names, "the " + key + "s are"));
    return fallback;
  }

  private boolean picture(YamlFacts facts, String relative) {
    Path file = folder.resolve(relative).normalize();
    String lower = relative.toLowerCase(Locale.ROOT);
    boolean kind = lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg");
    if (!file.startsWith(folder) || !Files.isRegularFile(file) || !kind) {
      facts.error(
          "project-layout-image",
          "/image",
          "the project has no picture \"" + relative + "\"",
          "give the path of a PNG or JPEG from the project folder, such as art/back.png");
      return false;
    }
    return true;
  }

  private static boolean isYaml(Path p) {
    String n = p.getFileName().toString();
    return n.endsWith(".yaml") || n.endsWith(".yml");
  }

  private static String number(double v) {
    return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
  }
}
