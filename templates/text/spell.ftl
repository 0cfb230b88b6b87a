<#import "effects.ftl" as fx>
<#import "rules.ftl" as r>
<#if card.targeting == "area" && card.range == 0>Centred on the caster: </#if><@fx.list card.effects card.targeting/><#if card.modifiers?has_content> <@r.modifiers card.modifiers "spell"/></#if><#if card.text?has_content> ${card.text}</#if>
