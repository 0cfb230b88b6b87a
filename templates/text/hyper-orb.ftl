<#import "effects.ftl" as fx>
**${card.hero}** has this ability while holding a hyper orb:

**${card.hyperName}.** <@fx.list card.hyperEffects "any"/><#if card.hyperText?has_content> ${card.hyperText}</#if>
