import SpringKit

/// A format SpringTune writes springs in (`springtune export --as FORMAT`); the raw value is the
/// name users type.
///
/// Each format is declared beside its exporter (`SwiftUIExporter.swift` declares ``swiftui``),
/// which writes its code and knows what it does with an initial velocity; ``allCases`` lists
/// them once, in the order help texts show them. Two formats are equal when their names are.
public struct ExportFormat: RawRepresentable, CaseIterable, Sendable, Hashable {
    /// The name users type (`swiftui`, `caspringanimation`, `react-spring`, …).
    public let rawValue: String
    /// The writer of its code.
    let exporter: AnyFormatExporter

    /// A format named `rawValue`, written by `exporter`.
    init<Exporter: FormatExporter>(_ rawValue: String, exporter: Exporter) {
        self.rawValue = rawValue
        self.exporter = AnyFormatExporter(exporter)
    }

    /// The format named `rawValue`, or `nil` when no format has that name.
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    /// Every format, in the order help texts list them. Adding a format: its exporter's file
    /// (which declares it) and one line here.
    public static let allCases: [ExportFormat] = [
        .swiftui, .caSpringAnimation, .uikit, .keyframes, .css, .motion, .motionTransition,
        .motionUseSpring, .reactSpring, .reactNative, .android, .compose, .pop, .rebound, .flutter,
        .anime, .svelte, .reanimated, .reanimated3, .json,
    ]

    public static func == (lhs: ExportFormat, rhs: ExportFormat) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// For a format whose code cannot carry an initial velocity: why, and the formats that keep
    /// it; `nil` for formats that keep it (as a parameter, or baked into the curve).
    ///
    /// Whatever the motion, `keyframes` drops it (JNWSpringAnimation's keyframes start from rest
    /// whatever the velocity), as do `motion-use-spring` and `svelte`. The exported comment says
    /// so, and a command should say so on stderr. ``initialVelocityNote(for:)-(ExportSubject)``
    /// adds the motions other formats cannot carry.
    public var initialVelocityNote: String? { exporter.droppedVelocityNote }

    /// For this format and `subject`: why the exported code drops the motion's initial velocity
    /// and the formats that keep it, or `nil` when it is kept (or zero).
    ///
    /// The note for the motion (below), except where the format's reading depends on how the
    /// spring was given: `motion-transition` of a Motion spring given by `duration` or
    /// `visualDuration`, which Motion animates without the initial velocity, and `svelte` of a
    /// `svelte:` spring, whose velocity is the one Svelte's own start implies (no note).
    public func initialVelocityNote(for subject: ExportSubject) -> String? {
        exporter.initialVelocityNote(for: subject, in: self)
    }

    /// For this format and `motion`: why the exported code drops the motion's initial velocity
    /// and the formats that keep it, or `nil` when it is kept (or zero).
    ///
    /// `keyframes` always drops it (``initialVelocityNote``). `caspringanimation`, `uikit`,
    /// `swiftui` and `anime` take a velocity relative to the change (Core Animation's
    /// convention), so a motion with `from == to` cannot carry one; formats with an absolute
    /// velocity can.
    public func initialVelocityNote(for motion: Motion) -> String? {
        guard motion.absoluteVelocity != 0 else { return nil }
        if exporter.takesVelocityRelativeToChange {
            guard !motion.hasStep else { return nil }
            return "from == to, and \(rawValue)'s initial velocity is relative to the change; android, compose, react-native, react-spring, pop, rebound, flutter or motion take an absolute velocity and keep it"
        }
        return initialVelocityNote
    }

    /// Whether the format has comments, so the output can state its assumptions inline.
    /// `json` and `motion` have none: their assumptions are in docs/export.md.
    public var hasComments: Bool { exporter.hasComments }

    /// One line about the format, for help texts.
    public var summary: String { exporter.summary }
}

/// Why a spring cannot be written in a format: one line naming the format and the reason.
public struct ExportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The format asked for.
    public var format: ExportFormat
    /// Why it cannot be written, in one phrase.
    public var reason: String
    /// Whether the format cannot express the spring, or a number it would print is not finite.
    public var kind: Kind

    /// What kind of refusal an ``ExportError`` is.
    public enum Kind: Sendable, Hashable {
        /// The format cannot express this spring or motion (undamped for `css`, no step, …).
        case inexpressible
        /// A number the export would print is NaN or infinite (the spring's values are beyond
        /// the range in which SpringTune computes them), or, in code that declares it a
        /// `Float`, outside `Float`'s range (it would become 0 or infinite).
        case nonFinite
        /// The engine drawing the spring gives its curve no duration an easing can span: it
        /// never comes to rest for this spring, or only after 600 s, or at its first frame
        /// (`css` drawn by an engine, ``CSSExporter/easing(for:drawnBy:maximumError:)``).
        case noDuration
    }

    /// Creates an error.
    public init(format: ExportFormat, reason: String, kind: Kind = .inexpressible) {
        self.format = format
        self.reason = reason
        self.kind = kind
    }

    /// `cannot export to css: the spring is undamped and never settles`.
    public var description: String { "cannot export to \(format.rawValue): \(reason)" }

    /// The sysexits code: EX_USAGE (64) when the format cannot express the spring, EX_DATAERR
    /// (65) when its numbers are beyond what it can print or an engine gives no duration.
    public var exitCode: Int32 { kind == .inexpressible ? 64 : 65 }
}

extension ExportFormat {
    /// The format a user named, in any case (`CSS` is ``css``).
    /// - Throws: ``UnknownExportFormatError`` listing the formats.
    /// - Cost: a search of ``allCases``.
    public static func named(_ name: String) throws(UnknownExportFormatError) -> ExportFormat {
        guard let format = ExportFormat(rawValue: name.lowercased()) else { throw UnknownExportFormatError(name: name) }
        return format
    }
}

/// A format name no ``ExportFormat`` has.
public struct UnknownExportFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The name given.
    public var name: String

    /// Creates an error.
    public init(name: String) { self.name = name }

    /// What the name may be: `must be one of swiftui, caspringanimation, …`, with a hint for
    /// a renamed format (`core-animation`).
    public var allowed: String {
        let hint = name == "core-animation" ? " (core-animation is now caspringanimation)" : ""
        return "must be one of \(ExportFormat.allCases.map { $0.rawValue }.joined(separator: ", "))\(hint)"
    }

    /// `unknown export format 'swift-ui': must be one of …`.
    public var description: String { "unknown export format '\(name)': \(allowed)" }

    /// EX_USAGE (64).
    public var exitCode: Int32 { 64 }
}
