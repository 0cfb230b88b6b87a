**Move** ${card.movement}
