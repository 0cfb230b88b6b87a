package org.legendsforge.model;

import java.util.Optional;

/** A player's card in the Turn Order deck: when drawn, that player takes a player turn. */
public record PlayerCard(String id, String name, String colour, String text, Optional<Art> art)
    implements Card {
  /** A player card without art (it shows its generated emblem). */
  public PlayerCard(String id, String name, String colour, String text) {
    this(id, name, colour, text, Optional.empty());
  }
}
