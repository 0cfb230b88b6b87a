<#import "effects.ftl" as fx>
<@fx.list card.effects card.targeting/><#if card.text?has_content> ${card.text}</#if>
