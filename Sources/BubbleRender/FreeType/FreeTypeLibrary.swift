import CFreeType
import InternalUtilities

/// Scoped access to a private `FT_Library`.
///
/// Every rasterizing call has a library of its own while it runs, so no FreeType state
/// is shared between threads and `Canvas` stays a plain value. The libraries are kept
/// in a small process-wide pool between calls (creating one and releasing it costs
/// about as much as drawing a preview's glyphs from the cache): a call takes an idle
/// one or creates one, and gives it back when done; past ``maximumIdle`` idle libraries
/// it is released.
enum FreeTypeLibrary {
    /// The most libraries kept idle (two concurrent renders use 2).
    static let maximumIdle = 4

    /// A library, owned by the pool or by the one call that took it.
    private struct Handle: @unchecked Sendable {
        var library: FT_Library
    }

    /// The idle libraries.
    private static let idle = PthreadMutex<[Handle]>([])

    /// Runs `body` with a library of its own, given back to the pool afterwards.
    static func withLibrary<R>(_ body: (FT_Library) throws(RenderError) -> R) throws(RenderError) -> R {
        let library = try take()
        defer { giveBack(library) }
        return try body(library)
    }

    /// An idle library, or a new one.
    private static func take() throws(RenderError) -> FT_Library {
        if let handle = idle.withLock({ $0.popLast() }) { return handle.library }
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeType(function: "FT_Init_FreeType", code: error) }
        return library
    }

    /// Keeps `library` for the next call, or releases it when enough are idle.
    private static func giveBack(_ library: FT_Library) {
        let kept = idle.withLock { handles in
            guard handles.count < maximumIdle else { return false }
            handles.append(Handle(library: library))
            return true
        }
        if !kept { FT_Done_FreeType(library) }
    }

    /// Throws a typed error when a FreeType call returned a non-zero code.
    static func check(_ code: FT_Error, _ function: String) throws(RenderError) {
        guard code == 0 else { throw .freeType(function: function, code: code) }
    }
}
