<#import "effects.ftl" as fx>
**Hyper ability — ${card.hyperName}**

<@fx.list card.hyperEffects "any"/><#if card.hyperText?has_content> ${card.hyperText}</#if>
