import ArgumentParser
import LinkBubble

/// `--mode`: a ``PresentationMode`` by its name (`preview`, `pressed`, `outline`,
/// `spotlight`, `indicator`).
extension PresentationMode: ExpressibleByArgument {}
