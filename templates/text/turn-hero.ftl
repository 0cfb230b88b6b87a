**${card.name}** takes a hero turn: one move, one weapon and one spell action, in any order.
