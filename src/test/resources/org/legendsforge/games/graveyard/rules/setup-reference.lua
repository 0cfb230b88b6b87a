-- Reference port of org.legendsforge.games.graveyard.rules.MinStd and Setup, every number a double.
-- The Tabletop Simulator script must draw exactly like this; SetupLuaReplayTest checks it
-- against Java over many seeds.
local M = 2147483647

local function newRng(seed)
  local x = seed % M
  if x == 0 then x = 1 end
  local rng = {}
  function rng.next()
    x = (48271 * x) % M
    return x
  end
  function rng.below(n)
    local limit = (M - 1) - ((M - 1) % n)
    local r
    repeat r = rng.next() - 1 until r < limit
    return r % n
  end
  function rng.die(n) return rng.below(n) + 1 end
  function rng.shuffle(t)
    for i = #t, 2, -1 do
      local j = rng.below(i) + 1
      t[i], t[j] = t[j], t[i]
    end
  end
  function rng.cell()
    local col = rng.die(10) - 1
    local f
    repeat f = rng.die(10) until f <= 9
    return col, f - 1
  end
  return rng
end

local function cellName(col, row)
  return string.char(65 + col) .. tostring(math.floor(row + 1))
end

local function copy(t)
  local out = {}
  for i = 1, #t do out[i] = t[i] end
  return out
end

-- terrainIds, heroIds: arrays in card-data order; pickups: {hyper=1, healing=1, mana=3, item=2}.
-- Returns "card:turned,...|hero@cell,...|kind@cell,...|startPlayer".
function setup(seed, terrainIds, heroIds, pickups)
  local rng = newRng(seed)
  local deck = copy(terrainIds)
  rng.shuffle(deck)
  local slots = {}
  for s = 1, 15 do
    local turned = rng.below(2) == 1
    slots[s] = deck[s] .. ":" .. (turned and "1" or "0")
  end
  local order = copy(heroIds)
  rng.shuffle(order)
  local hc, hr, heroes = {}, {}, {}
  for i = 1, 8 do
    local c, r
    while true do
      c, r = rng.cell()
      local bad = false
      for k = 1, #hc do
        if math.abs(hc[k] - c) <= 1 and math.abs(hr[k] - r) <= 1 then bad = true end
      end
      if not bad then break end
    end
    hc[#hc + 1], hr[#hr + 1] = c, r
    heroes[i] = order[i] .. "@" .. cellName(c, r)
  end
  local taken = {}
  for k = 1, #hc do taken[hc[k] * 10 + hr[k]] = true end
  local placed = {}
  for _, kind in ipairs({"hyper", "healing", "mana", "item"}) do
    for _ = 1, (pickups[kind] or 0) do
      local c, r
      repeat c, r = rng.cell() until not taken[c * 10 + r]
      taken[c * 10 + r] = true
      placed[#placed + 1] = kind .. "@" .. cellName(c, r)
    end
  end
  local start = rng.die(2)
  return table.concat(slots, ",") .. "|" .. table.concat(heroes, ",") .. "|"
      .. table.concat(placed, ",") .. "|" .. tostring(math.floor(start))
end

function rawSequence(seed, n)
  local rng = newRng(seed)
  local out = {}
  for i = 1, n do out[i] = string.format("%d", rng.next()) end
  return table.concat(out, ",")
end
