package org.legendsforge.games.graveyard.data;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.rulebook.MarkdownReader;
import org.legendsforge.games.graveyard.rulebook.Placeholders;
import org.legendsforge.games.graveyard.rulebook.RulesFacts;
import org.legendsforge.games.graveyard.rulebook.RulesTextCheck;
import org.legendsforge.games.graveyard.rulebook.TextProblem;
import org.legendsforge.kit.book.Block;
import org.legendsforge.kit.book.Chapter;
import org.legendsforge.kit.book.Rulebook;
import org.legendsforge.kit.book.Run;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Reads the rules text of a card-data folder ({@code rules/*.md}, docs/card-data.md): the chapters
 * of the rulebook in file-name order, {@code glossary.md} among them, and {@code player-aid.md},
 * the one-page summary, and the optional {@code cover.md}, the facts on the cover. Placeholders are
 * filled from the validated catalog; every problem (a placeholder naming unknown data, a bad area,
 * a missing file, an effect the glossary does not define) is reported at its file, line and column,
 * all at once, and then no rulebook is returned.
 */
public final class RulesTextLoader {
  public static final String DIR = "rules";
  public static final String PLAYER_AID = "player-aid.md";
  public static final String GLOSSARY = "glossary.md";
  public static final String COVER = "cover.md";

  private final Path userDir;
  private final MarkdownReader reader = new MarkdownReader();
  private final RulesTextCheck check = new RulesTextCheck();

  /**
   * @param userDir where the user stands; paths in messages are relative to it
   */
  public RulesTextLoader(Path userDir) {
    this.userDir = userDir;
  }

  public Optional<Rulebook> load(Path dataDir, Catalog catalog, Diagnostics sink) {
    DataFolder folder = new DataFolder(dataDir, userDir);
    Path dir = folder.root().resolve(DIR);
    if (!Files.isDirectory(dir)) {
      sink.error(
          "missing-file",
          SourceRef.file(folder.display(dir)),
          "the card data has no rules folder, so there is no rulebook to print",
          "create " + DIR + "/ with the rules as Markdown; docs/card-data.md shows what it holds");
      return Optional.empty();
    }
    Map<String, String> sources = new LinkedHashMap<>();
    for (String name : files(dir, folder, sink)) {
      folder.read(DIR + "/" + name, sink).ifPresent(text -> sources.put(name, text));
    }
    for (String required : List.of(GLOSSARY, PLAYER_AID)) {
      if (!sources.containsKey(required) && !Files.exists(dir.resolve(required))) {
        sink.error(
            "missing-file",
            SourceRef.file(folder.display(dir.resolve(required))),
            "the rules text has no " + required,
            "create it; docs/card-data.md shows what it holds");
      }
    }
    long errorsBefore = sink.errorCount();
    Map<String, String> glossary = glossary(sources.get(GLOSSARY), catalog);
    Map<String, RulesFacts.Fact> facts = RulesFacts.of(catalog, glossary);
    List<Chapter> chapters = new ArrayList<>();
    Chapter aid = null;
    Chapter cover = new Chapter("", "", List.of());
    for (Map.Entry<String, String> e : sources.entrySet()) {
      Optional<Chapter> chapter = chapter(e.getKey(), e.getValue(), facts, folder, dir, sink);
      if (chapter.isPresent() && e.getKey().equals(PLAYER_AID)) {
        aid = chapter.get();
      } else if (chapter.isPresent() && e.getKey().equals(COVER)) {
        cover = chapter.get();
      } else {
        chapter.ifPresent(chapters::add);
      }
    }
    Set<String> undefined = RulesTextCheck.undefinedEffects(catalog, glossary);
    if (sources.containsKey(GLOSSARY) && !undefined.isEmpty()) {
      sink.error(
          "rules-glossary",
          SourceRef.file(folder.display(dir.resolve(GLOSSARY))),
          "the glossary does not define " + String.join(", ", undefined) + ", which cards use",
          "add a line for each, such as \"- **"
              + capitalised(undefined.iterator().next())
              + "**: what it does\"");
    }
    if (sink.errorCount() > errorsBefore || aid == null || chapters.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Rulebook(chapters, aid, cover));
  }

  /** The Markdown files of the rules folder, by name; anything else there is reported. */
  private static List<String> files(Path dir, DataFolder folder, Diagnostics sink) {
    List<String> names = new ArrayList<>();
    try (Stream<Path> list = Files.list(dir)) {
      for (Path p : list.sorted().toList()) {
        String name = p.getFileName().toString();
        if (name.startsWith(".")) {
          continue;
        }
        if (Files.isRegularFile(p) && name.endsWith(".md")) {
          names.add(name);
        } else {
          sink.warning(
              "unknown-file",
              SourceRef.file(folder.display(p)),
              "\"" + name + "\" is not rules text, so nothing in it is used",
              "rules text is Markdown in files ending in .md");
        }
      }
    } catch (IOException e) {
      sink.error(
          "unreadable-file",
          SourceRef.file(folder.display(dir)),
          "cannot list the rules folder",
          "check its permissions");
    }
    return names;
  }

  /** The glossary's definitions, its own placeholders filled (they may not use the glossary). */
  private static Map<String, String> glossary(String text, Catalog catalog) {
    if (text == null) {
      return Map.of();
    }
    // Problems are reported when the glossary is read as a chapter; here only its words count.
    String filled = new Placeholders(RulesFacts.of(catalog, Map.of())).resolve(text).text();
    return RulesTextCheck.definitions(filled);
  }

  private Optional<Chapter> chapter(
      String name,
      String source,
      Map<String, RulesFacts.Fact> facts,
      DataFolder folder,
      Path dir,
      Diagnostics sink) {
    String shown = folder.display(dir.resolve(name));
    List<TextProblem> problems = new ArrayList<>(check.check(source));
    Placeholders.Result filled = new Placeholders(facts).resolve(source);
    problems.addAll(filled.problems());
    String[] lines = source.split("\n", -1);
    boolean failed = false;
    for (TextProblem p : problems) {
      SourceRef where = SourceRef.at(shown, p.line(), p.column());
      if (p.line() - 1 < lines.length) {
        where = where.withLineText(lines[p.line() - 1]);
      }
      String hint =
          p.unknownName()
              .map(
                  n ->
                      Suggestions.closest(n, facts.keySet())
                          .map(c -> "did you mean {{" + c + "}}?")
                          .orElse("docs/card-data.md lists every placeholder"))
              .orElse(p.hint());
      if (p.warning()) {
        sink.warning(p.check(), where, p.message(), hint);
      } else {
        sink.error(p.check(), where, p.message(), hint);
        failed = true;
      }
    }
    if (failed) {
      return Optional.empty();
    }
    List<Block> blocks = reader.read(filled.text());
    String title =
        blocks.isEmpty() || !(blocks.get(0) instanceof Block.Heading h)
            ? name
            : Run.plain(h.text());
    return Optional.of(new Chapter(shown, title, blocks));
  }

  private static String capitalised(String word) {
    return Character.toUpperCase(word.charAt(0)) + word.substring(1);
  }
}
