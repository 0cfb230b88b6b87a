package org.legendsforge.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.pipeline.PlaytestQuality;
import org.legendsforge.pipeline.PlaytestRequest;
import org.legendsforge.pipeline.PlaytestRun;
import org.legendsforge.pipeline.PlaytestStudies;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.pipeline.ReportFormat;
import org.legendsforge.pipeline.RunOutcome;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code forge playtest}: plays many seeded games between bots on every core and reports what they
 * show about the cards and the game, with 95% intervals (docs/playtest.md); writes
 * reports/playtest.html. {@code --batch} also keeps the tallies to merge later, {@code --merge}
 * reports on merged batches, {@code --check-with} checks the verdicts with a stronger bot ({@link
 * PlaytestRun}); {@code --ladder} plays the seeds with several bots, {@code --compare-variants}
 * under several variants, and {@code --since}/{@code --compare} on two card sets ({@link
 * PlaytestStudies}).
 */
@Command(
    name = "playtest",
    mixinStandardHelpOptions = true,
    description = {
      "Plays many seeded games between bots on every core and reports win rates, luck and each"
          + " card's value in play, with 95%% intervals; writes reports/playtest.html in the output"
          + " folder.",
      "Exit status: 0 ok, 1 data errors (or batches that do not merge), 2 usage errors, 3 output"
          + " failure, 4 a bug in forge (--verbose shows it)."
    })
final class PlaytestCommand implements Callable<Integer> {
  @Mixin DataOptions dataOptions;

  @Mixin PlaytestGames games;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "What to print: text (default), json or html (the page).")
  ReportFormat format = ReportFormat.text;

  @Mixin PlaytestModes modes;

  @Mixin VariantOption variant;

  @Mixin QualityOption quality;

  @Mixin ClusterOption cluster;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "The output folder (default: output in the project).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws Exception {
    games.check(spec.commandLine());
    modes.check(spec.commandLine(), variant.id != null, games.compensation != null);
    quality.check(spec.commandLine(), modes, games.compensation != null);
    ProjectPaths paths = ProjectPaths.fromSystem();
    TerminalConsole console = new TerminalConsole(spec);
    if (quality.on() || modes.compare != null || modes.since != null) {
      cluster.local(
          spec.commandLine(),
          console,
          paths,
          dataOptions.data,
          quality.on() ? "--quality" : modes.since != null ? "--since" : "--compare");
    }
    PlaytestStudies studies = new PlaytestStudies(paths, console);
    // a study compares its runs by the rules' compensation; the playtest plays both ways
    PlaytestRequest study = request(Playtest.Compensation.ON);
    RunOutcome outcome;
    if (quality.on() && modes.compareVariants != null) {
      outcome =
          new PlaytestQuality(paths, console)
              .variants(study, modes.compareVariants, quality.pace, quality.skill());
    } else if (quality.on()) {
      outcome = new PlaytestQuality(paths, console).run(study, quality.pace, quality.skill());
    } else if (modes.compare != null) {
      outcome = studies.compareFolders(study, modes.compare.get(0), modes.compare.get(1));
    } else if (modes.since != null) {
      outcome = studies.compareSince(study, modes.since);
    } else if (modes.compareVariants != null) {
      outcome =
          cluster.run(
              spec.commandLine(),
              console,
              paths,
              dataOptions.data,
              link -> studies.on(link).variants(study, modes.compareVariants));
    } else if (modes.ladder != null) {
      outcome =
          cluster.run(
              spec.commandLine(),
              console,
              paths,
              dataOptions.data,
              link -> studies.on(link).ladder(study, modes.ladder));
    } else {
      PlaytestRequest playtest = request(Playtest.Compensation.BOTH);
      outcome =
          cluster.run(
              spec.commandLine(),
              console,
              paths,
              dataOptions.data,
              link -> new PlaytestRun(paths, console).on(link).run(playtest, modes.playtest()));
    }
    return RunOutcomes.exit(spec, outcome);
  }

  private PlaytestRequest request(Playtest.Compensation defaultCompensation) {
    return new PlaytestRequest(
        dataOptions.data,
        out,
        variant.id(),
        games.seats(),
        games.options(defaultCompensation),
        format);
  }
}
