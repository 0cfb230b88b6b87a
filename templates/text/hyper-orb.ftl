<#import "effects.ftl" as fx>
**${card.hyperName}:** <@fx.list card.hyperEffects "any"/><#if card.hyperText?has_content> ${card.hyperText}</#if>

Only ${card.hero} gains this ability while holding a hyper orb.
