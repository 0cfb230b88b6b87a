-- A small mock of the Tabletop Simulator API, enough for the generated Global script: objects by
-- GUID with positions, containers whose takeObject moves a contained object onto the table
-- (callbacks run at once), counters, UI attributes, vector lines and broadcasts. Filled from
-- MOCK_OBJECTS, a list the test builds from the save: {guid, name, x, y, z, size, contained}.
mock = {objects = {}, broadcasts = {}, ui = {}, vectorLines = nil, contained = {}}

local function vec(x, y, z) return {x = x, y = y, z = z, [1] = x, [2] = y, [3] = z} end
local function toVec(v)
  if v.x then return vec(v.x, v.y, v.z) end
  return vec(v[1], v[2], v[3])
end

local function newObject(spec)
  local o = {guid = spec.guid, name = spec.name, pos = vec(spec.x, spec.y, spec.z),
             rot = vec(0, 0, 0), size = spec.size or 1, locked = false, menu = {},
             highlight = nil, destroyed = false}
  function o.getGUID() return o.guid end
  function o.getPosition() return vec(o.pos.x, o.pos.y, o.pos.z) end
  function o.setPosition(p) o.pos = toVec(p) return true end
  function o.setPositionSmooth(p) o.pos = toVec(p) return true end
  function o.getRotation() return vec(o.rot.x, o.rot.y, o.rot.z) end
  function o.setRotation(r) o.rot = toVec(r) return true end
  function o.getBounds()
    return {center = vec(o.pos.x, o.pos.y, o.pos.z), size = vec(o.size, 0.2, o.size), offset = vec(0, 0, 0)}
  end
  function o.scale(k) o.size = o.size * k return true end
  function o.setLock(b) o.locked = b return true end
  function o.addContextMenuItem(label, fn) o.menu[label] = fn return true end
  function o.highlightOn(c) o.highlight = c return true end
  function o.highlightOff() o.highlight = nil return true end
  function o.isDestroyed() return o.destroyed end
  o.Counter = {value = 0}
  function o.Counter.setValue(v) o.Counter.value = v return true end
  function o.Counter.getValue() return o.Counter.value end
  function o.takeObject(params)
    local list = mock.contained[o.guid]
    local index = nil
    for i, g in ipairs(list) do if g == params.guid then index = i end end
    if index == nil then error("takeObject: " .. tostring(params.guid) .. " is not in " .. o.guid) end
    table.remove(list, index)
    local taken = mock.objects[params.guid]
    taken.onTable = true
    if params.position then taken.pos = toVec(params.position) end
    if params.rotation then taken.rot = toVec(params.rotation) end
    if params.callback_function then params.callback_function(taken) end
    return taken
  end
  return o
end

for _, spec in ipairs(MOCK_OBJECTS) do
  local o = newObject(spec)
  o.onTable = spec.container == nil
  mock.objects[spec.guid] = o
  if spec.container then
    mock.contained[spec.container] = mock.contained[spec.container] or {}
    table.insert(mock.contained[spec.container], spec.guid)
  end
end

function getObjectFromGUID(guid)
  local o = mock.objects[guid]
  if o and o.onTable then return o end
  return nil
end

function broadcastToAll(msg, colour) table.insert(mock.broadcasts, msg) end
function printToAll(msg, colour) table.insert(mock.broadcasts, msg) end

UI = {}
function UI.setAttribute(id, name, value) mock.ui[id .. "." .. name] = value return true end
function UI.getAttribute(id, name) return mock.ui[id .. "." .. name] end

Global = {}
function Global.setVectorLines(lines) mock.vectorLines = lines return true end

Wait = {}
function Wait.frames(fn) fn() return 1 end
function Wait.time(fn) fn() return 1 end
function Wait.condition(fn, cond) fn() return 1 end
