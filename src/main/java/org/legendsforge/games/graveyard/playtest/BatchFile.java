package org.legendsforge.games.graveyard.playtest;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.playtest.stats.Tally;
import org.legendsforge.games.graveyard.playtest.stats.TallyJson;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceRef;

/**
 * A batch as a file (docs/playtest.md, "Batches"): JSON with the card data's digest, the bots, the
 * turn limit, which compensation games were played, the seed ranges, and each tally's sums by name
 * (per card by id). Batches played apart (another machine, another day) over different seeds of the
 * same card data and settings {@link #merge} into exactly the batch one run over all those seeds
 * would have made, since a tally holds only whole-number sums.
 */
public final class BatchFile {
  public static final String FORMAT = "forge-playtest-batch";

  /**
   * Version 2 keeps the odd seeds' tally ({@code oddSeeds}) that verdicts are checked with; version
   * 3 adds the sums of each hero's turns per death (games in play, squares and products). An older
   * batch lacks them and must be played again.
   */
  public static final int VERSION = 3;

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Catalog catalog;
  private final TallyJson tallies;

  public BatchFile(Catalog catalog) {
    this.catalog = catalog;
    this.tallies = new TallyJson(catalog);
  }

  public String write(Batch b) {
    ObjectNode root = JSON.createObjectNode();
    root.put("format", FORMAT);
    root.put("version", VERSION);
    root.put("game", catalog.game().name());
    root.put("data", b.data());
    ArrayNode bots = root.putArray("bots");
    b.bots().forEach(bots::add);
    root.put("maxTurns", b.maxTurns());
    root.put("compensation", b.compensation().name().toLowerCase(Locale.ROOT));
    ArrayNode seeds = root.putArray("seeds");
    for (PlaytestReport.SeedRange r : b.seeds()) {
      seeds.addObject().put("from", r.from()).put("to", r.to());
    }
    root.set("rules", b.rules() == null ? null : tallies.write(b.rules()));
    root.set(
        "withoutCompensation",
        b.withoutCompensation() == null ? null : tallies.write(b.withoutCompensation()));
    root.set("oddSeeds", tallies.write(b.oddSeeds()));
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a batch is always JSON", e);
    }
  }

  /** Reads a batch; every problem goes to {@code sink} as located at {@code path}. */
  public Optional<Batch> read(String text, String path, Diagnostics sink) {
    JsonNode root;
    try {
      root = JSON.readTree(text);
    } catch (JsonProcessingException e) {
      var loc = e.getLocation();
      sink.error(
          "playtest-batch",
          SourceRef.at(
              path, loc == null ? 1 : loc.getLineNr(), loc == null ? 1 : loc.getColumnNr()),
          "not a playtest batch: " + e.getOriginalMessage(),
          "give a file written by forge playtest --batch FILE");
      return Optional.empty();
    }
    Located at = new Located(text, path);
    if (root == null || !FORMAT.equals(root.path("format").asText())) {
      sink.error(
          "playtest-batch",
          at.key("format"),
          "not a playtest batch",
          "give a file written by forge playtest --batch FILE");
      return Optional.empty();
    }
    int version = root.path("version").asInt();
    if (version != VERSION) {
      sink.error(
          "playtest-batch",
          at.key("version"),
          version < VERSION
              ? "a batch of version "
                  + version
                  + ", from an older forge: it lacks sums this version judges with (the odd"
                  + " seeds' tally, the spread of each hero's turns per death)"
              : "a batch of version " + version + ", from a newer forge than this one",
          version < VERSION
              ? "play its seeds again with this forge: forge playtest --seed "
                  + firstSeed(root)
                  + " --games "
                  + seedCount(root)
                  + settings(root)
                  + " --batch "
                  + path
              : "read it with the forge that wrote it");
      return Optional.empty();
    }
    try {
      List<String> bots = new ArrayList<>();
      root.path("bots").forEach(n -> bots.add(n.asText()));
      List<PlaytestReport.SeedRange> seeds = new ArrayList<>();
      root.path("seeds")
          .forEach(
              n ->
                  seeds.add(
                      new PlaytestReport.SeedRange(
                          n.path("from").asLong(), n.path("to").asLong())));
      Playtest.Compensation comp =
          Playtest.Compensation.valueOf(
              root.path("compensation").asText().toUpperCase(Locale.ROOT));
      Tally rules = tally(root.path("rules"), at, "rules");
      Tally without = tally(root.path("withoutCompensation"), at, "withoutCompensation");
      Tally odd = tally(root.path("oddSeeds"), at, "oddSeeds");
      if (odd == null || (rules == null && without == null)) {
        throw new IllegalArgumentException("it has no tally of its games or of their odd seeds");
      }
      return Optional.of(
          new Batch(
              root.path("data").asText(),
              bots,
              seeds,
              root.path("maxTurns").asInt(),
              comp,
              rules,
              without,
              odd));
    } catch (IllegalArgumentException e) {
      sink.error(
          "playtest-batch",
          at.key("compensation"),
          "a batch of another card set or a damaged file: " + e.getMessage(),
          "merge batches played on this card data (forge playtest --data DIR --batch FILE)");
      return Optional.empty();
    }
  }

  private Tally tally(JsonNode node, Located at, String key) {
    if (node.isMissingNode() || node.isNull()) {
      return null;
    }
    return tallies.read(node);
  }

  /**
   * The batch of all of {@code batches} (in the order given), or empty with the reasons in {@code
   * sink} when they were not played alike (card data, bots, turn limit, compensation games) or
   * share seeds.
   */
  public Optional<Batch> merge(List<Batch> batches, List<String> paths, Diagnostics sink) {
    Batch first = batches.get(0);
    boolean ok = true;
    for (int i = 1; i < batches.size(); i++) {
      Batch b = batches.get(i);
      String differs =
          !b.data().equals(first.data())
              ? "card data (digest "
                  + shortDigest(b.data())
                  + ", not "
                  + shortDigest(first.data())
                  + ")"
              : !b.bots().equals(first.bots())
                  ? "bots " + b.bots() + ", not " + first.bots()
                  : b.maxTurns() != first.maxTurns()
                      ? "turn limit " + b.maxTurns() + ", not " + first.maxTurns()
                      : b.compensation() != first.compensation()
                          ? "compensation games \""
                              + b.compensation().name().toLowerCase(Locale.ROOT)
                              + "\", not \""
                              + first.compensation().name().toLowerCase(Locale.ROOT)
                              + "\""
                          : null;
      if (differs != null) {
        sink.error(
            "playtest-merge",
            SourceRef.file(paths.get(i)),
            "was played with other " + differs + " than " + paths.get(0),
            "merge only batches of the same card data, bots, --max-turns and --compensation");
        ok = false;
      }
    }
    List<PlaytestReport.SeedRange> seeds = new ArrayList<>();
    batches.forEach(b -> seeds.addAll(b.seeds()));
    seeds.sort(Comparator.comparingLong(PlaytestReport.SeedRange::from));
    for (int i = 1; i < seeds.size(); i++) {
      if (seeds.get(i).from() <= seeds.get(i - 1).to()) {
        sink.error(
            "playtest-merge",
            SourceRef.file(String.join(", ", paths)),
            "seeds "
                + seeds.get(i).from()
                + " to "
                + Math.min(seeds.get(i).to(), seeds.get(i - 1).to())
                + " are in more than one batch",
            "play each batch over its own seeds (--seed S --games N), so no game counts twice");
        ok = false;
      }
    }
    if (!ok) {
      return Optional.empty();
    }
    return Optional.of(
        new Batch(
            first.data(),
            first.bots(),
            coalesce(seeds),
            first.maxTurns(),
            first.compensation(),
            sum(batches, Batch::rules),
            sum(batches, Batch::withoutCompensation),
            sum(batches, Batch::oddSeeds)));
  }

  private Tally sum(List<Batch> batches, java.util.function.Function<Batch, Tally> which) {
    Tally out = null;
    for (Batch b : batches) {
      Tally t = which.apply(b);
      if (t == null) {
        return null;
      }
      if (out == null) {
        out = tallies.read(tallies.write(t));
      } else {
        out.merge(t);
      }
    }
    return out;
  }

  private static List<PlaytestReport.SeedRange> coalesce(List<PlaytestReport.SeedRange> sorted) {
    List<PlaytestReport.SeedRange> out = new ArrayList<>();
    for (PlaytestReport.SeedRange r : sorted) {
      if (!out.isEmpty() && out.get(out.size() - 1).to() + 1 == r.from()) {
        out.set(
            out.size() - 1, new PlaytestReport.SeedRange(out.get(out.size() - 1).from(), r.to()));
      } else {
        out.add(r);
      }
    }
    return out;
  }

  private static String firstSeed(JsonNode root) {
    JsonNode seeds = root.path("seeds");
    return seeds.size() > 0 ? seeds.get(0).path("from").asText() : "S";
  }

  private static String seedCount(JsonNode root) {
    JsonNode seeds = root.path("seeds");
    if (seeds.size() != 1) {
      return "N";
    }
    return String.valueOf(
        seeds.get(0).path("to").asLong() - seeds.get(0).path("from").asLong() + 1);
  }

  /** The options a batch was played with, as the command line gives them (defaults left out). */
  private static String settings(JsonNode root) {
    List<String> bots = new ArrayList<>();
    root.path("bots").forEach(n -> bots.add(n.asText()));
    StringBuilder out = new StringBuilder();
    if (bots.size() == 3 || bots.size() == 4) {
      out.append(" --teams ").append(bots.size() == 3 ? "1v2" : "2v2");
    }
    boolean alike = bots.stream().distinct().count() == 1;
    if (!bots.isEmpty() && !(alike && bots.get(0).equals("greedy"))) {
      out.append(" --bots ").append(alike ? bots.get(0) : String.join(",", bots));
    }
    String comp = root.path("compensation").asText();
    if (!comp.isEmpty() && !comp.equals("both")) {
      out.append(" --compensation ").append(comp);
    }
    int maxTurns = root.path("maxTurns").asInt();
    if (maxTurns > 0 && maxTurns != 5000) {
      out.append(" --max-turns ").append(maxTurns);
    }
    return out.toString();
  }

  private static String shortDigest(String d) {
    return d.length() > 12 ? d.substring(0, 12) : d;
  }

  /** Finds where a key first appears in a file's text, for messages that point at it. */
  private record Located(String text, String path) {
    SourceRef key(String key) {
      int at = text.indexOf("\"" + key + "\"");
      if (at < 0) {
        return SourceRef.at(path, 1, 1);
      }
      int line = 1;
      int col = 1;
      for (int i = 0; i < at; i++) {
        if (text.charAt(i) == '\n') {
          line++;
          col = 1;
        } else {
          col++;
        }
      }
      int end = text.indexOf('\n', at);
      int start = text.lastIndexOf('\n', at) + 1;
      return SourceRef.at(path, line, col)
          .withLineText(text.substring(start, end < 0 ? text.length() : end));
    }
  }
}
