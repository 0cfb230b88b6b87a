<#import "effects.ftl" as fx>
<#import "rules.ftl" as r>
<#-- The weapon's damage is its first effect, so what follows can say "it". -->
<#assign around = (card.targeting == "area" && card.range == 0)?then(" around the wielder", "")>
<#assign hit = {"kind": "damage", "amount": card.damage, "toSelf": false, "harmful": true}>
<@fx.list [hit] + card.effects card.targeting "your hero" "the wielder" "it" around/><#if card.modifiers?has_content> <@r.modifiers card.modifiers "weapon"/></#if><#if card.text?has_content> ${card.text}</#if>
