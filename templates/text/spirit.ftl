<#import "rules.ftl" as r>
**${card.ability}:** <@r.rules card.abilities card.modifiers card.text "spirit"/>
