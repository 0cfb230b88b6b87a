<#import "effects.ftl" as fx>
<#import "rules.ftl" as r>
<#-- An area that is not aimed lies around the caster: "each enemy in the area around the caster". -->
<#assign around = (card.targeting == "area" && card.range == 0)?then(" around the caster", "")>
<@fx.list card.effects card.targeting "your hero" "the caster" "it" around/><#if card.modifiers?has_content> <@r.modifiers card.modifiers "spell"/></#if><#if card.text?has_content> ${card.text}</#if>
