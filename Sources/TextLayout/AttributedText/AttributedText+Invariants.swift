extension AttributedText {
    #if DEBUG
    /// Traps unless the text is well formed: ``utf16`` holds ``string``'s code units,
    /// and the attribute runs cover the whole text in order, each non-empty, without
    /// gaps or overlaps, adjacent runs never having equal attributes (an empty text
    /// has no runs).
    ///
    /// Checks run in debug builds only; in release builds this does nothing.
    @inline(never)
    package func _checkInvariants() {
        precondition(utf16.elementsEqual(string.utf16), "utf16 does not hold the string's code units")
        guard !utf16.isEmpty else {
            precondition(runs.isEmpty, "an empty text has attribute runs")
            return
        }
        precondition(runs.first?.range.lowerBound == 0, "the first attribute run does not start at 0")
        precondition(runs.last?.range.upperBound == length, "the last attribute run does not end at the text's end")
        for run in runs { precondition(!run.range.isEmpty, "empty attribute run at \(run.range)") }
        for (run, next) in zip(runs, runs.dropFirst()) {
            precondition(
                run.range.upperBound == next.range.lowerBound,
                "attribute runs \(run.range) and \(next.range) leave a gap or overlap")
            precondition(run.attributes != next.attributes, "adjacent attribute runs at \(run.range) and \(next.range) are equal")
        }
    }
    #else
    /// Does nothing in release builds; debug builds check the text's invariants.
    @inline(__always)
    package func _checkInvariants() {}
    #endif
}
