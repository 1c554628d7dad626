import InternalUtilities

#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard output as the tool prints on it (``Console/standard``): whole
/// writes to descriptor 1, with no buffer in between, and the first failure kept, so that
/// a command whose output was lost (a full disk, a closed descriptor) ends with an error
/// instead of status 0.
///
/// A reader that goes away ends the process by `SIGPIPE`, whose default action the tool
/// restores when it starts: quietly, with the status other tools have (141 in a shell).
package enum StandardOutput {
    /// The system's reason for the first failed write, nil while every write succeeded.
    private static let failure = PthreadMutex<String?>(nil)

    /// Writes `bytes` whole; after a failure, writes nothing more.
    package static func write(_ bytes: [UInt8]) {
        failure.withLock { failure in
            guard failure == nil, !FileDescriptorWriting.writeAll(bytes, to: 1) else { return }
            failure = String(cString: strerror(errno))
        }
    }

    /// Why a write to standard output failed ("No space left on device"), nil when none did.
    package static var failureReason: String? { failure.withLock { $0 } }
}
