-- wrk script of serve_peers.py: POSTs one JSON body, at a fixed rate or as fast as answers come.
--
--   SERVE_LOAD_BODY=job.json [SERVE_LOAD_RATE=R] wrk -t N -c N -d 20s -s serve_load.lua URL
--
-- Run it with as many threads as connections (-t N -c N): each thread then drives one
-- connection, so that its request() and response() calls alternate and the times below
-- belong to one request.
--
-- SERVE_LOAD_RATE (requests per second of each connection): wrk2's method with wrk 4.1's
-- delay() hook. Every connection keeps a schedule, one request every 1/R seconds from a
-- random start; delay() waits until the next slot (rounded up to wrk's millisecond timer),
-- or not at all when the connection is behind, and a late connection catches up. Latency
-- is counted from the slot ("scheduled", what a client that sends at that rate sees, queueing
-- included: coordinated omission corrected) and from the moment the request was written
-- ("sent", what wrk itself counts). Without SERVE_LOAD_RATE each connection sends its next
-- request as soon as the last is answered (closed loop), and both latencies are the same.
--
-- done() prints one line "SERVE_LOAD {json}": requests, seconds, rate, p50/p99/max of both
-- latencies in ms, counts by status, how many 503s lacked Retry-After, and wrk's socket errors.
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } serve_load_timespec;
int clock_gettime(int clock, serve_load_timespec *time);
]]
local timespec = ffi.new("serve_load_timespec")

-- CLOCK_MONOTONIC in microseconds.
local function now()
    ffi.C.clock_gettime(1, timespec)
    return tonumber(timespec.tv_sec) * 1e6 + tonumber(timespec.tv_nsec) / 1e3
end

local threads = {}

function setup(thread)
    table.insert(threads, thread)
    thread:set("thread_index", #threads)
end

function init(args)
    local file = assert(io.open(assert(os.getenv("SERVE_LOAD_BODY"), "SERVE_LOAD_BODY"), "rb"))
    local body = file:read("*a")
    file:close()
    request_text = wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
    local rate = tonumber(os.getenv("SERVE_LOAD_RATE") or "")
    interval = rate and rate > 0 and 1e6 / rate or nil
    scheduled_ms, sent_ms, statuses, missing_retry_after = {}, {}, {}, 0
    math.randomseed(os.time() * 1000 + thread_index)
end

local next_slot, slot, sent

if os.getenv("SERVE_LOAD_RATE") then
    function delay()
        local time = now()
        if next_slot == nil then
            next_slot = time + math.random() * interval
        else
            next_slot = next_slot + interval
        end
        local wait = next_slot - time
        return wait > 0 and math.ceil(wait / 1000) or 0
    end
end

function request()
    sent = now()
    slot = next_slot and math.min(next_slot, sent) or sent
    return request_text
end

function response(status, headers, body)
    local time = now()
    table.insert(scheduled_ms, (time - slot) / 1000)
    table.insert(sent_ms, (time - sent) / 1000)
    local key = tostring(status)
    statuses[key] = (statuses[key] or 0) + 1
    if status == 503 then
        local found = false
        for name, _ in pairs(headers) do
            if name:lower() == "retry-after" then found = true end
        end
        if not found then missing_retry_after = missing_retry_after + 1 end
    end
end

-- The p-th percentile (0 to 100) of the sorted list `values`.
local function percentile(values, p)
    if #values == 0 then return 0 end
    return values[math.max(1, math.ceil(#values * p / 100))]
end

local function summary(values)
    table.sort(values)
    return string.format('{"p50":%.3f,"p99":%.3f,"max":%.3f}',
        percentile(values, 50), percentile(values, 99), values[#values] or 0)
end

function done(totals, latency, requests)
    local scheduled, sent_all, statuses_all, missing = {}, {}, {}, 0
    for _, thread in ipairs(threads) do
        for _, value in ipairs(thread:get("scheduled_ms")) do table.insert(scheduled, value) end
        for _, value in ipairs(thread:get("sent_ms")) do table.insert(sent_all, value) end
        for key, count in pairs(thread:get("statuses")) do statuses_all[key] = (statuses_all[key] or 0) + count end
        missing = missing + thread:get("missing_retry_after")
    end
    local status_fields = {}
    for key, count in pairs(statuses_all) do table.insert(status_fields, string.format('"%s":%d', key, count)) end
    local seconds = totals.duration / 1e6
    local errors = totals.errors
    io.write(string.format(
        'SERVE_LOAD {"requests":%d,"seconds":%.3f,"rate":%.1f,"scheduled":%s,"sent":%s,"statuses":{%s},'
        .. '"missingRetryAfter":%d,"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d}}\n',
        #sent_all, seconds, #sent_all / seconds, summary(scheduled), summary(sent_all),
        table.concat(status_fields, ","), missing, errors.connect, errors.read, errors.write, errors.timeout))
end
