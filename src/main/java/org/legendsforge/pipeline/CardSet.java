package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.data.LoadResult;
import org.legendsforge.games.graveyard.diff.FolderDigest;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Variant;
import org.legendsforge.games.graveyard.playtest.Batch;
import org.legendsforge.games.graveyard.playtest.BatchFile;
import org.legendsforge.games.graveyard.playtest.BatchMerge;
import org.legendsforge.games.graveyard.playtest.LineupSeats;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.PlaytestReport;
import org.legendsforge.games.graveyard.playtest.Seats;
import org.legendsforge.games.graveyard.playtest.report.PlaytestPage;
import org.legendsforge.games.graveyard.playtest.report.ReportBuilder;
import org.legendsforge.games.graveyard.playtest.studies.VariantPlaytest;
import org.legendsforge.kit.data.shape.Suggestions;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.diag.SourceMap;

/**
 * A card-data folder ready to be played: its validated catalog, the balance model's weights (the
 * playtest prices what cards did with them) and a digest of every file in it, which names the card
 * data in a playtest batch, and where each card's fields are written.
 */
public record CardSet(
    Path dir, Catalog catalog, BalanceWeights weights, String digest, SourceMap sources) {
  /**
   * Loads and validates {@code dir} for games in {@code seats} (a spirit and a player card for each
   * player of its lineup, {@link LineupSeats}); problems go to {@code sink}, empty when there were
   * errors.
   */
  public static Optional<CardSet> load(ProjectPaths paths, Path dir, Seats seats, Diagnostics sink)
      throws IOException {
    LoadResult loaded = DataStage.withEveryCheck(paths).run(dir);
    sink.addAll(loaded.diagnostics());
    if (loaded.catalog().isEmpty()) {
      return Optional.empty();
    }
    Catalog catalog = loaded.catalog().get();
    sink.addAll(LineupSeats.check(catalog, loaded.sources(), seats.lineup()));
    Optional<BalanceWeights> weights = BalanceInputs.weights(catalog, dir, sink);
    if (weights.isEmpty() || sink.hasErrors()) {
      return Optional.empty();
    }
    return Optional.of(
        new CardSet(
            dir, catalog, weights.get(), FolderDigest.of(dir, p -> true), loaded.sources()));
  }

  /**
   * This card set under the variant {@code id} ({@value Variant#RULES_ID}: the set as it is), its
   * digest naming the variant, so a batch of it never merges with one of the designer's rules;
   * empty when the data has no such variant.
   */
  public Optional<CardSet> under(String id) {
    if (id.equals(Variant.RULES_ID)) {
      return Optional.of(this);
    }
    return VariantChoice.apply(catalog, id)
        .map(c -> new CardSet(dir, c, weights, digest + "@" + id, sources));
  }

  /** The variants of this card data a command may name, for a usage error. */
  public String variantHint() {
    return VariantChoice.hint(catalog);
  }

  /**
   * Why {@code id} names nothing {@code forge tune} can tune (no spell, weapon, hero or spirit),
   * with the closest id; empty when it names one.
   */
  public Optional<String> unknownCard(String id) {
    List<String> known = new ArrayList<>();
    catalog.spells().forEach(s -> known.add(s.id()));
    catalog.startingWeapons().forEach(w -> known.add(w.id()));
    catalog.itemWeapons().forEach(w -> known.add(w.id()));
    catalog.heroes().forEach(h -> known.add(h.id()));
    catalog.spirits().forEach(s -> known.add(s.id()));
    if (known.contains(id)) {
      return Optional.empty();
    }
    return Optional.of(
        "no spell, weapon, hero or spirit has the id \""
            + id
            + "\""
            + Suggestions.closest(id, known).map(s -> " (did you mean \"" + s + "\"?)").orElse(""));
  }

  /**
   * The playtest of a trial edit of this card set ({@code forge tune}'s): the folder read with the
   * files of {@code patched} in place of its own, priced with this set's weights; empty when the
   * edit does not load.
   */
  public Optional<Playtest> trial(ProjectPaths paths, Map<String, String> patched) {
    return DataStage.withEveryCheck(paths)
        .run(dir, patched)
        .catalog()
        .map(c -> new Playtest(c, weights, digest));
  }

  /** The playtest of this card set: its games, priced with its weights, named by its digest. */
  public Playtest playtest() {
    return new Playtest(catalog, weights, digest);
  }

  /** The same seeds played under several variants of this card set. */
  public VariantPlaytest variants() {
    return new VariantPlaytest(catalog, weights, digest);
  }

  /** Turns this card set's playtests into reports. */
  public ReportBuilder reports() {
    return new ReportBuilder(catalog, model());
  }

  /** A batch of this card set's games as a batch file's text, to merge later. */
  public String batchFile(Batch batch) {
    return new BatchFile(catalog).write(batch);
  }

  /** Merges batch files of this card set, which the messages name by {@code label}. */
  public BatchMerge batchMerge(String label) {
    return new BatchMerge(catalog, digest, label);
  }

  /** The playtest page of {@code report}, with this card set's spell tolerance. */
  public String playtestPage(PlaytestReport report) {
    return new PlaytestPage().html(report, weights.targets().spellTolerance());
  }

  /** The balance model of this card set's weights. */
  public BalanceModel model() {
    return new BalanceModel(weights);
  }
}
