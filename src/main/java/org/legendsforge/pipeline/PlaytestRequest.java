package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.games.graveyard.playtest.Playtest;
import org.legendsforge.games.graveyard.playtest.Seats;

/**
 * What every {@code forge playtest} run is given: the card-data folder and output folder as the
 * user named them (null: the project's), the variant to play under, who plays, the games and what
 * to print.
 */
public record PlaytestRequest(
    Path data,
    Path out,
    Optional<String> variant,
    Seats seats,
    Playtest.Options options,
    ReportFormat format) {}
