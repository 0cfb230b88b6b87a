<#import "effects.ftl" as fx>
**Hyper — ${card.hyperName}:** <@fx.list card.hyperEffects "any"/><#if card.hyperText?has_content> ${card.hyperText}</#if>

While this hero holds a hyper orb it has this ability.
