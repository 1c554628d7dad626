import InternalUtilities

extension SVGWriter {
    /// Opens the group of frame `index` of `count` frames of a flipbook whose frames
    /// each show for `frameDuration` seconds, over and over: a `<g>` whose `visibility`
    /// a discrete SMIL `<animate>` turns on for its frame's slot of the loop and off
    /// for the rest. The first frame is visible without animation, so a viewer that
    /// does not play SMIL shows it. Close the group with ``endFrame()``.
    ///
    /// - Throws: ``RenderError/documentTooLarge(limit:)``.
    mutating func beginFrame(_ index: Int, of count: Int, frameDuration: Double) throws(RenderError) {
        let start = DecimalFormatting.shortest(Double(index) / Double(count))
        let end = DecimalFormatting.shortest(Double(index + 1) / Double(count))
        let (values, keyTimes) =
            switch index {
            case 0: ("visible;hidden", "0;\(end)")
            case count - 1: ("hidden;visible", "0;\(start)")
            default: ("hidden;visible;hidden", "0;\(start);\(end)")
            }
        let loop = DecimalFormatting.shortest(Double(count) * frameDuration)
        try append(
            "<g visibility=\"\(index == 0 ? "visible" : "hidden")\">\n"
                + "<animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(values)\""
                + " keyTimes=\"\(keyTimes)\" dur=\"\(loop)s\" repeatCount=\"indefinite\"/>\n")
    }

    /// Closes the group ``beginFrame(_:of:frameDuration:)`` opened.
    ///
    /// - Throws: ``RenderError/documentTooLarge(limit:)``.
    mutating func endFrame() throws(RenderError) {
        try append("</g>\n")
    }
}
