<#import "effects.ftl" as fx>
**${card.hero}** has this ability while holding a hyper orb:

**${card.hyperName}.** <#if card.hyperWhen?has_content>${card.hyperWhen}: </#if><@fx.list card.hyperEffects card.hyperWhen?has_content?then("named", "any")/><#if card.hyperText?has_content> ${card.hyperText}</#if>
