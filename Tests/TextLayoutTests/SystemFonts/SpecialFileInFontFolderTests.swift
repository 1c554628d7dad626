import LinkBubbleTestSupport
import Testing
import TextLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// fontconfig opens every file of a font folder to scan it, and opening a FIFO waits
/// for a writer forever (`fc-list` hangs on it): a configuration whose folders hold one
/// is refused before the scan, with the file's path, instead of hanging.
@Suite struct SpecialFileInFontFolderTests {
    /// A configuration of one font folder (in a subfolder, as the walk must find it)
    /// holding DejaVu Sans and a FIFO named like a font; `body` gets the configuration's
    /// path and the FIFO's.
    static func withFIFOInFontFolder(_ body: (_ configuration: String, _ fifo: String) throws -> Void) throws {
        let folder = temporaryPath(suffix: "-fonts")
        guard mkdir(folder, 0o700) == 0, mkdir(folder + "/fonts", 0o700) == 0, mkdir(folder + "/fonts/more", 0o700) == 0
        else { throw TemporaryFileError.cannotCreate }
        let fifo = folder + "/fonts/more/stuck.ttf"
        defer {
            for path in [fifo, folder + "/fonts/DejaVuSans.ttf", folder + "/fonts.conf"] { unlink(path) }
            for path in [folder + "/fonts/more", folder + "/fonts", folder + "/cache", folder] { rmdir(path) }
        }
        var repository = #filePath
        for _ in 0..<4 { repository = String(repository[..<repository.lastIndex(of: "/")!]) }
        let dejaVu = try readFile(repository + "/Fonts/DejaVuSans.ttf")
        guard let font = fopen(folder + "/fonts/DejaVuSans.ttf", "wb") else { throw TemporaryFileError.cannotCreate }
        _ = dejaVu.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, font) }
        fclose(font)
        guard mkfifo(fifo, 0o600) == 0, let file = fopen(folder + "/fonts.conf", "wb") else {
            throw TemporaryFileError.cannotCreate
        }
        fputs("<fontconfig><dir>\(folder)/fonts</dir><cachedir>\(folder)/cache</cachedir></fontconfig>", file)
        fclose(file)
        try body(folder + "/fonts.conf", fifo)
    }

    @Test func aFIFOInAFontFolderIsRefusedBeforeTheScan() throws {
        try Self.withFIFOInFontFolder { configuration, fifo in
            #expect(throws: TextLayoutError.fontConfigurationFailed(
                file: configuration, reason: "\(fifo) in a font folder is a FIFO, not a font file (fontconfig would block on it)"))
            {
                try SystemFontSource(configurationFile: configuration)
            }
        }
    }
}
