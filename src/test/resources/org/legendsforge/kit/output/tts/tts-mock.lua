-- A mock of the Tabletop Simulator API, enough for the generated Global script, modelled on the
-- game's documented behaviour: objects by GUID with positions and their save data (getData), decks
-- holding card data (ContainedObjects[1] is the top card), spawnObjectData (a GUID in use gets a
-- new one), destruct, deal into hands (a deck left with one card becomes that card), tags,
-- counters, UI attributes, vector lines and broadcasts. Callbacks and waits run at once. Filled
-- from MOCK_OBJECTS, one entry per object of the save: {data = <its ObjectState>, size = <mat>}.
-- Every object but the mat is a unit square, unless MOCK_SHAPES gives the sizes the game gives
-- cards and tiles at scale 1: {cardWidth, cardLength, keep = "width" or "length", tile, aspects =
-- {[deck key] = length / width of its sheet cell}}; a card then keeps its cell's shape and the
-- side named by keep (or, keep = "poker", is a poker card whatever its cell), and bounds follow
-- the object's scale.
-- Uses only what Lua 5.2 and MoonSharp share, so the same file runs in LuaJ and in MoonSharp.
mock = {objects = {}, order = {}, broadcasts = {}, ui = {}, vectorLines = nil, hands = {}, spawned = 0}

local function vec(x, y, z) return {x = x, y = y, z = z, [1] = x, [2] = y, [3] = z} end
local function toVec(v)
  if v.x then return vec(v.x, v.y, v.z) end
  return vec(v[1], v[2], v[3])
end

local function copy(t)
  if type(t) ~= "table" then return t end
  local out = {}
  for k, v in pairs(t) do out[k] = copy(v) end
  return out
end

local TYPES = {Card = "Card", CardCustom = "Card", Deck = "Deck", DeckCustom = "Deck",
               Custom_Tile = "Tile", Infinite_Bag = "Infinite", Bag = "Bag", Counter = "Counter",
               Die_10 = "Dice", HandTrigger = "Hand", ["3DText"] = "3DText"}

local newObject

-- The footprint {w, l} at scale 1 that MOCK_SHAPES gives this object, or nil for a unit square.
local function shapeOf(data)
  local s = MOCK_SHAPES
  if s == nil then return nil end
  if data.Name == "Card" or data.Name == "CardCustom" then
    local aspect = s.aspects[tostring(math.floor(data.CardID / 100))] or (s.cardLength / s.cardWidth)
    if s.keep == "length" then return {w = s.cardLength / aspect, l = s.cardLength} end
    if s.keep == "poker" then return {w = s.cardWidth, l = s.cardLength} end
    return {w = s.cardWidth, l = s.cardWidth * aspect}
  elseif data.Name == "Custom_Tile" then
    return {w = s.tile, l = s.tile}
  end
  return nil
end

local function register(o)
  if mock.objects[o.guid] == nil then mock.order[#mock.order + 1] = o.guid end
  mock.objects[o.guid] = o
end

local function freeGuid(guid)
  if guid and guid ~= "" and (mock.objects[guid] == nil or mock.objects[guid].destroyed) then return guid end
  mock.spawned = mock.spawned + 1
  return "sp" .. mock.spawned
end

newObject = function(data, size)
  local tr = data.Transform or {}
  local o = {guid = freeGuid(data.GUID), data = copy(data), type = TYPES[data.Name] or data.Name,
             pos = vec(tr.posX or 0, tr.posY or 0, tr.posZ or 0),
             rot = vec(tr.rotX or 0, tr.rotY or 0, tr.rotZ or 0),
             scl = vec(tr.scaleX or 1, tr.scaleY or 1, tr.scaleZ or 1),
             size = size or 1, locked = data.Locked == true, menu = {}, highlight = nil,
             destroyed = false, hand = nil}
  if size == nil then o.base = shapeOf(data) end
  o.data.GUID = o.guid
  o.tags = {}
  for _, t in ipairs(data.Tags or {}) do o.tags[t] = true end
  function o.getGUID() return o.guid end
  function o.getPosition() return vec(o.pos.x, o.pos.y, o.pos.z) end
  function o.setPosition(p) o.pos = toVec(p) o.hand = nil return true end
  function o.setPositionSmooth(p) o.pos = toVec(p) o.hand = nil return true end
  function o.getRotation() return vec(o.rot.x, o.rot.y, o.rot.z) end
  function o.setRotation(r) o.rot = toVec(r) return true end
  function o.getBounds()
    local w, l = o.size, o.size
    if o.base then w, l = o.base.w * o.scl.x, o.base.l * o.scl.z end
    return {center = vec(o.pos.x, o.pos.y, o.pos.z), size = vec(w, 0.2, l), offset = vec(0, 0, 0)}
  end
  function o.scale(k)
    if o.base then o.scl = vec(o.scl.x * k, o.scl.y * k, o.scl.z * k) else o.size = o.size * k end
    return true
  end
  function o.getScale() return vec(o.scl.x, o.scl.y, o.scl.z) end
  function o.setScale(v)
    v = toVec(v)
    if o.base == nil then o.size = o.size * v.x / o.scl.x end
    o.scl = v
    return true
  end
  function o.setLock(b) o.locked = b return true end
  function o.addContextMenuItem(label, fn) o.menu[label] = fn return true end
  function o.highlightOn(c) o.highlight = c return true end
  function o.highlightOff() o.highlight = nil return true end
  function o.isDestroyed() return o.destroyed end
  function o.hasTag(t) return o.tags[t] == true end
  function o.destruct() o.destroyed = true return true end
  function o.getData()
    local d = copy(o.data)
    d.Transform = d.Transform or {}
    d.Transform.posX, d.Transform.posY, d.Transform.posZ = o.pos.x, o.pos.y, o.pos.z
    d.Transform.rotX, d.Transform.rotY, d.Transform.rotZ = o.rot.x, o.rot.y, o.rot.z
    d.Transform.scaleX, d.Transform.scaleY, d.Transform.scaleZ = o.scl.x, o.scl.y, o.scl.z
    return d
  end
  -- Deals the top n cards into a hand; what is left of a deck of one card is that card.
  function o.deal(n, colour)
    mock.hands[colour] = mock.hands[colour] or {}
    local hand = mock.hands[colour]
    if o.type == "Card" then
      o.hand = colour
      hand[#hand + 1] = o
      return true
    end
    local cards = o.data.ContainedObjects
    for _ = 1, n do
      if #cards == 0 then break end
      local card = newObject(table.remove(cards, 1))
      card.hand = colour
      hand[#hand + 1] = card
      register(card)
    end
    o.data.DeckIDs = {}
    for i, c in ipairs(cards) do o.data.DeckIDs[i] = c.CardID end
    if #cards == 1 then
      o.destroyed = true
      local last = newObject(cards[1])
      last.pos = vec(o.pos.x, o.pos.y, o.pos.z)
      register(last)
    elseif #cards == 0 then
      o.destroyed = true
    end
    return true
  end
  o.Counter = {value = 0}
  function o.Counter.setValue(v) o.Counter.value = v return true end
  function o.Counter.getValue() return o.Counter.value end
  return o
end

for _, spec in ipairs(MOCK_OBJECTS) do register(newObject(spec.data, spec.size)) end

local function live(o) return o and not o.destroyed end

function getObjectFromGUID(guid)
  local o = mock.objects[guid]
  if live(o) then return o end
  return nil
end

-- Objects on the table; cards held in a hand are not among them (the script must ask the hands).
function getObjects()
  local out = {}
  for _, guid in ipairs(mock.order) do
    local o = mock.objects[guid]
    if live(o) and o.hand == nil then out[#out + 1] = o end
  end
  return out
end

function getObjectsWithTag(tag)
  local out = {}
  for _, o in ipairs(getObjects()) do if o.hasTag(tag) then out[#out + 1] = o end end
  return out
end

function spawnObjectData(params)
  local o = newObject(params.data)
  if params.position then o.pos = toVec(params.position) end
  if params.rotation then o.rot = toVec(params.rotation) end
  register(o)
  if params.callback_function then params.callback_function(o) end
  return o
end

Player = setmetatable({}, {__index = function(_, colour)
  return {getHandObjects = function()
    local out = {}
    for _, o in ipairs(mock.hands[colour] or {}) do
      if live(o) and o.hand == colour then out[#out + 1] = o end
    end
    return out
  end}
end})

function broadcastToAll(msg, colour) mock.broadcasts[#mock.broadcasts + 1] = msg end
function printToAll(msg, colour) mock.broadcasts[#mock.broadcasts + 1] = msg end

UI = {}
function UI.setAttribute(id, name, value) mock.ui[id .. "." .. name] = value return true end
function UI.getAttribute(id, name) return mock.ui[id .. "." .. name] end

Global = {}
function Global.setVectorLines(lines) mock.vectorLines = lines return true end

Wait = {}
function Wait.frames(fn) fn() return 1 end
function Wait.time(fn) fn() return 1 end
function Wait.condition(fn, cond) fn() return 1 end

-- Test helpers: the live object on the table holding CardID `id` (loose or in a deck), and the
-- objects of a hand.
function mock.whereIs(id)
  for _, o in ipairs(getObjects()) do
    if o.type == "Card" and o.data.CardID == id then return o, 0 end
    if o.type == "Deck" then
      for i, c in ipairs(o.data.ContainedObjects or {}) do if c.CardID == id then return o, i end end
    end
  end
  return nil
end

function mock.hand(colour)
  return Player[colour].getHandObjects()
end
