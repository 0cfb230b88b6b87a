package org.legendsforge.kit.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.legendsforge.kit.report.Footprint.Box;
import org.legendsforge.kit.report.Footprint.Disc;
import org.legendsforge.kit.report.LabelPlacer.Label;
import org.legendsforge.kit.report.LabelPlacer.Placed;
import org.legendsforge.kit.report.LabelPlacer.Result;

/**
 * Names placed on a chart never cover each other, a point or a leader, never leave the plot, stay
 * beside a lone point, and come out the same every time.
 */
class LabelPlacerTest {
  private static final Box PLOT = new Box(50, 30, 440, 300);
  private static final double SIZE = 10.5;

  private static Result place(List<Label> labels, List<Disc> marks, int max) {
    return new LabelPlacer(PLOT, TextWidth.BOLD, SIZE).place(labels, marks, max);
  }

  /** Twenty points within a few pixels of each other, as mispriced spells of one price sit. */
  private static List<Label> crowd() {
    List<Label> out = new ArrayList<>();
    String[] names = {
      "Healing Rain",
      "Mend",
      "Sanctuary",
      "Wellspring",
      "Plague Cloud",
      "Thunderclap",
      "Tremor",
      "Tidal Wave",
      "Earthquake",
      "Wildfire",
      "Radiance",
      "Second Dawn",
      "Standing Stones",
      "Whirlpool",
      "Wither",
      "Fireball",
      "Pyre Burst",
      "Cyclone",
      "Blink",
      "Mending Current"
    };
    for (int i = 0; i < names.length; i++) {
      out.add(new Label(names[i], 260 + (i % 5) * 6, 180 + (i / 5) * 5, 9));
    }
    return out;
  }

  private static List<Disc> marks(List<Label> labels) {
    return labels.stream().map(l -> new Disc(l.x(), l.y(), l.radius())).toList();
  }

  @Test
  void twentyPointsInOneSpotGetNamesThatOverlapNeitherEachOtherNorAPointNorLeaveThePlot() {
    List<Label> crowd = crowd();
    Result r = place(crowd, marks(crowd), 20);

    assertThat(r.placed()).hasSizeGreaterThanOrEqualTo(8);
    assertThat(r.placed().size() + r.left()).isEqualTo(20);
    for (Placed p : r.placed()) {
      assertThat(p.box().inside(PLOT)).as(p.label().text()).isTrue();
      for (Disc d : marks(crowd)) {
        assertThat(d.overlaps(p.box())).as(p.label().text() + " over a point").isFalse();
      }
      for (Placed q : r.placed()) {
        if (q != p) {
          assertThat(p.box().overlaps(q.box()))
              .as(p.label().text() + " and " + q.label().text())
              .isFalse();
          if (q.leader()) {
            assertThat(p.box().crossedBy(q.leaderLine()))
                .as(q.label().text() + "'s leader through " + p.label().text())
                .isFalse();
          }
          if (p.leader() && q.leader()) {
            assertThat(p.leaderLine().crosses(q.leaderLine())).isFalse();
          }
        }
      }
    }
  }

  @Test
  void everyNameInACrowdIsBesideItsPointWithRoomToSpareOrJoinedToItByALeader() {
    List<Label> crowd = crowd();
    List<Disc> marks = marks(crowd);
    Result r = place(crowd, marks, 20);

    assertThat(r.placed()).anyMatch(Placed::leader);
    for (Placed p : r.placed()) {
      Label own = p.label();
      for (Disc other : marks) {
        if (other.contains(own.x(), own.y())) {
          continue; // its own marker, or one on top of it
        }
        if (p.leader()) {
          assertThat(other.crossedBy(p.leaderLine()))
              .as(own.text() + "'s leader over another point")
              .isFalse();
        } else {
          assertThat(other.distance(p.box()))
              .as(own.text() + " beside another point")
              .isGreaterThanOrEqualTo(8);
        }
      }
    }
  }

  @Test
  void aLonePointKeepsItsNameRightBesideItWithNoLeader() {
    Label lone = new Label("Blood Pact", 200, 150, 9);
    Result r = place(List.of(lone), List.of(new Disc(200, 150, 9)), 12);

    assertThat(r.left()).isZero();
    Placed p = r.placed().get(0);
    assertThat(p.leader()).isFalse();
    assertThat(p.box().x()).isEqualTo(200 + 9 + 2); // just right of the ring, with a 2 px gap
    assertThat(p.box().y() + p.box().h() / 2).isEqualTo(150.0); // on the point's level
  }

  @Test
  void aPointAtThePlotsRightEdgeHasItsNameOnItsLeft() {
    Label edge = new Label("Falling Star", 480, 150, 9);
    Placed p = place(List.of(edge), List.of(new Disc(480, 150, 9)), 12).placed().get(0);

    assertThat(p.leader()).isFalse();
    assertThat(p.box().right()).isEqualTo(480 - 9 - 2);
  }

  @Test
  void aNameKeepsOffWhatElseIsDrawnThere() {
    Label mean = new Label("mean 369.2 turns", 300, 40, 1);
    Box tallBar = new Box(305, 35, 20, 290); // just right of the point, up to near the top
    Placed p =
        new LabelPlacer(PLOT, TextWidth.REGULAR, 12)
            .place(List.of(mean), List.of(tallBar), 1)
            .placed()
            .get(0);

    assertThat(tallBar.overlaps(p.box())).isFalse();
    assertThat(p.box().right()).as("on the free side, the left").isLessThanOrEqualTo(300);

    Label onBar = new Label("Heavy Crossbow", 300, 180, 4);
    Box bar = new Box(150, 170, 300, 20); // the point sits on it
    Placed q =
        new LabelPlacer(PLOT, TextWidth.BOLD, SIZE)
            .place(List.of(onBar), List.of(bar), 1)
            .placed()
            .get(0);

    assertThat(bar.overlaps(q.box())).isFalse();
  }

  @Test
  void theSameInputGivesTheSamePlaces() {
    Result once = place(crowd(), marks(crowd()), 20);
    Result again = place(crowd(), marks(crowd()), 20);

    assertThat(again).isEqualTo(once);
  }

  @Test
  void theFirstNamesComeFirstAndPlacingStopsAtTheMostAllowed() {
    List<Label> crowd = crowd();
    Result r = place(crowd, marks(crowd), 5);

    assertThat(r.placed()).hasSize(5);
    assertThat(r.left()).isEqualTo(15);
    assertThat(r.placed().get(0).label()).isEqualTo(crowd.get(0));
    assertThat(r.placed().get(0).leader()).as("the first name takes a place beside").isFalse();
  }

  @Test
  void aNameWiderThanThePlotIsLeftOutAndCounted() {
    Label wide = new Label("x".repeat(120), 200, 150, 4);
    Result r = place(List.of(wide), List.of(), 12);

    assertThat(r.placed()).isEmpty();
    assertThat(r.left()).isEqualTo(1);
  }
}
