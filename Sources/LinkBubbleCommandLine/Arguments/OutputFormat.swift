import ArgumentParser

/// The formats a command can write, chosen by `--format` or by `--out`'s extension.
package protocol OutputFormat: RawRepresentable<String>, ExpressibleByArgument, CaseIterable, Sendable {}

extension OutputFormat {
    /// The format to write `path` in: `explicit` when given, else the one its
    /// (case-insensitive) extension names.
    ///
    /// - Throws: `ValidationError("--out must end in .png, .svg or .webp, not 'PATH'")` when
    ///   there is no `explicit` format and the extension names none of this command's.
    package static func of(_ path: String, explicit: Self?) throws -> Self {
        if let explicit { return explicit }
        let fileExtension = Self.pathExtension(of: path).lowercased()
        guard let format = Self(rawValue: fileExtension) else {
            let names = allCases.map { "." + $0.rawValue }
            let list = names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
            throw ValidationError("--out must end in \(list), not '\(path)'")
        }
        return format
    }

    /// The extension of the last component of `path`, trailing slashes aside: what follows
    /// its last dot, or nothing when the dot is its first character or it has none (as
    /// `NSString.pathExtension`).
    private static func pathExtension(of path: String) -> Substring {
        let name = path.reversed().drop { $0 == "/" }.prefix { $0 != "/" }.reversed()
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return Substring(name[name.index(after: dot)...])
    }
}

/// What `linkbubble render` writes: a PNG image, an SVG document or a WebP image
/// (lossless, or lossy with `--quality`) of the same scene and the same pixel size.
package enum ImageFormat: String, OutputFormat {
    case png, svg, webp
}

/// `--quality`, which makes WebP output lossy.
package enum WebPQuality {
    /// Checks `quality` (0 to 100) and that it comes with WebP output.
    ///
    /// - Throws: a one-line `ValidationError`.
    package static func check(_ quality: Double?, writingWebP: Bool) throws {
        guard let quality else { return }
        guard writingWebP else { throw ValidationError("--quality applies to WebP output only") }
        guard quality.isFinite, (0...100).contains(quality) else {
            throw ValidationError("--quality must be 0 to 100, not \(quality)")
        }
    }
}

/// What `linkbubble mask` writes: an 8-bit gray PNG or a binary PGM.
package enum MaskFormat: String, OutputFormat {
    case png, pgm
}

/// What `linkbubble annotate` writes: a PNG image, an SVG document holding the image,
/// or a WebP image (lossless, or lossy with `--quality`).
package enum AnnotationFormat: String, OutputFormat {
    case png, svg, webp
}
