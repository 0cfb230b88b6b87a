<#-- Turns structured effects into rules text. Imported by the card templates as fx.
     Icons are written {damage} {health} {mana}; **double stars** make bold.
     Every effect kind of docs/card-data.md has a sentence here; an unknown kind stops the build. -->
<#function who e targeting>
  <#if e.toSelf || targeting == "self"><#return "your hero"></#if>
  <#switch targeting>
    <#case "area"><#return e.harmful?then("each enemy in the area", "each friend in the area")>
    <#case "hero"><#return "the target">
    <#case "all"><#return "every hero">
    <#-- The ability's trigger line already named who it lands on. -->
    <#case "named"><#return "it">
    <#default><#return e.harmful?then("an enemy hero", "a friendly hero")>
  </#switch>
</#function>
<#function cells n><#return (n == 1)?then("1 cell", n + " cells")></#function>
<#-- A second effect on the same heroes says "it" or "each of them" instead of repeating. -->
<#function again w>
  <#if w?starts_with("each ")><#return "each of them"></#if>
  <#if w == "every hero"><#return w></#if>
  <#return "it">
</#function>
<#macro list effects targeting><#local prev = ""><#list effects as e><#local w = who(e, targeting)><#local shown = (w == prev)?then(again(w), w)><@one e shown/><#local prev = w><#sep> </#sep></#list></#macro>
<#macro one e w><#switch e.kind>
<#case "damage">${w?cap_first} takes ${e.amount} {damage}.<#break>
<#case "heal">${w?cap_first} heals ${e.amount} {health}.<#break>
<#case "mana"><#if e.amount gte 0>${w?cap_first} gains ${e.amount} {mana}.<#else>${w?cap_first} loses ${-e.amount} {mana}.</#if><#break>
<#case "shield">${w?cap_first} gains a **Shield** against the next ${e.amount} {damage}.<#break>
<#case "stun">**Stun** ${w}.<#break>
<#case "stuck">${w?cap_first} is **Stuck**.<#break>
<#case "slow">**Slow** ${w}.<#break>
<#case "decay">${w?cap_first} gains ${e.amount} **Decay**.<#break>
<#case "push">**Push** ${w} ${cells(e.amount)}.<#break>
<#case "pull">**Pull** ${w} ${cells(e.amount)}.<#break>
<#case "move">${w?cap_first} moves up to ${cells(e.amount)}.<#break>
<#case "teleport">**Teleport** ${w} up to ${cells(e.amount)}.<#break>
<#case "draw">Draw ${e.amount} ${(e.amount == 1)?then("spell", "spells")}.<#break>
<#case "cleanse">**Cleanse** ${w}.<#break>
<#default><#stop "no wording for effect kind " + e.kind>
</#switch></#macro>
