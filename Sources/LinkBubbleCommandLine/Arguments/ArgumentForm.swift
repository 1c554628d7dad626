import ArgumentParser

/// An argument type written in a form of its own (`START:END`, `#RRGGBB`), which an
/// error about a value that does not parse shows, on the command line and in a job.
package protocol ArgumentForm: ExpressibleByArgument {
    /// The form the argument takes, such as `START:END`.
    static var expectedForm: String { get }
}

extension ArgumentForm {
    /// `argument` as ``init(argument:)`` reads it, for an option's `transform`, so that
    /// the parser's error shows the form: "The value '4-15' is invalid for '--range
    /// <range>': expected START:END".
    ///
    /// - Throws: ``ArgumentFormError`` when `argument` does not parse.
    package static func parse(_ argument: String) throws -> Self {
        guard let value = Self(argument: argument) else { throw ArgumentFormError(expectedForm: expectedForm) }
        return value
    }
}

/// A value that is not in its argument's form; its description, "expected FORM", is
/// what the parser adds to its message.
package struct ArgumentFormError: Error, CustomStringConvertible {
    /// The form the value should take.
    package var expectedForm: String

    /// "expected FORM".
    package var description: String { "expected \(expectedForm)" }
}
