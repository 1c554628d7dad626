import Foundation
import Testing

/// The README's module table states the module graph; these tests read the `import`
/// lines of every module's sources and check that the table says exactly that, and that
/// the graph is a one-way stack in the table's order.
@Suite struct ModuleGraphTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// This package's Swift and C targets under Sources/.
    static func packageModules() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Sources").path))
    }

    /// The package modules imported by the Swift files of `module`.
    static func imports(of module: String, among modules: Set<String>) throws -> Set<String> {
        let folder = repository.appendingPathComponent("Sources/\(module)")
        var found: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in source.split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }),
                    index + 1 < words.count
                else { continue }
                let name = words[index + 1]
                if modules.contains(name) { found.insert(name) }
            }
        }
        return found
    }

    /// The README table's rows, in order: module and the modules its "Imports" cell names.
    static func readmeTable() throws -> [(module: String, imports: Set<String>)] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "## What is inside")[1].components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 5, cells[1].hasPrefix("`") else { return nil }
            let names = cells[3].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            return (cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")), Set(names))
        }
    }

    @Test func theReadmeTableStatesTheImports() throws {
        let modules = try Self.packageModules()
        let table = try Self.readmeTable()
        let swiftModules = modules.filter { !$0.hasPrefix("C") }
        #expect(Set(table.map(\.module)) == swiftModules, "one row for every Swift module")
        for row in table {
            let actual = try Self.imports(of: row.module, among: modules)
            #expect(actual == row.imports, "\(row.module) imports \(actual.sorted()), the README says \(row.imports.sorted())")
        }
    }

    @Test func theGraphIsAOneWayStackInTheTablesOrder() throws {
        let table = try Self.readmeTable()
        let rank = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($0.element.module, $0.offset) })
        for row in table {
            for imported in row.imports where !imported.hasPrefix("C") {
                #expect(rank[imported, default: .max] < rank[row.module]!, "\(row.module) imports \(imported), listed after it")
            }
        }
    }

    @Test func pureModulesImportNoCAndNoFoundation() throws {
        let modules = try Self.packageModules()
        for module in ["Geometry", "WrapPath"] {
            let folder = Self.repository.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                #expect(!source.contains("import Foundation") && !source.contains("import Glibc"), "\(module)/\(file)")
            }
            #expect(try Self.imports(of: module, among: modules).allSatisfy { !$0.hasPrefix("C") })
        }
    }

    /// The tool uses FoundationEssentials: the whole of Foundation, which the release tool
    /// would link in with its ICU data (49 MB more), only where FoundationEssentials
    /// cannot be imported (`#else` of `#if canImport(FoundationEssentials)`).
    @Test func theToolImportsOnlyFoundationEssentials() throws {
        let folder = Self.repository.appendingPathComponent("Sources/linkbubble")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        #expect(files.count > 10, "the walk found the tool's sources")
        for file in files where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated() where line.hasPrefix("import Foundation") && line != "import FoundationEssentials" {
                #expect(
                    line == "import Foundation" && index >= 3 && lines[index - 1] == "#else"
                        && lines[index - 3] == "#if canImport(FoundationEssentials)", "\(file), line \(index + 1)")
            }
        }
    }
}
