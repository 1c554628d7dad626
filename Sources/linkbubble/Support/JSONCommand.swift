/// A command that produces one line of JSON, so that `batch` can run it and collect
/// the line instead of printing it.
protocol JSONCommand {
    /// Does the work (writing any files) and returns the JSON line.
    func execute() throws -> String
}

extension RenderCommand: JSONCommand {}
extension MaskCommand: JSONCommand {}
