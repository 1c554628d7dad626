import ArgumentParser
import LinkBubble

/// `--system-fonts on|off`: whether layout looks past the named fonts into the
/// system's fonts (fontconfig).
enum SystemFontsSetting: String, ExpressibleByArgument, CaseIterable {
    case on, off
}

/// The font options of every text command: the faces to use, by file or by family,
/// and whether the system's fonts follow them.
///
/// The chain is the `--font` files in the order given, then the `--family` faces in the
/// order given (a file names one exact face, so it comes before the faces fontconfig
/// matches); without either, the bundled fonts. With `--system-fonts on`, fontconfig's
/// fallback follows the chain; with `off`, the chain alone draws the text, so the
/// output is the same on every machine (families are still found through fontconfig).
extension TextOptions {
    /// The system's fonts as any fontconfig program finds them (`FONTCONFIG_FILE`, the
    /// user's configuration): the source of `--family` faces, `--font` files (loaded
    /// once per process) and fallback.
    package static var systemFontSource: SystemFontSource { .shared }

    /// The faces the options name, first the primary font; nil when they name none
    /// (the bundled fonts are then used).
    ///
    /// - Throws: ``/TextLayout/TextLayoutError`` for a file that is not a usable font, a
    ///   face index the file does not have, or a family that is not installed (its
    ///   message says how to list them).
    func fontChain() throws -> [Font]? {
        let source = Self.systemFontSource
        let chain = try font.map { try source.font(contentsOfFile: $0.path, faceIndex: $0.faceIndex) }
            + family.map { try source.font(family: $0) }
        return chain.isEmpty ? nil : chain
    }

    /// The font source layout asks: the system's fonts after the chain, or the chain alone.
    package var fontSource: any FontSource {
        switch systemFonts {
        case .on: Self.systemFontSource
        case .off: FontChainSource()
        }
    }
}

/// `FILE` or `FILE#INDEX` on the command line: face INDEX (from 0) of a font file, as
/// fontconfig and Pango name a face inside a TTC or OTC collection.
///
/// The index is what follows the last `#`, so a path that holds a `#` itself is given
/// with its index (`a#b.ttf#0`).
struct FontFileArgument {
    var path: String
    var faceIndex: Int

    /// Parses `FILE` or `FILE#INDEX`.
    ///
    /// - Throws: a `ValidationError` when what follows the last `#` is not a whole
    ///   number of 0 or more.
    init(parsing argument: String) throws {
        guard let hash = argument.lastIndex(of: "#") else {
            (path, faceIndex) = (argument, 0)
            return
        }
        let index = argument[argument.index(after: hash)...]
        // Decimal digits only: Int("+1") would also parse.
        guard !index.isEmpty, index.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int(index) else {
            throw ValidationError("the face index after '#' must be a whole number of 0 or more, not '\(index)'")
        }
        (path, faceIndex) = (String(argument[..<hash]), value)
    }
}
