import CSimdJSONShim

/// A JSON document read by simdjson (through `CSimdJSONShim`) into a flat array of
/// events and one buffer of string bytes: the fast path of every reader here.
///
/// simdjson refuses a little that the strict grammar of ``JSONReader`` accepts (whole
/// numbers beyond 64 bits) and says nothing about where an error is, so a document
/// it refuses goes to the strict readers, which either read it or throw their
/// one-line error with the byte. A value of this type is not shared across threads.
struct JSONEvents {
    /// The events in document order.
    let events: [lb_json_event]
    /// The bytes of every string and key, one after another.
    let strings: [UInt8]

    /// The events of `bytes`, or nil when simdjson refuses them (not JSON, not UTF-8,
    /// nesting deeper than ``JSONInputLimits/maximumNestingDepth``, a number it cannot
    /// read). The caller has checked ``JSONInputLimits/maximumInputBytes``.
    init?(utf8 bytes: UnsafeRawBufferPointer) {
        // simdjson reads past the end in blocks: give it a zeroed tail.
        let padding = lb_json_padding()
        let padded = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count + padding, alignment: 64)
        defer { padded.deallocate() }
        if let base = bytes.baseAddress { padded.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
        padded.baseAddress!.advanced(by: bytes.count).initializeMemory(as: UInt8.self, repeating: 0, count: padding)
        var error: Int32 = 0
        guard
            let document = lb_json_parse(
                padded.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count,
                UInt32(JSONInputLimits.maximumNestingDepth), &error)
        else { return nil }
        defer { lb_json_document_free(document) }
        var eventCount = 0
        var stringBytes = 0
        lb_json_document_counts(document, &eventCount, &stringBytes)
        var strings: [UInt8] = []
        events = [lb_json_event](unsafeUninitializedCapacity: eventCount) { events, initialized in
            strings = [UInt8](unsafeUninitializedCapacity: stringBytes) { strings, written in
                lb_json_document_write(document, events.baseAddress, strings.baseAddress)
                written = stringBytes
            }
            initialized = eventCount
        }
        self.strings = strings
    }

    /// The events of `text`'s UTF-8 (see ``init(utf8:)``).
    init?(_ text: String) {
        var text = text
        guard let events = text.withUTF8({ Self(utf8: UnsafeRawBufferPointer($0)) }) else { return nil }
        self = events
    }

    /// The string of a string or key event.
    func string(_ event: lb_json_event) -> String {
        let start = Int(event.payload)
        return String(decoding: strings[start..<start + Int(event.length)], as: UTF8.self)
    }

    /// The number of a number event.
    static func number(_ event: lb_json_event) -> Double { Double(bitPattern: event.payload) }

    /// The whole document as a value.
    func value() -> JSONReader.Value {
        var index = 0
        return value(at: &index)
    }

    /// The value whose first event is `events[index]`; moves `index` past its last.
    private func value(at index: inout Int) -> JSONReader.Value {
        let event = events[index]
        index += 1
        switch Int(event.kind) {
        case LB_JSON_NULL: return .null
        case LB_JSON_FALSE: return .bool(false)
        case LB_JSON_TRUE: return .bool(true)
        case LB_JSON_NUMBER: return .number(Self.number(event))
        case LB_JSON_ARRAY_START:
            var values: [JSONReader.Value] = []
            values.reserveCapacity(Int(event.length))
            while Int(events[index].kind) != LB_JSON_ARRAY_END { values.append(value(at: &index)) }
            index += 1
            return .array(values)
        case LB_JSON_OBJECT_START:
            var members: [(key: String, value: JSONReader.Value)] = []
            members.reserveCapacity(Int(event.length))
            while Int(events[index].kind) == LB_JSON_KEY {
                let key = string(events[index])
                index += 1
                members.append((key, value(at: &index)))
            }
            index += 1
            return .object(members)
        default: return .string(string(event))
        }
    }
}
