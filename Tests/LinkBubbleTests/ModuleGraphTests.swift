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
        try imports(inFolder: "Sources/\(module)", among: modules)
    }

    /// The modules of `modules` imported by the Swift files under `path` (relative to
    /// the repository), leaving out the files and folders `excluded` names (relative to
    /// `path`).
    static func imports(inFolder path: String, excluding excluded: [String] = [], among modules: Set<String>) throws -> Set<String> {
        let folder = repository.appendingPathComponent(path)
        var found: Set<String> = []
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) {
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

    /// A target as `swift package dump-package` declares it.
    struct DeclaredTarget {
        var name: String
        /// `regular`, `executable`, `test`, `system`, ...
        var type: String
        /// The folder of its sources, relative to the repository.
        var path: String
        /// Files and folders of `path` left out of the target.
        var excluded: [String]
        /// The targets and products it depends on, by name (a product's name is its module's).
        var dependencies: [String]
        /// Whether its sources are one of the package's modules under Sources/ (not a
        /// test or a test helper).
        var isModule: Bool { path == "Sources/\(name)" && type != "test" }
    }

    /// `swift package dump-package`'s JSON, run once for the tests that read it, or the
    /// status it failed with. Bytes and a status, not a `Result` of `Data`: the value lives
    /// until the process exits, and LeakSanitizer cannot follow a pointer that carries an
    /// enum's tag bits, so it would report the bytes as leaked.
    static let dumpedPackage = { () -> (json: [UInt8]?, status: Int32) in
        // A scratch folder of its own: the `swift test` running this holds the lock of .build.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ModuleGraphTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", repository.path, "--scratch-path", scratch.path, "dump-package"]
        // Only the variables that find the tools and SwiftPM's caches: SwiftPM keys its
        // cache of evaluated manifests on the whole environment, so one that differs from
        // run to run (a shell's OLDPWD, `_`) would compile and run Package.swift each time.
        process.environment = ProcessInfo.processInfo.environment.filter { ["PATH", "HOME", "XDG_CACHE_HOME"].contains($0.key) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return (nil, -1) }
        let json = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return (process.terminationStatus == 0 ? json : nil, process.terminationStatus)
    }()

    /// Package.swift's targets, read from `swift package dump-package`'s JSON.
    static func declaredTargets() throws -> [DeclaredTarget] {
        let json = try #require(dumpedPackage.json, "swift package dump-package failed with status \(dumpedPackage.status)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        return try targets.map { target in
            let name = try #require(target["name"] as? String)
            let type = try #require(target["type"] as? String)
            let dependencies = try (target["dependencies"] as? [[String: Any]] ?? []).map { dependency in
                // {"byName": [name, condition]}, {"target": [name, condition]} or
                // {"product": [name, package, module aliases, condition]}.
                let reference = try #require(dependency.values.first as? [Any])
                return try #require(reference.first as? String)
            }
            let path = target["path"] as? String ?? (type == "test" ? "Tests/\(name)" : "Sources/\(name)")
            return DeclaredTarget(
                name: name, type: type, path: path, excluded: target["exclude"] as? [String] ?? [],
                dependencies: dependencies)
        }
    }

    /// The fuzz targets sit on top of the libraries they drive: only the replay tests and
    /// their worker (and the nested Fuzz/ package) depend on them, no module of Sources/.
    @Test func onlyTheFuzzReplayDependsOnTheFuzzTargets() throws {
        let dependents = try Self.declaredTargets().filter { $0.dependencies.contains("FuzzTargets") }.map(\.name)
        #expect(Set(dependents) == ["FuzzReplayTests", "FuzzReplayWorker"])
        #expect(try Self.readmeTable().last?.module == "FuzzTargets", "the README's table lists FuzzTargets last")
    }

    /// Package.swift declares what the sources import: a module under Sources/ declares
    /// every package module or product it imports, and nothing else; a test or test
    /// helper imports only what its declared dependencies reach (SwiftPM builds those
    /// before it), and imports every dependency it declares but executables (which tests
    /// run rather than import).
    @Test func packageSwiftDeclaresWhatTheSourcesImport() throws {
        let targets = try Self.declaredTargets()
        #expect(targets.contains { $0.name == "LinkBubble" } && targets.contains { $0.type == "test" })
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        let modules = Set(targets.map(\.name)).union(targets.flatMap(\.dependencies))
        /// The modules `target` reaches through its dependencies, its own included.
        func reach(_ name: String) -> Set<String> {
            var reached: Set<String> = [name], pending = [name]
            while let next = pending.popLast() {
                for dependency in byName[next]?.dependencies ?? [] where reached.insert(dependency).inserted {
                    pending.append(dependency)
                }
            }
            return reached
        }
        for target in targets where target.type != "system" {
            let imported = try Self.imports(inFolder: target.path, excluding: target.excluded, among: modules)
                .subtracting([target.name])
            let declared = Set(target.dependencies)
            let unused = declared.subtracting(imported).filter { byName[$0]?.type != "executable" }
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) but does not import it")
            let undeclared = imported.subtracting(target.isModule ? declared : reach(target.name))
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring it")
        }
    }
}
