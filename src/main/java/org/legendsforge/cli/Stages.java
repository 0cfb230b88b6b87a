package org.legendsforge.cli;

import org.legendsforge.pipeline.DataStage;
import org.legendsforge.pipeline.ProjectPaths;
import org.legendsforge.validate.RulesChecks;

/** Wires the stages commands share, with every check family. */
final class Stages {
  private Stages() {}

  static DataStage data(ProjectPaths paths) {
    return new DataStage(paths, RulesChecks.all());
  }
}
