// The `OptionSet` operations that layout uses, written out on the raw byte, each with the
// standard library's meaning. A debug build (the tests', or an app's that builds this
// package for debugging) takes the standard library's defaults through several generic,
// unspecialized calls each, and layout makes them on every code unit of a text: through
// the defaults, a tenth of such a build's layout time.
extension CodeUnitFlags {
    init(arrayLiteral elements: CodeUnitFlags...) {
        var rawValue: UInt8 = 0
        for index in elements.indices { rawValue |= elements[index].rawValue }
        self.init(rawValue: rawValue)
    }

    static func == (a: CodeUnitFlags, b: CodeUnitFlags) -> Bool { a.rawValue == b.rawValue }

    func contains(_ member: CodeUnitFlags) -> Bool { rawValue & member.rawValue == member.rawValue }

    func isDisjoint(with other: CodeUnitFlags) -> Bool { rawValue & other.rawValue == 0 }

    func intersection(_ other: CodeUnitFlags) -> CodeUnitFlags { CodeUnitFlags(rawValue: rawValue & other.rawValue) }

    @discardableResult
    mutating func insert(_ newMember: CodeUnitFlags) -> (inserted: Bool, memberAfterInsert: CodeUnitFlags) {
        let present = intersection(newMember)
        rawValue |= newMember.rawValue
        return present == newMember ? (false, present) : (true, newMember)
    }

    @discardableResult
    mutating func remove(_ member: CodeUnitFlags) -> CodeUnitFlags? {
        let present = intersection(member)
        rawValue &= ~member.rawValue
        return present.rawValue == 0 ? nil : present
    }
}
