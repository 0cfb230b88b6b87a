<#import "rules.ftl" as r>
**Hyper ability — ${card.hyper.name}**

<@r.rules card.hyper.abilities card.hyper.modifiers card.hyper.text "hero"/>
