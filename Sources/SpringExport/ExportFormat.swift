import SpringKit

/// The ecosystems SpringTune writes springs for (`springtune export --as FORMAT`); the raw
/// value is the name users type.
public enum ExportFormat: String, CaseIterable, Sendable, Hashable {
    /// SwiftUI `Spring(mass:stiffness:damping:)`, `Spring(duration:bounce:)` and `Animation`s.
    case swiftui
    /// Core Animation `CASpringAnimation` (`duration = settlingDuration`, `allowsOverdamping`
    /// when ζ > 1).
    case caSpringAnimation = "caspringanimation"
    /// UIKit `UISpringTimingParameters` (mass/stiffness/damping with a `CGVector` velocity, and
    /// the damping-ratio and duration/bounce forms where representable).
    case uikit
    /// A `CAKeyframeAnimation` with the `values`/`keyTimes` JNWSpringAnimation generates.
    case keyframes
    /// CSS `linear()` easing plus a duration custom property.
    case css
    /// Exactly what Motion's `spring({ keyframes: [from, to], … }).toString()` prints.
    case motion
    /// A Motion (motion.dev) transition object.
    case motionTransition = "motion-transition"
    /// The options of Motion's `useSpring(source, options)`.
    case motionUseSpring = "motion-use-spring"
    /// A react-spring `config`.
    case reactSpring = "react-spring"
    /// A React Native `Animated.spring` config.
    case reactNative = "react-native"
    /// Android `SpringForce` (Kotlin).
    case android
    /// Jetpack Compose `spring(dampingRatio, stiffness)`.
    case compose
    /// Facebook POP `POPSpringAnimation` (Objective-C).
    case pop
    /// Facebook Rebound `SpringConfig` (Java).
    case rebound
    /// Flutter `SpringDescription` and a ready `SpringSimulation` (Dart).
    case flutter
    /// An anime.js v4 `spring({ … })` easing.
    case anime
    /// A Svelte 5 `new Spring(from, { stiffness, damping, precision })` at a frame rate.
    case svelte
    /// React Native Reanimated 4 `withSpring` config (`WithSpringConfig`).
    case reanimated
    /// React Native Reanimated 3 `withSpring` config (`WithSpringConfig`).
    case reanimated3
    /// SpringTune's own JSON: the spring, its motion and every family conversion.
    case json

    /// For a format whose code cannot carry an initial velocity: why, and the format that keeps
    /// it; `nil` for formats that keep it (as a parameter, or baked into the curve).
    ///
    /// Whatever the motion, only `keyframes` drops it: JNWSpringAnimation's keyframes start from
    /// rest whatever the velocity. The exported comment says so, and a command should say so on
    /// stderr. ``initialVelocityNote(for:)-(ExportSubject)`` adds the motions other formats cannot carry.
    public var initialVelocityNote: String? {
        switch self {
        case .keyframes:
            return "JNWSpringAnimation's keyframes ignore the initial velocity; caspringanimation, uikit or swiftui (interpolatingSpring) keep it"
        case .motionUseSpring:
            return "useSpring starts each animation with the velocity of the value it follows; motion or motion-transition keep it"
        case .svelte:
            return "Svelte's Spring takes no initial velocity (it starts at rest one frame back); motion, react-spring or react-native keep it"
        default:
            return nil
        }
    }

    /// For this format and `motion`: why the exported code drops the motion's initial velocity
    /// and the formats that keep it, or `nil` when it is kept (or zero).
    ///
    /// `keyframes` always drops it (``initialVelocityNote``). `caspringanimation`, `uikit` and
    /// `swiftui` take a velocity relative to the change (Core Animation's convention), so a
    /// motion with `from == to` cannot carry one; formats with an absolute velocity can.
    /// The note for a motion (below) for `subject`, and for `motion-transition` of a
    /// Motion spring given by `duration` or `visualDuration`, which Motion animates without
    /// the initial velocity; none for `svelte` of a `svelte:` spring, whose velocity is the one
    /// Svelte's own start implies.
    public func initialVelocityNote(for subject: ExportSubject) -> String? {
        if self == .motionTransition, subject.motion.absoluteVelocity != 0, subject.family == .motion,
           let spec = subject.spec, spec[.duration] != nil || spec[.visualDuration] != nil {
            return "Motion ignores the initial velocity of duration and visualDuration springs; its physics form (the spring given in the physical family: stiffness, damping, mass, velocity) keeps it"
        }
        // A svelte: spring's velocity is the one Svelte's own start implies, not a dropped one.
        if self == .svelte, subject.family == .svelte { return nil }
        return initialVelocityNote(for: subject.motion)
    }

    public func initialVelocityNote(for motion: Motion) -> String? {
        guard motion.absoluteVelocity != 0 else { return nil }
        switch self {
        case .caSpringAnimation, .uikit, .swiftui, .anime:
            guard !motion.hasStep else { return nil }
            return "from == to, and \(rawValue)'s initial velocity is relative to the change; android, compose, react-native, react-spring, pop, rebound, flutter or motion take an absolute velocity and keep it"
        default:
            return initialVelocityNote
        }
    }

    /// Whether the format has comments, so the output can state its assumptions inline.
    /// `json` and `motion` have none: their assumptions are in docs/export.md.
    public var hasComments: Bool {
        self != .json && self != .motion
    }

    /// One line about the format, for help texts.
    public var summary: String {
        switch self {
        case .swiftui: return "SwiftUI Spring(mass:stiffness:damping:), Spring(duration:bounce:), .spring(response:dampingFraction:)"
        case .caSpringAnimation: return "CASpringAnimation with duration = settlingDuration (allowsOverdamping when ζ > 1)"
        case .uikit: return "UIKit UISpringTimingParameters (mass/stiffness/damping, dampingRatio and duration/bounce forms)"
        case .keyframes: return "CAKeyframeAnimation with JNWSpringAnimation's values/keyTimes (optionally subsampled)"
        case .css: return "CSS linear() easing + duration custom property (RDP-simplified, stated max error)"
        case .motion: return "Motion's spring(...).toString(): \"<ms>ms linear(...)\", byte for byte"
        case .motionTransition: return "Motion transition object { type: \"spring\", … }"
        case .motionUseSpring: return "Motion useSpring(source, options) options { stiffness, damping, mass }"
        case .reactSpring: return "react-spring config { mass, tension, friction }"
        case .reactNative: return "React Native Animated.spring config"
        case .android: return "Android SpringForce (Kotlin)"
        case .compose: return "Jetpack Compose spring(dampingRatio, stiffness)"
        case .pop: return "Facebook POP POPSpringAnimation (Objective-C)"
        case .rebound: return "Facebook Rebound SpringConfig (Java)"
        case .flutter: return "Flutter SpringDescription + SpringSimulation (Dart)"
        case .anime: return "anime.js v4 spring({ mass, stiffness, damping, velocity }) easing"
        case .svelte: return "Svelte 5 new Spring(from, { stiffness, damping, precision }), exact at a frame rate (default 60 Hz)"
        case .reanimated: return "React Native Reanimated 4 withSpring config (physics form, or the time form it was given in)"
        case .reanimated3: return "React Native Reanimated 3 withSpring config (physics form, or the time form it was given in)"
        case .json: return "JSON: spring, motion and every family conversion"
        }
    }
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
}
