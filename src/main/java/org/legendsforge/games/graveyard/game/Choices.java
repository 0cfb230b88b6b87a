package org.legendsforge.games.graveyard.game;

import java.util.List;
import org.legendsforge.games.graveyard.rules.PushBack;

/**
 * The choices an effect leaves to its owner: where a moved or teleported hero ends ({@code
 * destination}, -1 when there is none), the axis of each push or pull step that could go either way
 * (docs/rules-model.md §5), and the deck of each spell a draw effect takes.
 */
public record Choices(int destination, List<PushChoice> pushes, List<Integer> draws) {
  public static final Choices NONE = new Choices(-1, List.of(), List.of());

  public Choices {
    pushes = List.copyOf(pushes);
    draws = List.copyOf(draws);
  }

  /**
   * The axes chosen for one pushed or pulled hero, one per step on which it differs from the origin
   * on both axes, in order.
   */
  public record PushChoice(int hero, List<PushBack.Axis> axes) {
    public PushChoice {
      axes = List.copyOf(axes);
    }
  }

  /** The axes chosen for a hero, empty when none were. */
  List<PushBack.Axis> axesFor(int hero) {
    for (PushChoice p : pushes) {
      if (p.hero() == hero) {
        return p.axes();
      }
    }
    return List.of();
  }

  Choices withDestination(int cell) {
    return new Choices(cell, pushes, draws);
  }

  Choices withPushes(List<PushChoice> p) {
    return new Choices(destination, p, draws);
  }

  Choices withDraws(List<Integer> d) {
    return new Choices(destination, pushes, d);
  }
}
