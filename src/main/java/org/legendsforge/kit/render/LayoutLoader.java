package org.legendsforge.kit.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;
import org.legendsforge.kit.files.InputFolder;
import org.legendsforge.kit.files.IoProblem;

/**
 * Reads every {@code templates/layouts/*.yaml}, resolves {@code extends:} (a child's region fields
 * override its parent's, field by field) and checks the layouts the painter uses: known region
 * names, required regions present, boxes inside the bleed and text boxes inside the safe zone.
 */
final class LayoutLoader {
  static final String CHECK = "layout";
  private static final Set<String> TOP = Set.of("extends", "size", "regions");
  private static final Set<String> REGION_KEYS =
      Set.of("x", "y", "w", "h", "font", "size", "align");

  /** A region's merged fields and the file where each region was last written. */
  private record Raw(
      Optional<String> parent,
      Optional<String> size,
      Map<String, ObjectNode> regions,
      Map<String, YamlFields> regionSource,
      YamlFields file) {}

  private final InputFolder templates;

  /** Layouts read as files of the templates folder {@code templates}. */
  LayoutLoader(InputFolder templates) {
    this.templates = templates;
  }

  /** Layouts whose folder's parent is the templates folder. */
  LayoutLoader() {
    this(null);
  }

  Optional<Map<String, CardLayout>> load(
      Path dir, String shownDir, Set<String> fontRoles, Diagnostics sink) {
    Diagnostics local = new Diagnostics();
    Map<String, YamlFields> files = new TreeMap<>();
    List<Path> paths;
    try (Stream<Path> s = Files.list(dir)) {
      paths = s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
    } catch (IOException e) {
      sink.error(
          CHECK,
          SourceRef.file(shownDir),
          "layouts folder cannot be read: " + IoProblem.describe(e),
          "templates/layouts/ holds one <kind>.yaml per card kind");
      return Optional.empty();
    }
    for (Path p : paths) {
      String name = p.getFileName().toString().replaceFirst("\\.yaml$", "");
      String shown = shownDir + "/" + p.getFileName();
      YamlSource.read(
              templates != null
                  ? templates
                  : new InputFolder(
                      dir.toAbsolutePath().normalize().getParent(), "templates folder"),
              p,
              shown,
              local,
              CHECK)
          .ifPresent(src -> files.put(name, new YamlFields(src, local, CHECK)));
    }
    Set<String> present = new HashSet<>();
    paths.forEach(p -> present.add(p.getFileName().toString().replaceFirst("\\.yaml$", "")));
    Map<String, CardLayout> out = new TreeMap<>();
    for (var used : CardLayout.USED.entrySet()) {
      if (!files.containsKey(used.getKey())
          && paths.stream()
              .noneMatch(p -> p.getFileName().toString().equals(used.getKey() + ".yaml"))) {
        local.error(
            CHECK,
            SourceRef.file(shownDir + "/" + used.getKey() + ".yaml"),
            "layout " + used.getKey() + " is missing",
            "every card kind needs a layout; copy a sibling file and adjust it");
      }
    }
    Map<String, Raw> resolved = new TreeMap<>();
    Set<String> broken = new HashSet<>();
    for (String name : files.keySet()) {
      resolve(name, files, present, resolved, broken, new ArrayList<>(), local)
          .ifPresent(r -> resolved.put(name, r));
    }
    // a typo in a parent would make every child miss regions: report the cause alone
    boolean clean = !local.hasErrors();
    for (var e : resolved.entrySet()) {
      if (clean && CardLayout.USED.containsKey(e.getKey())) {
        build(e.getKey(), e.getValue(), fontRoles).ifPresent(l -> out.put(e.getKey(), l));
      }
    }
    sink.addAll(local);
    return local.hasErrors() ? Optional.empty() : Optional.of(out);
  }

  private Optional<Raw> resolve(
      String name,
      Map<String, YamlFields> files,
      Set<String> present,
      Map<String, Raw> done,
      Set<String> broken,
      List<String> chain,
      Diagnostics sink) {
    if (done.containsKey(name)) {
      return Optional.of(done.get(name));
    }
    if (broken.contains(name)) {
      return Optional.empty(); // reported when it was first resolved, not again for each child
    }
    Optional<Raw> raw = resolveOnce(name, files, present, done, broken, chain, sink);
    if (raw.isEmpty()) {
      broken.add(name);
    }
    return raw;
  }

  private Optional<Raw> resolveOnce(
      String name,
      Map<String, YamlFields> files,
      Set<String> present,
      Map<String, Raw> done,
      Set<String> broken,
      List<String> chain,
      Diagnostics sink) {
    YamlFields f = files.get(name);
    JsonNode root = f.source().root();
    if (chain.contains(name)) {
      f.error(
          "/extends",
          "layouts extend each other in a circle: " + String.join(" -> ", chain) + " -> " + name,
          "one of them must not extend the other");
      return Optional.empty();
    }
    chain.add(name);
    f.onlyKeys("", root, TOP);
    Optional<String> parentName = f.text("", root, "extends", false);
    Raw parent = null;
    if (parentName.isPresent()) {
      if (!files.containsKey(parentName.get()) && present.contains(parentName.get())) {
        return Optional.empty(); // the parent file is broken and already reported
      }
      if (!files.containsKey(parentName.get())) {
        f.error(
            "/extends",
            "no layout named \"" + parentName.get() + "\"",
            "extends: names another file of templates/layouts without .yaml, e.g. base");
        return Optional.empty();
      }
      Optional<Raw> p = resolve(parentName.get(), files, present, done, broken, chain, sink);
      if (p.isEmpty()) {
        return Optional.empty();
      }
      parent = p.get();
    }
    Map<String, ObjectNode> regions = new LinkedHashMap<>();
    Map<String, YamlFields> sources = new LinkedHashMap<>();
    if (parent != null) {
      parent.regions().forEach((k, v) -> regions.put(k, v.deepCopy()));
      sources.putAll(parent.regionSource());
    }
    boolean topLevel = parent == null;
    f.mapping("", root, "regions", topLevel)
        .ifPresent(
            n -> {
              for (var e : YamlFields.fields(n)) {
                String p = "/regions/" + e.getKey();
                if (!CardLayout.KNOWN_REGIONS.contains(e.getKey())) {
                  f.keyError(
                      p,
                      "unknown region \"" + e.getKey() + "\"",
                      "regions are: " + String.join(", ", CardLayout.KNOWN_REGIONS));
                  continue;
                }
                if (!e.getValue().isObject()) {
                  f.error(p, "a region is a mapping", "write { x: 3, y: 3, w: 40, h: 8 }");
                  continue;
                }
                f.onlyKeys(p, e.getValue(), REGION_KEYS);
                ObjectNode merged =
                    regions.containsKey(e.getKey())
                        ? regions.get(e.getKey())
                        : ((ObjectNode) e.getValue()).objectNode();
                merged.setAll((ObjectNode) e.getValue());
                regions.put(e.getKey(), merged);
                sources.put(e.getKey(), f);
              }
            });
    Optional<String> parentSize = parent == null ? Optional.empty() : parent.size();
    Optional<String> size = f.text("", root, "size", false).or(() -> parentSize);
    chain.remove(name);
    Raw raw = new Raw(parentName, size, regions, sources, f);
    done.put(name, raw);
    return Optional.of(raw);
  }

  private Optional<CardLayout> build(String name, Raw raw, Set<String> fontRoles) {
    YamlFields f = raw.file();
    CardSize size;
    String sizeWord = raw.size().orElse("");
    switch (sizeWord) {
      case "poker" -> size = CardSize.POKER;
      case "index" -> size = CardSize.INDEX_CARD;
      default -> {
        f.error(
            "/size",
            "layout " + name + " needs size: poker or size: index (got \"" + sizeWord + "\")",
            "poker cards are 63.5 x 88.9 mm; terrain cards are index cards");
        return Optional.empty();
      }
    }
    CardSize expected =
        name.equals("terrain") || name.equals("back-terrain")
            ? CardSize.INDEX_CARD
            : CardSize.POKER;
    if (size != expected) {
      f.error(
          "/size",
          "layout " + name + " must be size: " + (expected == CardSize.POKER ? "poker" : "index"),
          "terrain cards and their back are index cards; every other deck is poker size");
      return Optional.empty();
    }
    Map<String, Region> regions = new LinkedHashMap<>();
    boolean ok = true;
    for (var e : raw.regions().entrySet()) {
      YamlFields rf = raw.regionSource().get(e.getKey());
      Optional<Region> r = region(e.getKey(), e.getValue(), rf, size, fontRoles);
      ok &= r.isPresent();
      r.ifPresent(x -> regions.put(e.getKey(), x));
    }
    for (String needed : CardLayout.USED.get(name)) {
      if (!raw.regions().containsKey(needed)) {
        f.keyError(
            "/regions",
            "layout " + name + " has no region \"" + needed + "\"",
            "add " + needed + ": { x: .., y: .., w: .., h: .. } here or in the layout it extends");
        ok = false;
      }
    }
    return ok ? Optional.of(new CardLayout(name, size, regions)) : Optional.empty();
  }

  private Optional<Region> region(
      String name, ObjectNode n, YamlFields f, CardSize size, Set<String> fontRoles) {
    String p = "/regions/" + name;
    var x = f.number(p, n, "x", true);
    var y = f.number(p, n, "y", true);
    var w = f.number(p, n, "w", true);
    var h = f.number(p, n, "h", true);
    Optional<String> font = f.text(p, n, "font", false);
    var pt = f.number(p, n, "size", false);
    Optional<String> alignWord = f.text(p, n, "align", false);
    if (x.isEmpty() || y.isEmpty() || w.isEmpty() || h.isEmpty()) {
      return Optional.empty();
    }
    Region.Align align = Region.Align.LEFT;
    if (alignWord.isPresent()) {
      try {
        align = Region.Align.valueOf(alignWord.get().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        f.error(
            p + "/align", "unknown align \"" + alignWord.get() + "\"", "use left, center or right");
        return Optional.empty();
      }
    }
    if (font.isPresent() && !fontRoles.contains(font.get())) {
      f.error(
          p + "/font",
          "no font role \"" + font.get() + "\" in the theme",
          "font roles: " + String.join(", ", fontRoles.stream().sorted().toList()));
      return Optional.empty();
    }
    if (pt.isPresent() && pt.getAsDouble() < 6) {
      f.error(
          p + "/size",
          "text size " + pt.getAsDouble() + " pt is below 6 pt",
          "text under 6 pt is unreadable at print size");
      return Optional.empty();
    }
    Region r =
        new Region(
            name,
            x.getAsDouble(),
            y.getAsDouble(),
            w.getAsDouble(),
            h.getAsDouble(),
            font,
            pt,
            align);
    double eps = 1e-6;
    if (r.w() <= 0
        || r.h() <= 0
        || r.x() < -size.bleed() - eps
        || r.y() < -size.bleed() - eps
        || r.x() + r.w() > size.trimWidth() + size.bleed() + eps
        || r.y() + r.h() > size.trimHeight() + size.bleed() + eps) {
      f.keyError(
          p,
          String.format(
              Locale.ROOT,
              "region %s (%.1f, %.1f, %.1f x %.1f mm) is not inside" + " the card with its bleed",
              name,
              r.x(),
              r.y(),
              r.w(),
              r.h()),
          "the card is "
              + size.trimWidth()
              + " x "
              + size.trimHeight()
              + " mm with "
              + size.bleed()
              + " mm bleed; x and y count from the trim's top-left corner");
      return Optional.empty();
    }
    // A region that reaches the trim runs on into the bleed (a background); every other one is
    // held to the safe zone by what it draws: the badge's ring and gem reach past its box.
    boolean bleeds =
        r.x() <= eps
            || r.y() <= eps
            || r.x() + r.w() >= size.trimWidth() - eps
            || r.y() + r.h() >= size.trimHeight() - eps;
    java.awt.geom.Rectangle2D drawn = name.equals("badge") ? FacePainter.badgeExtent(r) : r.rect();
    if (!bleeds
        && (drawn.getX() < size.safe() - eps
            || drawn.getY() < size.safe() - eps
            || drawn.getMaxX() > size.trimWidth() - size.safe() + eps
            || drawn.getMaxY() > size.trimHeight() - size.safe() + eps)) {
      f.keyError(
          p,
          String.format(
              Locale.ROOT,
              "region %s draws %.2f to %.2f mm across and %.2f to"
                  + " %.2f mm down, into the %.2f mm the cut may take",
              name,
              drawn.getX(),
              drawn.getMaxX(),
              drawn.getY(),
              drawn.getMaxY(),
              size.safe()),
          String.format(
              Locale.ROOT,
              "keep what it draws between %.2f and %.2f mm across and %.2f" + " and %.2f mm down",
              size.safe(),
              size.trimWidth() - size.safe(),
              size.safe(),
              size.trimHeight() - size.safe()));
      return Optional.empty();
    }
    if (CardLayout.TEXT_REGIONS.contains(name)
        && (r.x() < size.safe() - eps
            || r.y() < size.safe() - eps
            || r.x() + r.w() > size.trimWidth() - size.safe() + eps
            || r.y() + r.h() > size.trimHeight() - size.safe() + eps)) {
      f.keyError(
          p,
          "text region " + name + " leaves the safe zone",
          "keep text "
              + size.safe()
              + " mm inside the trim: x >= "
              + size.safe()
              + ", x + w <= "
              + (size.trimWidth() - size.safe()));
      return Optional.empty();
    }
    return Optional.of(r);
  }
}
