-- Plays the shipped save's table on the mock (tts-mock.lua) as players would: a setup, sides and
-- spirits, Start, an orb coming back, the rules reference, then a second setup. Returns a
-- transcript of what the table shows, so the same scenario can be run in LuaJ (TtsScenarioTest)
-- and in the game's own MoonSharp, under any culture, and the transcripts compared.
local log, n = {}, 0
local function note(text) n = n + 1; log[n] = text end
local function last() return mock.broadcasts[#mock.broadcasts] end

-- Whole numbers only: written digit by digit, as the Global script does.
local function int(v) return rules.intText(v) end

local function cellOf(o)
  local col = math.floor(o.pos.x / 1.5 + 5)
  local row = math.floor((7.5 - o.pos.z) / (5 / 3))
  if col < 0 or col > 9 or row < 0 or row > 8 then return nil end
  return rules.cellName(col, row)
end

local function tagged(a, b)
  local out = {}
  for _, o in ipairs(getObjects()) do
    if o.hasTag(a) and (b == nil or o.hasTag(b)) then out[#out + 1] = o end
  end
  return out
end

local function tokenOn(cell)
  for _, o in ipairs(tagged("hero")) do if cellOf(o) == cell then return o end end
  return nil
end

local function ids(list)
  local out = {}
  for i, o in ipairs(list) do out[i] = int(o.data.CardID) end
  return table.concat(out, ",")
end

local function decks()
  local out = {}
  for _, o in ipairs(getObjects()) do
    if o.type == "Deck" then
      local cards = o.data.ContainedObjects
      local variant = (o.data.Description or "") ~= "" and " (" .. o.data.Description .. ")" or ""
      out[#out + 1] = o.data.Nickname .. variant .. ": " .. int(#cards) .. " cards, top " .. int(cards[1].CardID)
    end
  end
  table.sort(out)
  return table.concat(out, "; ")
end

onLoad("")
onSeedEdited(nil, "5")
local setup = onSetupClicked(nil)
note(last())
note("decks: " .. decks())
for _, h in ipairs(setup.heroes) do note("hero " .. h.hero .. " on " .. h.cell) end

tokenOn(setup.heroes[1].cell).menu["Red Player"]()
tokenOn(setup.heroes[2].cell).menu["Blue Player"]()
onSpiritRed(nil)
onSpiritBlue(nil)
note(mock.ui["spiritRed.text"] .. " / " .. mock.ui["spiritBlue.text"])
onStartClicked(nil)
note(last())
note("Red's hand: " .. ids(mock.hand("Red")))
note("Blue's hand: " .. ids(mock.hand("Blue")))
note("decks: " .. decks())

tagged("pickup", "mana")[1].pos.x = 40
note("respawned on " .. tostring(onRespawnMana(nil)))
note(last())
note("saved: " .. onSave())

onRefCell(nil, "i5")
onRefAreaText(nil, "100r0d")
onRefShowArea(nil)
note(mock.ui["refResult.text"])
onRefAreaText(nil, " 3r1d ")
onRefShowArea(nil)
note(mock.ui["refResult.text"])

spawnObjectData({data = {Name = "Custom_Tile", Nickname = "Damage", Tags = {"marker", "damage"}},
                 position = {0, 2, 0}})
onSeedEdited(nil, "6")
onSetupClicked(nil)
note(last())
local loose = 0
for _, o in ipairs(getObjects()) do
  if o.type == "Card" and cellOf(o) then loose = loose + 1 end
end
note("after a second setup: " .. int(#tagged("marker")) .. " markers, " .. int(#mock.hand("Red"))
     .. " cards in Red's hand, " .. int(loose) .. " cards on the map")
note("decks: " .. decks())
note("saved: " .. onSave())
return table.concat(log, "\n")
