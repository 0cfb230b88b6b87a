<#import "rules.ftl" as r>
<@r.rules card.abilities card.modifiers card.text "chaos"/><#nt>
<#-- An element that only does something when revealed has nothing left to keep in force. -->
<#if card.modifiers?has_content || card.abilities?filter(a -> a.trigger != "revealed")?has_content>

Stays in force until the Turn Order deck is next reshuffled.
</#if>
