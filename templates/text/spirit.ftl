<#import "effects.ftl" as fx>
**${card.ability}:** <#if card.when?has_content>${card.when}: </#if><@fx.list card.effects card.when?has_content?then("named", "any")/><#if card.text?has_content> ${card.text}</#if>
