<#-- The line under the art: what the card is, and how it reaches its target. -->
<#macro reach range area over><#if range == 0 && !area?has_content>Self<#else>Range ${range}</#if><#if area?has_content> · Area ${area}</#if><#if over> · **Over**</#if></#macro>
<#switch kind>
<#case "spell">${card.element} Spell · <@reach card.range card.area card.over/><#if card.noAction> · No action</#if><#break>
<#case "weapon-starting">Starting Weapon · <@reach card.range card.area card.over/><#break>
<#case "weapon-item">Item Weapon · <@reach card.range card.area card.over/><#break>
<#case "hero">Hero · Health ${card.health}<#break>
<#case "turn-hero">Turn Order · Hero<#break>
<#case "turn-player">Turn Order · ${card.colour} Player<#break>
<#case "spirit">Spirit · Hand of ${card.handTotal}<#break>
<#case "chaos">Chaos Element<#break>
<#case "hyper-orb">Hyper Orb · ${card.hero}<#break>
<#default><#stop "no type line for card kind " + kind>
</#switch>
