import SpringKit

/// Writes springs as ready-to-paste code for other ecosystems (docs/presets.md).
///
/// Every format with comments states its assumptions in them (units, mass handling, what the
/// engine does with the numbers); `json` and `motion` stay exact and are documented in
/// docs/export.md. A spring a format cannot express is an ``ExportError`` (`css`: undamped or
/// step-less motions; `keyframes`: motions JNWSpringAnimation draws no curve for) or falls back to an exact form with a comment (`pop`: dynamics*
/// properties outside bounciness/speed [0, 20]; `rebound`: raw `SpringConfig` outside Origami's
/// range). The other formats express every spring.
public enum SpringExporter {
    /// Options that some formats use.
    public struct Options: Sendable, Hashable {
        /// The `css` format's maximum error, as a fraction of the step (default 0.002).
        public var maximumError: Double
        /// The `keyframes` format's sampling step in seconds: keep one JNWSpringAnimation keyframe
        /// every `keyframeStep` seconds (a whole number of JNW's 1 ms steps). `nil` keeps every
        /// keyframe, as JNW generates them.
        public var keyframeStep: Double?

        /// Creates options.
        public init(maximumError: Double = CSSExporter.defaultMaximumError, keyframeStep: Double? = nil) {
            self.maximumError = maximumError
            self.keyframeStep = keyframeStep
        }
    }

    /// `subject` written in `format`, ending with a newline.
    ///
    /// No export ever prints a non-finite number: the text is checked here, once for every
    /// format, and a `NaN`, `Infinity`, `inf` or `nan` token is refused.
    /// - Throws: ``ExportError`` when the format cannot express the spring (kind
    ///   ``ExportError/Kind/inexpressible``) or a number it would print is not finite
    ///   (``ExportError/Kind/nonFinite``).
    public static func export(_ subject: ExportSubject, as format: ExportFormat,
                              options: Options = Options()) throws(ExportError) -> String {
        let text = try unchecked(subject, as: format, options: options)
        if let token = nonFiniteToken(in: text) {
            throw ExportError(format: format,
                              reason: "it would print \(token) for this spring (a value overflows or is undefined): its numbers are outside the range SpringTune computes",
                              kind: .nonFinite)
        }
        return text
    }

    /// The first word of `text` that spells a non-finite number in one of the target languages
    /// (`NaN`, `Infinity`, Swift's `inf`/`nan`, Kotlin's `inff`), or nil. Cost: O(text).
    public static func nonFiniteToken(in text: String) -> String? {
        let words = text.unicodeScalars.split { !($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        for word in words {
            switch String(String.UnicodeScalarView(word)).lowercased() {
            case "nan", "nanf", "inf", "inff", "infinity", "infinityf": return String(String.UnicodeScalarView(word))
            default: continue
            }
        }
        return nil
    }

    private static func unchecked(_ subject: ExportSubject, as format: ExportFormat,
                                  options: Options) throws(ExportError) -> String {
        switch format {
        case .swiftui: return SwiftUIExporter.export(subject)
        case .caSpringAnimation: return CoreAnimationExporter.export(subject)
        case .uikit: return UIKitExporter.export(subject)
        case .keyframes: return try KeyframesExporter.export(subject, step: options.keyframeStep)
        case .css: return try CSSExporter.export(subject, maximumError: options.maximumError)
        case .motion: return MotionExporter.export(subject)
        case .motionTransition: return MotionTransitionExporter.export(subject)
        case .motionUseSpring: return MotionUseSpringExporter.export(subject)
        case .reactSpring: return ReactSpringExporter.export(subject)
        case .reactNative: return ReactNativeExporter.export(subject)
        case .android: return AndroidExporter.export(subject)
        case .compose: return ComposeExporter.export(subject)
        case .pop: return POPExporter.export(subject)
        case .rebound: return ReboundExporter.export(subject)
        case .flutter: return FlutterExporter.export(subject)
        case .anime: return try AnimeExporter.export(subject)
        case .json: return JSONExporter.export(subject)
        }
    }
}
