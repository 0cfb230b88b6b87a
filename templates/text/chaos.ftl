<#import "effects.ftl" as fx>
<@fx.list card.effects "all"/><#if card.text?has_content> ${card.text}</#if>

Stays in force until the Turn Order deck is next reshuffled.
