<#import "effects.ftl" as fx>
<#assign hit = {"kind": "damage", "amount": card.damage, "toSelf": false, "harmful": true}>
<@fx.one hit fx.who(hit, card.targeting)/><#if card.effects?has_content> <@fx.list card.effects card.targeting/></#if><#if card.text?has_content> ${card.text}</#if>
