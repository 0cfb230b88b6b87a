package org.legendsforge.games.graveyard.model;

import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Immutable sets of enum constants that iterate in declaration order: card records' {@code
 * toString()} feeds the render cache keys, so it must not follow a per-run hash order.
 */
final class EnumSets {
  private EnumSets() {}

  static <E extends Enum<E>> Set<E> copy(Class<E> type, Collection<E> values) {
    EnumSet<E> set = EnumSet.noneOf(type);
    set.addAll(values);
    return Collections.unmodifiableSet(set);
  }
}
