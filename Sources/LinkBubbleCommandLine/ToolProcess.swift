import InternalUtilities

#if canImport(Glibc)
    import Glibc
#endif

/// The tool's process, as every command and every batch worker needs it set up.
package enum ToolProcess {
    /// Sets up the process before any command runs, in the tool and in a batch's workers:
    ///
    /// - `SIGPIPE` takes its default action, even when the process was started with it
    ///   ignored or blocked: a command whose reader went away (`linkbubble layout ... |
    ///   head -1`) ends quietly by the signal, as other tools do, instead of going on.
    /// - `SIGXFSZ` is ignored: past the file size limit (`ulimit -f`) a write fails with
    ///   "File too large", which the command reports in one line, instead of the signal
    ///   ending it in the middle of a file.
    /// - `SIGTERM`, `SIGINT` and `SIGHUP` wait while a temporary file has a name
    ///   (``TerminationSignals``), so that no such file outlives the process.
    /// - A standard descriptor (0, 1 or 2) the process was started without is taken by
    ///   `/dev/null`, opened the other way (reading for 1 and 2, writing for 0), so that
    ///   writes to it still fail (standard output's failure is then reported) and no file
    ///   the command opens gets its number: with standard output closed (`>&-`), an image
    ///   file opened as descriptor 1 would otherwise receive the command's JSON.
    package static func prepare() {
        signal(SIGPIPE, SIG_DFL)
        TerminationSignals.unblock(SIGPIPE)
        signal(SIGXFSZ, SIG_IGN)
        TerminationSignals.install()
        for (descriptor, access) in [(Int32(0), O_WRONLY), (1, O_RDONLY), (2, O_RDONLY)] where fcntl(descriptor, F_GETFD) < 0 {
            // The lower descriptors are open, so this one is the lowest free.
            let opened = open("/dev/null", access)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
