${card.text}
