package org.legendsforge.games.graveyard.bots;

/**
 * A bot whose hero turns are chosen among {@link TurnPlanner}'s plans: {@link ForcedUse} asks its
 * planner for the plans that use the forced card, so they are ranked as the bot itself ranks them.
 */
interface PlansTurns {
  TurnPlanner planner();
}
