package org.legendsforge.kit.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.geom.PathIterator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Icon paths are SVG path data read by the SVG library; a path it must cut short is refused. */
class PathDataTest {
  @Test
  void theUsualCommandsAndTheirRelativeFormsDrawThePath() {
    var path = PathData.parse("M2 2 h4 v4 L2 6 C2 5 2 4 2 3 q0 -1 1 -1 Z");
    assertThat(path.getBounds2D().getWidth()).isEqualTo(4.0);
    assertThat(segments(path))
        .containsExactly(
            PathIterator.SEG_MOVETO,
            PathIterator.SEG_LINETO,
            PathIterator.SEG_LINETO,
            PathIterator.SEG_LINETO,
            PathIterator.SEG_CUBICTO,
            PathIterator.SEG_QUADTO,
            PathIterator.SEG_CLOSE);
  }

  @Test
  void arcsAndSmoothCurvesWhichTheOldParserRefusedNowDraw() {
    var arc = PathData.parse("M2 12 A 10 10 0 0 1 22 12");
    assertThat(arc.getBounds2D().getMinY()).isLessThan(3.0);
    assertThat(PathData.parse("M0 0 C 0 5 5 5 5 0 S 10 -5 10 0").getBounds2D().getWidth())
        .isEqualTo(10.0);
  }

  @Test
  void aPathTheLibraryStopsShortIsRefusedWithThePlace() {
    assertThatThrownBy(() -> PathData.parse("M1 1 L 4 4 X 2")).hasMessageContaining("at character");
    assertThatThrownBy(() -> PathData.parse("M0 0 L")).hasMessageContaining("cannot be read");
    assertThatThrownBy(() -> PathData.parse("1 1")).hasMessageContaining("at character 1");
    assertThatThrownBy(() -> PathData.parse("")).hasMessageContaining("starts with M");
  }

  private static List<Integer> segments(java.awt.geom.Path2D path) {
    List<Integer> out = new ArrayList<>();
    for (PathIterator it = path.getPathIterator(null); !it.isDone(); it.next()) {
      out.add(it.currentSegment(new double[6]));
    }
    return out;
  }
}
