package org.legendsforge.kit.project;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.YamlReader;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * Loads a data-only game from its project folder: {@code game.yaml}, then every card file it lists
 * (or, when it lists none, each CSV and YAML file below {@code cards/}), then {@code rules.md} and
 * the layouts of {@code templates/}. Every mistake of every file goes to one sink, so a designer
 * sees them all at once; a project with any error yields nothing, and nothing is built from it.
 */
public final class ProjectLoader {
  public static final String GAME_FILE = "game.yaml";
  static final String CARDS_FOLDER = "cards";
  static final String RULES_FILE = "rules.md";

  private final Path folder;
  private final String shownPrefix;

  /**
   * @param folder the project folder
   * @param shownPrefix what goes before a file's path inside the project when it is shown (the
   *     folder as the user typed it, with a trailing slash, or empty)
   */
  public ProjectLoader(Path folder, String shownPrefix) {
    this.folder = folder.toAbsolutePath().normalize();
    this.shownPrefix = shownPrefix;
  }

  public Optional<GameProject> load(Diagnostics sink) {
    Path gameFile = folder.resolve(GAME_FILE);
    if (!Files.isRegularFile(gameFile)) {
      sink.error(
          "project-missing",
          SourceRef.file(shown(GAME_FILE)),
          "the project has no " + GAME_FILE,
          "a project folder holds game.yaml and its card files; forge new DIR writes a small one");
      return Optional.empty();
    }
    int before = (int) sink.errorCount();
    Optional<GameFile> game =
        TextFiles.read(gameFile, shown(GAME_FILE), sink)
            .flatMap(t -> new YamlReader().read(t, shown(GAME_FILE), GAME_FILE, sink))
            .flatMap(doc -> new GameFileReader(doc, sink).read());
    if (game.isEmpty()) {
      return Optional.empty();
    }
    CardRowChecker checker = new CardRowChecker(game.get(), folder, sink);
    List<CardRow> rows = new ArrayList<>();
    boolean everyFileRead = true;
    for (String relative : cardFiles(game.get(), sink)) {
      long errors = sink.errorCount();
      CardColumns columns = read(relative, sink);
      everyFileRead &= !(columns.rows().isEmpty() && sink.errorCount() > errors);
      checker.checkHeader(columns);
      rows.addAll(columns.rows());
    }
    List<ProjectCard> cards = checker.cards(rows, everyFileRead);
    checkDecksHoldCards(game.get(), cards, sink);
    Optional<String> rules = rules(game.get(), sink);
    ProjectLayouts layouts = new LayoutFileReader(folder, shownPrefix, game.get(), sink).read();
    if (sink.errorCount() > before) {
      return Optional.empty();
    }
    GameFile g = game.get();
    return Optional.of(
        new GameProject(
            folder,
            g.name(),
            slug(g.name()),
            g.cardWidth(),
            g.cardHeight(),
            g.types(),
            g.decks(),
            g.pieces(),
            cards,
            rules,
            layouts));
  }

  private List<String> cardFiles(GameFile game, Diagnostics sink) {
    if (!game.cardFiles().isEmpty()) {
      List<String> out = new ArrayList<>();
      for (String f : game.cardFiles()) {
        Path p = folder.resolve(f).normalize();
        if (!p.startsWith(folder) || !Files.isRegularFile(p)) {
          sink.error(
              "project-missing",
              SourceRef.file(shown(GAME_FILE)),
              "game.yaml lists a card file \"" + f + "\", and the project has none",
              "give its path from the project folder, such as cards/market.csv");
        } else if (kind(f).isEmpty()) {
          sink.error(
              "project-card-file",
              SourceRef.file(shown(f)),
              "a card file is .csv, .yaml or .yml",
              "export the spreadsheet as CSV UTF-8");
        } else {
          out.add(folder.relativize(p).toString().replace('\\', '/'));
        }
      }
      return out;
    }
    Path dir = folder.resolve(CARDS_FOLDER);
    if (!Files.isDirectory(dir)) {
      sink.error(
          "project-missing",
          SourceRef.file(shown(GAME_FILE)),
          "the project has no cards/ folder, and game.yaml lists no card files",
          "put the cards' CSV or YAML files in cards/, or list them under \"cards:\"");
      return List.of();
    }
    try (Stream<Path> files = Files.walk(dir)) {
      return files
          .filter(Files::isRegularFile)
          .map(p -> folder.relativize(p).toString().replace('\\', '/'))
          .filter(f -> kind(f).isPresent())
          .sorted()
          .toList();
    } catch (IOException e) {
      sink.error(
          "project-io",
          SourceRef.file(shown(CARDS_FOLDER)),
          "cannot list the cards/ folder",
          "check that it can be read");
      return List.of();
    }
  }

  private CardColumns read(String relative, Diagnostics sink) {
    String shown = shown(relative);
    Optional<String> text = TextFiles.read(folder.resolve(relative), shown, sink);
    if (text.isEmpty()) {
      return CardColumns.none();
    }
    if (kind(relative).orElse("").equals("csv")) {
      return CsvCardFile.read(text.get(), shown, sink);
    }
    Optional<YamlDocument> doc = new YamlReader().read(text.get(), shown, relative, sink);
    return doc.map(d -> YamlCardFile.read(d, sink)).orElse(CardColumns.none());
  }

  private void checkDecksHoldCards(GameFile game, List<ProjectCard> cards, Diagnostics sink) {
    if (sink.hasErrors()) {
      return; // a deck looks empty when its rows had mistakes: those are the ones to fix
    }
    for (DeckSpec d : game.decks()) {
      if (cards.stream().noneMatch(c -> c.deck().equals(d.id()))) {
        sink.error(
            "project-empty-deck",
            SourceRef.file(shown(GAME_FILE)),
            "the deck \"" + d.id() + "\" has no cards",
            "give some cards the deck " + d.id() + ", or remove the deck");
      }
    }
  }

  private Optional<String> rules(GameFile game, Diagnostics sink) {
    String relative = game.rulesFile().orElse(RULES_FILE);
    Path file = folder.resolve(relative).normalize();
    if (!Files.isRegularFile(file) || !file.startsWith(folder)) {
      if (game.rulesFile().isPresent()) {
        sink.error(
            "project-missing",
            SourceRef.file(shown(GAME_FILE)),
            "game.yaml names the rules file \"" + relative + "\", and the project has none",
            "give its path from the project folder, or remove the rules line");
      }
      return Optional.empty();
    }
    return TextFiles.read(file, shown(relative), sink);
  }

  private String shown(String relative) {
    return shownPrefix + relative;
  }

  private static Optional<String> kind(String file) {
    String f = file.toLowerCase(Locale.ROOT);
    if (f.endsWith(".csv")) {
      return Optional.of("csv");
    }
    return f.endsWith(".yaml") || f.endsWith(".yml") ? Optional.of("yaml") : Optional.empty();
  }

  /** The game's name as a file name: lower case, words joined by dashes. */
  public static String slug(String name) {
    String s = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    return s.isEmpty() ? "game" : s;
  }
}
