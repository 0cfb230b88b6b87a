<#import "effects.ftl" as fx>
**${card.ability}:** <@fx.list card.effects "any"/><#if card.text?has_content> ${card.text}</#if>
