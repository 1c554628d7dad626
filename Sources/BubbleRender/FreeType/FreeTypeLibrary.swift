import CFreeType

/// Scoped access to a private `FT_Library`.
///
/// Every rasterizing call creates its own library and releases it before
/// returning (about a microsecond), so no FreeType state is global or shared
/// between threads, and `Canvas` stays a plain value.
enum FreeTypeLibrary {
    /// Runs `body` with a new library, released afterwards.
    static func withLibrary<R>(_ body: (FT_Library) throws(RenderError) -> R) throws(RenderError) -> R {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeType(function: "FT_Init_FreeType", code: error) }
        defer { FT_Done_FreeType(library) }
        return try body(library)
    }

    /// Throws a typed error when a FreeType call returned a non-zero code.
    static func check(_ code: FT_Error, _ function: String) throws(RenderError) {
        guard code == 0 else { throw .freeType(function: function, code: code) }
    }
}
