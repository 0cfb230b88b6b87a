<#-- Turns structured effects into rules text. Imported by the card templates as fx.
     Icons are written {damage} {health} {mana}; **double stars** make bold.
     Every effect kind of docs/card-data.md has a sentence here; an unknown kind stops the build. -->
<#function who e targeting self subject around>
  <#if e.toSelf || targeting == "self"><#return self></#if>
  <#switch targeting>
    <#case "area"><#return e.harmful?then("each enemy in the area", "each friend in the area") + around>
    <#case "hero"><#return "the target">
    <#case "all"><#return "every hero">
    <#-- The ability's lead already named whom it lands on: "it", "each of them". -->
    <#case "named"><#return subject>
    <#default><#return e.harmful?then("an enemy hero", "a friendly hero")>
  </#switch>
</#function>
<#function cells n><#return (n == 1)?then("1 cell", n + " cells")></#function>
<#-- A second effect on the same heroes says "it" or "each of them" instead of repeating. -->
<#function again w>
  <#if w?starts_with("each ") || w?starts_with("every ")><#return "each of them"></#if>
  <#return "it">
</#function>
<#-- self: whom "to: self" names (the caster's "your hero", a hero's own "it");
     user: whom a push in an area moves away from; subject: whom a named target is;
     around: where an area lies when it is not aimed ("around the caster"). -->
<#macro list effects targeting self="your hero" user="the caster" subject="it" around=""><#local prev = ""><#local from = (targeting == "area")?then(user, "")><#list effects as e><#local w = who(e, targeting, self, subject, around)><#local shown = (w == prev)?then(again(w), w)><@one e shown from/><#local prev = w><#sep> </#sep></#list></#macro>
<#-- from: in an area, the hero a push or pull is measured from ("the caster"); else "". -->
<#macro one e w from><#switch e.kind>
<#case "damage">${w?cap_first} takes ${e.amount} {damage}.<#break>
<#case "heal">${w?cap_first} heals ${e.amount} {health}.<#break>
<#case "mana"><#if e.amount gte 0>${w?cap_first} gains ${e.amount} {mana}.<#else>${w?cap_first} loses ${-e.amount} {mana}.</#if><#break>
<#case "shield">${w?cap_first} gains a **Shield** against the next ${e.amount} {damage}.<#break>
<#case "stun">**Stun** ${w}.<#break>
<#case "stuck">${w?cap_first} is **Stuck**.<#break>
<#case "slow">**Slow** ${w}.<#break>
<#case "decay">${w?cap_first} gains ${e.amount} **Decay**.<#break>
<#case "push">**Push** ${w} ${cells(e.amount)}<#if from?has_content> away from ${from}</#if>.<#break>
<#case "pull">**Pull** ${w} ${cells(e.amount)}<#if from?has_content> towards ${from}</#if>.<#break>
<#case "move">${w?cap_first} moves up to ${cells(e.amount)}.<#break>
<#case "teleport">**Teleport** ${w} up to ${cells(e.amount)}.<#break>
<#case "draw">Draw ${e.amount} ${(e.amount == 1)?then("spell", "spells")} from any deck.<#break>
<#case "cleanse">**Cleanse** ${w}.<#break>
<#default><#stop "no wording for effect kind " + e.kind>
</#switch></#macro>
