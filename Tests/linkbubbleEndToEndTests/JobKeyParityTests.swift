import ArgumentParser
import Foundation
import LinkBubbleJSON
import Testing

@testable import linkbubble
import LinkBubbleCommandLine

/// The keys of `batch` jobs are the options of `render`, `mask` and `annotate` on the command line,
/// both ways: the command line's as ArgumentParser describes them (`--experimental-dump-help`),
/// the jobs' as ``JobTemplate`` reads them from the same declarations.
@Suite struct JobKeyParityTests {
    /// The long names of `Command`'s options and flags in ArgumentParser's description
    /// of it, without `help`.
    private func commandLineOptions<Command: ParsableCommand>(of command: Command.Type) throws -> Set<String> {
        let info = try #require(
            try JSONSerialization.jsonObject(with: Data(Command._dumpHelp().utf8)) as? [String: Any])
        let arguments = try #require((info["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        let names = arguments.filter { $0["kind"] as? String != "positional" }.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }
        }
        return Set(names).subtracting(["help"])
    }

    /// Every key's option is one a job can give: an object where any option wants
    /// something else is an error that names the key's value, never "cannot be given".
    private func expectEveryKeyDecodes<Command: JSONCommand>(_ template: JobTemplate<Command>) {
        for (key, option) in template.options {
            #expect {
                _ = try option.template.setting(.object([]), key: key)
            } throws: { error in
                let message = "\(error)"
                return message.hasPrefix("\"\(key)\" must be ") || message.hasPrefix("each \"\(key)\" must be ")
            }
        }
    }

    /// Expects `Command`'s job keys to be its command-line options, and each to decode.
    private func expectParity<Command: JSONCommand>(_ command: Command.Type, atLeast: Int = 40) throws {
        let template = try JobTemplate<Command>()
        let options = try commandLineOptions(of: command)
        let keys = Set(template.options.keys)
        #expect(options.count > atLeast, "\(options.sorted())")
        // A key unlike its option's name comes from a custom long name: name the property after the flag.
        #expect(options.subtracting(keys).isEmpty, "options that are not job keys: \(options.subtracting(keys).sorted())")
        #expect(keys.subtracting(options).isEmpty, "job keys that are not options: \(keys.subtracting(options).sorted())")
        expectEveryKeyDecodes(template)
    }

    @Test func renderOptionsAreRenderJobKeys() throws { try expectParity(RenderCommand.self) }

    @Test func maskOptionsAreMaskJobKeys() throws { try expectParity(MaskCommand.self) }

    @Test func annotateOptionsAreAnnotateJobKeys() throws { try expectParity(AnnotateCommand.self, atLeast: 15) }

    @Test func animateOptionsAreAnimateJobKeys() throws { try expectParity(AnimateCommand.self) }

    /// A job's options start from the command line's defaults, and the options every
    /// job gives itself (`out`, a target) from nothing.
    @Test func jobsStartFromTheCommandLineDefaults() throws {
        let job = try BatchJob(line: #"{"command":"render","text":"abc","at":[1,2],"out":"a.png"}"#)
        let command = try JobTemplate<RenderCommand>().command(for: job)
        let parsed = try RenderCommand.parse(["--text", "abc", "--at", "1,2", "--out", "a.png"])
        #expect(String(describing: command) == String(describing: parsed))
    }

    @Test func longNamesFollowArgumentParsersRule() {
        #expect(OptionNaming.longName("size") == "size")
        #expect(OptionNaming.longName("lineHeight") == "line-height")
        #expect(OptionNaming.longName("textURLSource") == "text-url-source")
        #expect(OptionNaming.longName("snap2Grid") == "snap2-grid")
    }
}
