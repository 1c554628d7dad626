import Foundation
import TextLayout

/// The repository's font files, found from this file's place in it
/// (`Concurrency/Tests/ConcurrencyTests/`).
enum RepositoryFonts {
    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The fixed test font set's fontconfig file (`Tests/Fonts/fonts.conf`).
    static let testFontSet = repository.appendingPathComponent("Tests/Fonts/fonts.conf").path

    /// The font in `path`, relative to the repository.
    static func font(_ path: String) throws -> Font {
        try Font(contentsOfFile: repository.appendingPathComponent(path).path)
    }
}
