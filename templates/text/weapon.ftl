<#import "effects.ftl" as fx>
<#-- The weapon's damage is its first effect, so what follows can say "it". -->
<#assign hit = {"kind": "damage", "amount": card.damage, "toSelf": false, "harmful": true}>
<@fx.list [hit] + card.effects card.targeting/><#if card.text?has_content> ${card.text}</#if>
