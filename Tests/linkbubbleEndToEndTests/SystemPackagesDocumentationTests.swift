import Foundation
import Testing

/// The system packages that the README and Getting Started list are the ones
/// `scripts/ensure-system-packages` installs: the libraries the build needs, and the
/// fonts of the test font set and the browser the animation tests use.
@Suite struct SystemPackagesDocumentationTests {
    /// The repository's file at `path`.
    private static func repositoryFile(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The words of the script's array `name`, as `NAME=(word word ...)` gives them.
    private static func scriptArray(_ name: String) throws -> String {
        let script = try repositoryFile("scripts/ensure-system-packages")
        let start = try #require(script.range(of: "\n\(name)=("))
        let end = try #require(script[start.upperBound...].firstIndex(of: ")"))
        return script[start.upperBound..<end].split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: ["build_packages", "test_packages"])
    func gettingStartedInstallsTheScriptsPackages(array: String) throws {
        let article = try Self.repositoryFile("Sources/LinkBubble/LinkBubble.docc/GettingStarted.md")
        let packages = try Self.scriptArray(array)
        #expect(article.contains("\nsudo apt-get install \(packages)\n"), "Getting Started lacks: \(packages)")
    }

    @Test(arguments: ["build_packages", "test_packages"])
    func theReadmeListsTheScriptsPackages(array: String) throws {
        let readme = try Self.repositoryFile("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let packages = try Self.scriptArray(array)
        #expect(readme.contains("`\(packages)`"), "the README lacks: \(packages)")
    }
}
