<#-- The words on the strip under the picture: what the card is. Its numbers (health, damage, range,
     area) are the strip's chips, drawn with their icons, so they are not written here. -->
<#macro reach over><#if over> · **Over**</#if></#macro>
<#switch kind>
<#case "spell">${card.element} Spell<@reach card.over/><#if card.noAction> · No action</#if><#break>
<#case "weapon-starting">Starting Weapon<@reach card.over/><#break>
<#case "weapon-item">Item Weapon<@reach card.over/><#break>
<#case "hero">Hero<#break>
<#case "turn-hero">Turn Order · Hero<#break>
<#case "turn-player">Turn Order · ${card.colour} Player<#break>
<#case "spirit">Spirit · Hand of ${card.handTotal}<#break>
<#case "chaos">Chaos Element<#break>
<#case "hyper-orb">Hyper Orb · ${card.hero}<#break>
<#default><#stop "no type line for card kind " + kind>
</#switch>
