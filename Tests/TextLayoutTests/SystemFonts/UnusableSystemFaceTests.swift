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

/// A configuration whose fonts include one layout cannot use (a bitmap-only BDF face):
/// looking it up is a typed error, and fallback skips it for the next face.
@Suite struct UnusableSystemFaceTests {
    /// A folder with the test BDF face and DejaVu Sans, and a configuration that ranks
    /// the BDF face first for "Noto Sans Hebrew".
    static func makeSource() throws -> (SystemFontSource, folder: String) {
        let folder = temporaryPath(suffix: "-fonts")
        guard mkdir(folder, 0o700) == 0 else { throw TemporaryFileError.cannotCreate }
        var repository = #filePath
        for _ in 0..<3 { repository = String(repository[..<repository.lastIndex(of: "/")!]) }
        let bdf = try readFile(repository + "/TextLayoutTests/Fixtures/bitmap-only.bdf")
        let dejaVu = try readFile(String(repository.dropLast("/Tests".count)) + "/Fonts/DejaVuSans.ttf")
        for (name, bytes) in [("bitmap-only.bdf", bdf), ("DejaVuSans.ttf", dejaVu)] {
            guard let file = fopen(folder + "/" + name, "wb") else { throw TemporaryFileError.cannotCreate }
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            fclose(file)
        }
        let configuration = """
            <fontconfig>
              <dir>\(folder)</dir>
              <cachedir>\(folder)/cache</cachedir>
              <alias binding="same">
                <family>Noto Sans Hebrew</family>
                <prefer><family>bitmap-only</family><family>DejaVu Sans</family></prefer>
              </alias>
            </fontconfig>
            """
        guard let file = fopen(folder + "/fonts.conf", "wb") else { throw TemporaryFileError.cannotCreate }
        fputs(configuration, file)
        fclose(file)
        return (try SystemFontSource(configurationFile: folder + "/fonts.conf"), folder)
    }

    static func remove(_ folder: String) {
        for name in ["bitmap-only.bdf", "DejaVuSans.ttf", "fonts.conf"] { unlink(folder + "/" + name) }
        if let cache = opendir(folder + "/cache") {
            while let entry = readdir(cache) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name != "." && name != ".." { unlink(folder + "/cache/" + name) }
            }
            closedir(cache)
        }
        rmdir(folder + "/cache")
        rmdir(folder)
    }

    @Test func anUnusableFaceIsAnErrorWhenAskedForAndSkippedInFallback() throws {
        let (source, folder) = try Self.makeSource()
        defer { Self.remove(folder) }
        #expect(source.familyNames().contains("bitmap-only"))
        #expect(throws: TextLayoutError.self) { try source.font(family: "bitmap-only") }
        do {
            _ = try source.font(family: "bitmap-only")
        } catch {
            guard case .unusableFont = error else { Issue.record("\(error)"); return }
        }
        // Noto Sans Hebrew has no "x"; fontconfig ranks the BDF face (which has it) first.
        let layout = try LayoutManager(
            text: AttributedText("x", attributes: TextAttributes(font: .bundled(.notoSansHebrew), fallbackFonts: [])),
            container: TextContainer(width: 100), fontSource: source)
        #expect(layout.glyphs[0].font.familyName == "DejaVu Sans")
        #expect(layout.glyphs[0].id != 0)
    }
}
