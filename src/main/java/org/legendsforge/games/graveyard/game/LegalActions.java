package org.legendsforge.games.graveyard.game;

import java.util.ArrayList;
import java.util.List;
import org.legendsforge.games.graveyard.model.Ability;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.games.graveyard.model.Trigger;
import org.legendsforge.games.graveyard.rules.PickupKind;

/**
 * Every action the deciding player may take now, in a fixed order (so a seeded bot picking among
 * them is reproducible): in a hero turn the steps, attacks, casts, the pickup, claims, then the
 * end; in a player turn the redistributions, then the end.
 */
final class LegalActions {
  private static final Action.Resource[] RESOURCES = Action.Resource.values();

  private LegalActions() {}

  static List<Action> of(GameState s) {
    List<Action> out =
        new ArrayList<>(24); // random games: ~14 actions in a player turn, ~6 in a hero turn

    switch (s.phase()) {
      case PICK_SPIRIT -> {
        for (int sp = 0; sp < s.table.cards().spiritCount(); sp++) {
          if (!s.score.spiritTaken(sp)) {
            out.add(new Action.PickSpirit(sp));
          }
        }
      }
      case PICK_HERO -> {
        for (int h = 0; h < s.heroCount(); h++) {
          if (s.life(h) == Life.DORMANT) {
            out.add(new Action.PickHero(h));
          }
        }
      }
      case KEEP_WEAPON ->
          keeps(s.piles.startingDeck()).forEach(w -> out.add(new Action.KeepWeapon(w)));
      case DRAW_TURN -> out.add(new Action.DrawTurn());
      case HERO_TURN -> heroTurn(s, out);
      case PLAYER_TURN -> playerTurn(s, out);
      case SPAWN -> {
        for (int h : s.turn.offer()) {
          keeps(s.piles.startingDeck()).forEach(w -> out.add(new Action.Spawn(h, w)));
        }
      }
      case RESPAWN_ORB -> Orbs.missing(s).forEach(k -> out.add(new Action.RespawnOrb(k)));
      case COMPENSATE -> {
        for (int h : Orbs.tradeHeroes(s, s.turn.tradeSide())) {
          out.add(new Action.Compensate(h));
        }
      }
      case DISCARD -> discards(s, out);
      case TRIGGERED -> out.addAll(Interrupts.options(s));
      case OVER -> {}
    }
    return out;
  }

  /** The weapons a hero may keep from a deck: its top 3, or -1 alone when it is empty. */
  static List<Integer> keeps(int[] deck) {
    List<Integer> out = new ArrayList<>();
    for (int w : Armoury.offer(deck)) {
      out.add(w);
    }
    if (out.isEmpty()) {
      out.add(-1);
    }
    return out;
  }

  private static void heroTurn(GameState s, List<Action> out) {
    int hero = s.turn.hero();
    if (s.life(hero) != Life.ACTIVE) {
      out.add(new Action.EndTurn());
      return;
    }
    for (int c : Moves.steps(s, hero)) {
      out.add(new Action.Step(c));
    }
    pickups(s, hero, out);
    if (Moves.sharesCell(s, hero)) {
      return; // passing through another hero: only steps, and an orb picked up in passing
    }
    if (!s.stunned(hero)) {
      attacks(s, hero, out);
      casts(s, hero, out);
    }
    hyper(s, hero, out);
    claims(s, hero, out);
    out.add(new Action.EndTurn());
  }

  /**
   * The steps of the active hero's move and the pickup of the orb it stands on, as {@link #of}
   * lists them first in a hero turn (empty outside a hero turn or for a hero no longer in play).
   */
  static List<Action> moves(GameState s) {
    List<Action> out = new ArrayList<>();
    int hero = s.turn.hero();
    if (s.phase() != Phase.HERO_TURN || s.life(hero) != Life.ACTIVE) {
      return out;
    }
    for (int c : Moves.steps(s, hero)) {
      out.add(new Action.Step(c));
    }
    pickups(s, hero, out);
    return out;
  }

  private static void pickups(GameState s, int hero, List<Action> out) {
    if (Orbs.canCollect(s, hero)) {
      if (GameState.orbKind(s.orbAt(s.cell(hero))) == PickupKind.ITEM) {
        for (int w : Armoury.offer(s.piles.itemDeck())) {
          out.add(new Action.Pickup(w));
        }
      } else {
        out.add(new Action.Pickup(-1));
      }
    }
  }

  private static void attacks(GameState s, int hero, List<Action> out) {
    if (s.actions.weaponUsed()) {
      return;
    }
    int[] held = s.board.weapons(hero);
    for (int i = 0; i < held.length; i++) {
      int w = held[i];
      if (heldBefore(held, i)) {
        continue; // one entry per weapon, however many copies the hero holds
      }
      Strike strike = s.table.cards().weaponStrike(w);
      Use use = Use.weapon(s, w, hero);
      if (s.actions.moveUsed() && InForce.excludesMove(s, use)) {
        continue;
      }
      aimed(s, use, strike, (t, c) -> new Action.Attack(w, t, c), out);
    }
  }

  /** The strike at every aim it may take, with every set of choices it then leaves. */
  private static void aimed(
      GameState s,
      Use use,
      Strike strike,
      java.util.function.BiFunction<AimAt, Choices, Action> action,
      List<Action> out) {
    for (AimAt t : Aim.targets(s, use, strike)) {
      if (!strike.leavesChoices()) {
        out.add(action.apply(t, Choices.NONE)); // no need to know whom it hits
        continue;
      }
      for (Choices c : ChoiceOptions.of(s, use, strike, Aim.struck(s, use, strike, t))) {
        out.add(action.apply(t, c));
      }
    }
  }

  private static boolean heldBefore(int[] held, int i) {
    for (int j = 0; j < i; j++) {
      if (held[j] == held[i]) {
        return true;
      }
    }
    return false;
  }

  private static void casts(GameState s, int hero, List<Action> out) {
    int player = s.turnPlayer();
    int last = -1;
    for (int card : s.piles.hand(player)) {
      int spellIndex = s.table.cards().spellOfCard(card);
      Spell spell = s.table.cards().spell(spellIndex);
      if (s.mana(hero) < spell.cost() || (s.actions.spellUsed() && !spell.noAction())) {
        continue; // (asked first: it is the same for every copy, and cheaper)
      }
      if (spellIndex == last || SpellDecks.cardFor(s, player, spellIndex) != card) {
        continue; // one entry per spell, whichever copy would be spent
      }
      last = spellIndex;
      Strike strike = s.table.cards().spellStrike(spellIndex);
      Use use = Use.spell(s, spellIndex, hero);
      if (s.actions.moveUsed() && InForce.excludesMove(s, use)) {
        continue;
      }
      aimed(s, use, strike, (t, c) -> new Action.Cast(spellIndex, t, c), out);
    }
  }

  /** The hero's hyper ability used once in its turn, when it holds an orb and can pay. */
  private static void hyper(GameState s, int hero, List<Action> out) {
    if (s.actions.abilityUsed() || !s.holdsHyper(hero)) {
      return;
    }
    Ability a = s.table.cards().hero(hero).hyper().ability().orElse(null);
    if (a != null && a.trigger() == Trigger.ONCE_PER_TURN && Abilities.canPay(s, hero, a.cost())) {
      out.addAll(Abilities.options(s, Use.hyper(s, hero), a, -1));
    }
  }

  private static void discards(GameState s, List<Action> out) {
    int player = s.turn.discarder();
    int last = -1;
    for (int card : s.piles.hand(player)) {
      int same = last < 0 ? -1 : last;
      last = card;
      boolean duplicate =
          same >= 0
              && s.table.cards().spellOfCard(same) == s.table.cards().spellOfCard(card)
              && s.table.cards().deckOfCard(same) == s.table.cards().deckOfCard(card);
      if (!duplicate && SpellDecks.discardable(s, player, card)) {
        out.add(new Action.Discard(card));
      }
    }
  }

  private static void claims(GameState s, int hero, List<Action> out) {
    if (s.actions.claimed()
        || s.claims(Lineup.sideOf(s.turnPlayer()))
            >= s.table.rule(org.legendsforge.games.graveyard.rules.RuleValue.CLAIMS_PER_SIDE)) {
      return;
    }
    for (int h = 0; h < s.heroCount(); h++) {
      if (s.life(h) == Life.DORMANT && Battlefield.touches(s.cell(hero), s.cell(h))) {
        for (int w : keeps(s.piles.startingDeck())) {
          out.add(new Action.Claim(h, w));
        }
      }
    }
  }

  /** The spirit's ability, then redistributions between the heroes of the player's side. */
  private static void playerTurn(GameState s, List<Action> out) {
    int player = s.turnPlayer();
    int side = Lineup.sideOf(player);
    if (!s.actions.abilityUsed() && s.spirit(player) >= 0) {
      Ability a = s.table.cards().spirit(s.spirit(player)).ability().orElse(null);
      if (a != null && a.trigger() == Trigger.PLAYER_TURN) {
        out.addAll(Abilities.options(s, Use.spirit(s, player), a, -1));
      }
    }
    int[] active = s.activeHeroes();
    int[] friends = new int[active.length];
    int n = 0;
    for (int h : active) {
      if (s.side(h) == side) {
        friends[n++] = h;
      }
    }
    for (int i = 0; i < n && s.actions.points() > 0; i++) {
      for (int j = 0; j < n; j++) {
        if (i == j) {
          continue;
        }
        for (Action.Resource r : RESOURCES) {
          int points = Redistribution.cost(s, r, 1);
          if (Redistribution.allowed(s, r, friends[i], friends[j], points)) {
            out.add(new Action.Redistribute(r, friends[i], friends[j], points));
          }
        }
      }
    }
    out.add(new Action.EndTurn());
  }
}
