<#import "rules.ftl" as r>
**${card.hero}** has this ability while holding a hyper orb:

**${card.hyper.name}.** <@r.rules card.hyper.abilities card.hyper.modifiers card.hyper.text "hero"/>
