<#import "effects.ftl" as fx>
<#import "rules.ftl" as r>
<#-- The weapon's damage is its first effect, so what follows can say "it". -->
<#assign hit = {"kind": "damage", "amount": card.damage, "toSelf": false, "harmful": true}>
<#if card.targeting == "area" && card.range == 0>Centred on the wielder: </#if><@fx.list [hit] + card.effects card.targeting "your hero" "the wielder"/><#if card.modifiers?has_content> <@r.modifiers card.modifiers "weapon"/></#if><#if card.text?has_content> ${card.text}</#if>
