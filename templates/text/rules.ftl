<#-- Turns a card's rules as structure into sentences: when an ability happens, what it costs,
     on whom it lands, and the modifiers that hold while the card is in force. Imported by the
     card templates as r; the effects themselves are worded by effects.ftl (fx).
     owner is what the card belongs to: hero (a hyper ability), spirit, chaos, weapon or spell.
     Every word of card data (trigger, action, side, status, scope, modifier kind) has wording
     here; an unknown one stops the build. -->
<#import "effects.ftl" as fx>

<#-- An ability as sentences: "Trigger, cost, condition, target whom." then its effects, or, when
     it names no target, "Trigger, cost, condition, effects." in one sentence. -->
<#macro ability a owner>
<#local lead = [trigger(a.trigger)] + cost(a) + userCondition(a.user)>
<#local aim = target(a.target, owner)>
<#local then = (a.mana gt 0)?then(", then ", ", ")>
<#local subject = subjectOf(a, owner)>
<#local effects><@fx.list a.effects "named" selfWord(a.target) "it" subject/></#local>
<#if aim?has_content>${lead?join(", ")}${then}${aim}. ${effects}<#else>${lead?join(", ")}${then}${uncap(effects)}</#if></#macro>

<#-- A sentence made the end of a longer one: its first letter small, past any bold mark. -->
<#function uncap s>
  <#if s?starts_with("**")><#return "**" + s?substring(2)?uncap_first></#if>
  <#return s?uncap_first>
</#function>

<#macro abilities list owner><#list list as a><@ability a owner/></#list></#macro>

<#function trigger t>
  <#switch t>
    <#case "turn-start"><#return "At the start of each of its turns">
    <#case "once-per-turn"><#return "Once per turn">
    <#case "player-turn"><#return "Once in your player turn">
    <#case "hit"><#return "Whenever an enemy damages it">
    <#case "hero-dies"><#return "Whenever a hero dies">
    <#case "revealed"><#return "When this is revealed">
    <#default><#stop "no wording for trigger " + t>
  </#switch>
</#function>

<#-- What using it takes: only an ability its player chooses to use has a price. -->
<#function cost a>
  <#local parts = []>
  <#if a.trigger == "once-per-turn">
    <#switch a.action>
      <#case "none"><#local parts = parts + ["no action needed"]><#break>
      <#case "move"><#case "weapon"><#case "spell"><#local parts = parts + ["instead of its " + a.action + " action"]><#break>
      <#default><#stop "no wording for action " + a.action>
    </#switch>
  </#if>
  <#if a.mana gt 0><#local parts = parts + ["pay " + a.mana + " {mana}"]></#if>
  <#return parts>
</#function>

<#function userCondition c>
  <#local clauses = state(c)>
  <#if clauses?has_content><#return ["while it " + clauses?join(" and ")]></#if>
  <#return []>
</#function>

<#-- "target an enemy within 3 that stands on {W} or a river"; "" when the effects name whom
     they land on: the hero itself, the enemy that damaged it, a chaos element's heroes ("every
     hero in play gains 1 {mana}"). -->
<#function target t owner>
  <#if t.kind == "self" || t.kind == "attacker" || owner == "chaos"><#return ""></#if>
  <#return "target " + heroes(t, owner) + reach(t) + filterState(t.state)>
</#function>

<#function heroes t owner>
  <#local hero = owner == "hero">
  <#if t.kind == "one">
    <#switch t.side>
      <#case "enemy"><#return "an enemy">
      <#case "friend"><#return hero?then("itself or a friend", "a friend")>
      <#case "hero"><#return "any hero">
    </#switch>
  <#elseif t.kind == "every">
    <#switch t.side>
      <#case "enemy"><#return "every enemy">
      <#case "friend"><#return hero?then("itself and every friend", "every friend")>
      <#case "hero"><#return "every hero">
    </#switch>
  </#if>
  <#stop "no wording for target " + t.kind + " " + t.side>
</#function>

<#function reach t>
  <#local out = "">
  <#if t.within gt 0><#local out = out + " within " + t.within></#if>
  <#if t.nearFriend gt 0><#local out = out + (t.within gt 0)?then(" and", "") + " within " + t.nearFriend + " of a friend"></#if>
  <#if t.over><#local out = out + ", even out of sight"></#if>
  <#return out>
</#function>

<#-- " that stands on {H} or {M} and is not **Stuck**", or " with **Decay**" when that is all. -->
<#function filterState c>
  <#local clauses = state(c)>
  <#if !clauses?has_content><#return ""></#if>
  <#if clauses?size == 1 && !c.standsOn?has_content && c.with?has_content && !isWords(c.with)?has_content>
    <#return " with " + orList(hasWords(c.with))>
  </#if>
  <#return " that " + clauses?join(" and ")>
</#function>

<#-- Verb phrases of a hero's state: "stands on {W} or a river", "is **Stuck** or has **Decay**",
     "is not **Stuck**". -->
<#function state c>
  <#local out = []>
  <#if c.standsOn?has_content><#local out = out + ["stands on " + terrain(c.standsOn)]></#if>
  <#if c.with?has_content>
    <#local parts = []>
    <#if isWords(c.with)?has_content><#local parts = parts + ["is " + orList(isWords(c.with))]></#if>
    <#if hasWords(c.with)?has_content><#local parts = parts + ["has " + orList(hasWords(c.with))]></#if>
    <#local out = out + [parts?join(" or ")]>
  </#if>
  <#if c.without?has_content>
    <#local parts = []>
    <#if isWords(c.without)?has_content><#local parts = parts + ["is not " + orList(isWords(c.without))]></#if>
    <#list c.without as s><#if s == "decay"><#local parts = parts + ["has no **Decay**"]><#elseif s == "shield"><#local parts = parts + ["has no **Shield**"]></#if></#list>
    <#local out = out + [parts?join(" and ")]>
  </#if>
  <#return out>
</#function>

<#function isWords statuses>
  <#local out = []>
  <#list statuses as s>
    <#switch s>
      <#case "stun"><#local out = out + ["**Stunned**"]><#break>
      <#case "stuck"><#local out = out + ["**Stuck**"]><#break>
      <#case "slow"><#local out = out + ["**Slowed**"]><#break>
      <#case "decay"><#case "shield"><#break>
      <#default><#stop "no wording for status " + s>
    </#switch>
  </#list>
  <#return out>
</#function>

<#function hasWords statuses>
  <#local out = []>
  <#list statuses as s>
    <#if s == "decay"><#local out = out + ["**Decay**"]><#elseif s == "shield"><#local out = out + ["a **Shield**"]></#if>
  </#list>
  <#return out>
</#function>

<#-- {H} or {M}; W is the sea or any river: "{W} or a river". -->
<#function terrain letters>
  <#local out = []>
  <#list letters as l><#local out = out + ["{" + l + "}"]><#if l == "W"><#local out = out + ["a river"]></#if></#list>
  <#return orList(out)>
</#function>

<#function orList items>
  <#if items?size lt 2><#return items?join("")></#if>
  <#return items[0..items?size - 2]?join(", ") + " or " + items?last>
</#function>

<#function andList items>
  <#if items?size lt 2><#return items?join("")></#if>
  <#return items[0..items?size - 2]?join(", ") + " and " + items?last>
</#function>

<#-- Whom effects "to: target" name: the heroes the target sentence chose, or those a chaos
     element or a reply to damage lands on. -->
<#function subjectOf a owner>
  <#if owner == "chaos">
    <#local who = (a.trigger == "hero-dies")?then("every other hero in play", "every hero in play")>
    <#return who + reach(a.target) + filterState(a.target.state)>
  </#if>
  <#if a.target.kind == "attacker"><#return (a.trigger == "hit")?then("that enemy", "the enemy that damaged it")></#if>
  <#if a.target.kind == "every"><#return "each of them"></#if>
  <#return "it">
</#function>

<#-- Whom effects "to: self" name: the hero itself, which is "it" unless the target is another. -->
<#function selfWord t>
  <#return (t.kind == "self")?then("it", "this hero")>
</#function>

<#-- Modifiers: one sentence each. -->
<#macro modifiers list owner><#list list as m>${modifier(m, owner)}<#sep> </#sep></#list></#macro>

<#function modifier m owner>
  <#switch m.kind>
    <#case "extraDamage"><#return extraDamage(m, owner)>
    <#case "doubled"><#case "halved"><#return scaled(m, owner)>
    <#case "maxRange"><#return "No " + orList(uses(m.of, "reach")) + " reaches farther than " + cells(m.amount) + ", with or without **Over**.">
    <#case "clearSight"><#return andList(terrainNames(m.terrains))?cap_first + " no longer block line of sight.">
    <#case "frozenRivers"><#return "Rivers freeze: {W} movement may no longer enter land cells with a river.">
    <#case "handLimit"><#return handLimit(m.amount, owner)>
    <#case "excludesMove"><#return (owner == "spell")?then("Its caster may not use its move action in a turn it casts this spell.", "Its wielder may not use its move action in a turn it attacks with it.")>
    <#default><#stop "no wording for modifier " + m.kind>
  </#switch>
</#function>

<#function extraDamage m owner>
  <#local n = (m.amount gt 0)?then(m.amount + " more", -m.amount + " less")>
  <#if m.of?size == 1 && m.of[0] == "this">
    <#local who = m.against?has_content?then("An enemy" + filterState({"standsOn": [], "with": m.against, "without": []}), "Each enemy it hits")>
    <#return who + " takes " + n + " {damage}.">
  </#if>
  <#local against = m.against?has_content?then(filterState({"standsOn": [], "with": m.against, "without": []}), "")>
  <#if owner == "chaos">
    <#return "Every " + orList(uses(m.of, "one")) + " that deals {damage} deals " + n + " to each enemy it hits" + against + ".">
  </#if>
  <#return whose(owner) + andList(uses(m.of, "many")) + " deal " + n + " {damage} to each enemy they hit" + against + ".">
</#function>

<#function scaled m owner>
  <#local what = (m.quantity == "damage")?then("damage", "healing")>
  <#if owner == "chaos" && m.of?seq_contains("weapons") && m.of?seq_contains("spells") && m.of?seq_contains("abilities")>
    <#return "All " + what + " is " + m.kind + ".">
  </#if>
  <#return what?cap_first + " from " + whose(owner)?lower_case + orList(uses(m.of, "many")) + " is " + m.kind + ".">
</#function>

<#-- Whose uses a modifier changes: a hero's own, a spirit's side's. -->
<#function whose owner>
  <#switch owner>
    <#case "hero"><#return "Its ">
    <#case "spirit"><#return "Your side's ">
    <#default><#return "">
  </#switch>
</#function>

<#-- Scope words: "one" for "every spell", "many" for "its spells", "reach" for "no spell or
     weapon reaches". -->
<#function uses scopes number>
  <#local out = []>
  <#list scopes as s>
    <#switch s>
      <#case "this"><#local out = out + [(number == "many")?then("this card's effects", "use of this card")]><#break>
      <#case "weapons"><#local out = out + [(number == "reach")?then("weapon", (number == "one")?then("weapon attack", "weapon attacks"))]><#break>
      <#case "spells"><#local out = out + [(number == "many")?then("spells", "spell")]><#break>
      <#case "abilities"><#local out = out + [(number == "many")?then("abilities", "ability")]><#break>
      <#case "orbs"><#local out = out + [(number == "many")?then("healing orbs", "healing orb")]><#break>
      <#default><#stop "no wording for scope " + s>
    </#switch>
  </#list>
  <#return out>
</#function>

<#function terrainNames letters>
  <#local out = []>
  <#list letters as l>
    <#switch l>
      <#case "F"><#local out = out + ["forests"]><#break>
      <#case "M"><#local out = out + ["mountains"]><#break>
      <#default><#stop "no name for terrain " + l>
    </#switch>
  </#list>
  <#return out>
</#function>

<#function handLimit n owner>
  <#local spells = (n == 1)?then("1 spell", n + " spells")>
  <#switch owner>
    <#case "spirit"><#return "You may keep " + spells + " over your hand limits.">
    <#case "chaos"><#return "Each player may keep " + spells + " over the hand limits.">
    <#default><#return "Its player may keep " + spells + " over the hand limits.">
  </#switch>
</#function>

<#function cells n><#return (n == 1)?then("1 cell", n + " cells")></#function>

<#-- A card's whole rules: its ability (done: none or one), then its modifiers (held), then the
     reminder text. -->
<#macro rules done held text owner><@abilities done owner/><#if done?has_content && held?has_content> </#if><@modifiers held owner/><#if text?has_content> ${text}</#if></#macro>
