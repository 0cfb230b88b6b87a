package org.legendsforge.cli;

import java.util.List;
import org.legendsforge.pipeline.DataStage;
import org.legendsforge.pipeline.ProjectPaths;

/** Wires the stages commands share, with every check family. */
final class Stages {
  private Stages() {}

  static DataStage data(ProjectPaths paths) {
    return new DataStage(paths, List.of());
  }
}
