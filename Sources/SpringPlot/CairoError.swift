import CCairo
import SpringKit

/// A status reported by cairo, as a typed Swift error.
///
/// Modelled on swift-system's `Errno`: a raw C status code wrapped in a
/// strongly typed value, with named constants for the statuses SpringPlot can
/// meet and a readable ``description`` (cairo's own message plus the C name).
public struct CairoError: Error, RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The raw `cairo_status_t` value.
    public let rawValue: Int32

    /// Wraps a raw `cairo_status_t` value.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    init(_ status: cairo_status_t) { self.init(rawValue: Int32(bitPattern: status.rawValue)) }

    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t) throws(CairoError) {
        if status != CAIRO_STATUS_SUCCESS { throw CairoError(status) }
    }

    /// Out of memory (`CAIRO_STATUS_NO_MEMORY`).
    public static var noMemory: CairoError { .init(CAIRO_STATUS_NO_MEMORY) }
    /// `cairo_restore` without a matching save (`CAIRO_STATUS_INVALID_RESTORE`).
    public static var invalidRestore: CairoError { .init(CAIRO_STATUS_INVALID_RESTORE) }
    /// A transformation matrix could not be inverted (`CAIRO_STATUS_INVALID_MATRIX`).
    public static var invalidMatrix: CairoError { .init(CAIRO_STATUS_INVALID_MATRIX) }
    /// A string was not valid UTF-8 (`CAIRO_STATUS_INVALID_STRING`).
    public static var invalidString: CairoError { .init(CAIRO_STATUS_INVALID_STRING) }
    /// Writing the output stream failed (`CAIRO_STATUS_WRITE_ERROR`).
    public static var writeError: CairoError { .init(CAIRO_STATUS_WRITE_ERROR) }
    /// The surface was already finished (`CAIRO_STATUS_SURFACE_FINISHED`).
    public static var surfaceFinished: CairoError { .init(CAIRO_STATUS_SURFACE_FINISHED) }
    /// A surface size was out of range (`CAIRO_STATUS_INVALID_SIZE`).
    public static var invalidSize: CairoError { .init(CAIRO_STATUS_INVALID_SIZE) }
    /// A font could not be loaded or used (`CAIRO_STATUS_FONT_TYPE_MISMATCH`).
    public static var fontTypeMismatch: CairoError { .init(CAIRO_STATUS_FONT_TYPE_MISMATCH) }
    /// A dash pattern was invalid (`CAIRO_STATUS_INVALID_DASH`).
    public static var invalidDash: CairoError { .init(CAIRO_STATUS_INVALID_DASH) }
    /// An image stride was invalid for its format (`CAIRO_STATUS_INVALID_STRIDE`).
    public static var invalidStride: CairoError { .init(CAIRO_STATUS_INVALID_STRIDE) }
    /// Cairo's internal error state (`CAIRO_STATUS_INVALID_STATUS`).
    public static var invalidStatus: CairoError { .init(CAIRO_STATUS_INVALID_STATUS) }

    /// cairo's message followed by the C name, e.g. `cairo: error while writing to output stream (CAIRO_STATUS_WRITE_ERROR)`.
    public var description: String {
        let status = cairo_status_t(rawValue: UInt32(bitPattern: rawValue))
        let message = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown status"
        return "cairo: \(message) (\(cName))"
    }

    /// The C constant's name, or `cairo_status_t(N)` for a status this code does not know.
    var cName: String {
        let names = [
            "CAIRO_STATUS_SUCCESS", "CAIRO_STATUS_NO_MEMORY", "CAIRO_STATUS_INVALID_RESTORE",
            "CAIRO_STATUS_INVALID_POP_GROUP", "CAIRO_STATUS_NO_CURRENT_POINT", "CAIRO_STATUS_INVALID_MATRIX",
            "CAIRO_STATUS_INVALID_STATUS", "CAIRO_STATUS_NULL_POINTER", "CAIRO_STATUS_INVALID_STRING",
            "CAIRO_STATUS_INVALID_PATH_DATA", "CAIRO_STATUS_READ_ERROR", "CAIRO_STATUS_WRITE_ERROR",
            "CAIRO_STATUS_SURFACE_FINISHED", "CAIRO_STATUS_SURFACE_TYPE_MISMATCH",
            "CAIRO_STATUS_PATTERN_TYPE_MISMATCH", "CAIRO_STATUS_INVALID_CONTENT", "CAIRO_STATUS_INVALID_FORMAT",
            "CAIRO_STATUS_INVALID_VISUAL", "CAIRO_STATUS_FILE_NOT_FOUND", "CAIRO_STATUS_INVALID_DASH",
            "CAIRO_STATUS_INVALID_DSC_COMMENT", "CAIRO_STATUS_INVALID_INDEX",
            "CAIRO_STATUS_CLIP_NOT_REPRESENTABLE", "CAIRO_STATUS_TEMP_FILE_ERROR", "CAIRO_STATUS_INVALID_STRIDE",
            "CAIRO_STATUS_FONT_TYPE_MISMATCH", "CAIRO_STATUS_USER_FONT_IMMUTABLE", "CAIRO_STATUS_USER_FONT_ERROR",
            "CAIRO_STATUS_NEGATIVE_COUNT", "CAIRO_STATUS_INVALID_CLUSTERS", "CAIRO_STATUS_INVALID_SLANT",
            "CAIRO_STATUS_INVALID_WEIGHT", "CAIRO_STATUS_INVALID_SIZE", "CAIRO_STATUS_USER_FONT_NOT_IMPLEMENTED",
            "CAIRO_STATUS_DEVICE_TYPE_MISMATCH", "CAIRO_STATUS_DEVICE_ERROR", "CAIRO_STATUS_INVALID_MESH_CONSTRUCTION",
            "CAIRO_STATUS_DEVICE_FINISHED", "CAIRO_STATUS_JBIG2_GLOBAL_MISSING", "CAIRO_STATUS_PNG_ERROR",
            "CAIRO_STATUS_FREETYPE_ERROR", "CAIRO_STATUS_WIN32_GDI_ERROR", "CAIRO_STATUS_TAG_ERROR",
        ]
        return names.indices.contains(Int(rawValue)) ? names[Int(rawValue)] : "cairo_status_t(\(rawValue))"
    }
}
