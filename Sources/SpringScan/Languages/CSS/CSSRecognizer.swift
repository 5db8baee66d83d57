import SpringKit
import SpringTuning

/// Finds CSS `linear()` easings that are springs: at least ``ScanOptions/linearMinimumStops``
/// stops whose least-squares spring fit (SpringTuning's ``CurveFitter``, physical family,
/// from rest) has a root-mean-square error within ``ScanOptions/linearFitTolerance`` of the
/// change. The time scale is the duration written in the same declaration item
/// (`transition: transform 0.6s linear(…)`) or the block's `transition-duration`,
/// `animation-duration` or `--…-duration` custom property; without one, times are fractions
/// of the duration (1 s).
extension SourceLanguage {
    /// CSS and SCSS (`.css .scss`): `linear()` easings.
    public static let css = SourceLanguage("css", fileExtensions: ["css", "scss"], recognizer: CSSRecognizer())
}

struct CSSRecognizer: LanguageRecognizer {
    let ecosystems = ["css"]
    let keywords = ["linear"]
    /// A stop's output or position (`50%`).
    let numberSuffixes = "%"
    let writesEasings = true

    /// SCSS files (`.scss`) also have `//` line comments.
    func tokens(_ bytes: [UInt8], path: String) -> [Token] { CSSTokenizer(lineComments: path.hasSuffix(".scss")).tokens(bytes) }

    func calls(in file: SourceFile, tree: ScanTree?, options: ScanOptions) -> [SpringCall] { Self.calls(in: file, options: options) }

    static func calls(in file: SourceFile, options: ScanOptions) -> [SpringCall] {
        var calls: [SpringCall] = []
        var blockDurations: [Int: (value: Double, tokens: Range<Int>)?] = [:] // each block is searched for its duration once
        for index in 0..<file.count where file.isIdentifier(index, "linear") && file.isPunctuation(index + 1, 0x28)
            && file.adjacent(index, index + 1) {
            if let call = linear(file, index, options: options, blockDurations: &blockDurations) { calls.append(call) }
        }
        return calls
    }

    static func linear(_ file: SourceFile, _ index: Int, options: ScanOptions,
                       blockDurations: inout [Int: (value: Double, tokens: Range<Int>)?]) -> SpringCall? {
        guard let list = ArgumentList(file, open: index + 1, style: .colon) else { return nil }
        var stops: [(value: Double, positions: [Double])] = []
        for argument in list.arguments {
            var parts: [Double] = []
            var positions: [Double] = []
            var current = argument.value.lowerBound
            while current < argument.value.upperBound {
                var sign = 1.0
                if file.isPunctuation(current, 0x2D) { sign = -1; current += 1 }
                guard current < argument.value.upperBound, file.tokens[current].kind == .number,
                      let value = LiteralReader.parse(file.text(current), language: .css) else { return nil }
                if file.text(current).hasSuffix("%") { positions.append(sign * value / 100) } else { parts.append(sign * value) }
                current += 1
            }
            guard parts.count == 1 else { return nil }
            stops.append((parts[0], positions))
        }
        guard stops.count >= options.linearMinimumStops, let easing = LinearEasing(stops: stops) else { return nil }
        let declared = declaredDuration(file, index, close: list.close, blockDurations: &blockDurations)
        let duration = declared?.value
        let scale = duration ?? 1
        var times: [Double] = []
        var values: [Double] = []
        for (progress, value) in zip(easing.progresses, easing.values) {
            let t = progress * scale
            if let last = times.last, !(t > last) { continue }
            times.append(t)
            values.append(value)
        }
        guard let samples = try? FitSamples(times: times, values: values),
              let fit = try? CurveFitter(samples: samples, from: 0, to: 1, family: .physical).fit(),
              fit.rmsError <= options.linearFitTolerance else { return nil }
        var call = SpringCall(token: index, api: "CSS linear()")
        call.parameters = [
            FindingParameter(name: "stops", value: Double(easing.stopCount), text: String(easing.stopCount), source: .literal,
                             span: file.span(index..<(list.close + 1))),
            FindingParameter(name: "duration", value: scale, text: duration.map { NumberStyle.scan.text($0) + "s" } ?? "default",
                             source: duration == nil ? .default : .literal, span: declared.map { file.span($0.tokens) }),
            FindingParameter(name: "fitRMSError", value: fit.rmsError, text: NumberStyle.scan.text(fit.rmsError), source: .literal),
        ]
        call.family = .physical
        call.computed = [.stiffness: fit.spring.stiffness, .damping: fit.spring.damping]
        call.massParameter = nil
        call.notes.append("fitted spring (SpringTuning curve fit, rms error \(NumberStyle.scan.text(fit.rmsError)) of the change)")
        if duration == nil {
            call.notes.append("no duration in the declaration: times are fractions of the animation's duration (1 s assumed)")
        }
        return call
    }

    /// The duration in seconds written beside the `linear()` at `index`: a `NUMBER s|ms` in the
    /// same comma-separated item of the declaration, else the block's `transition-duration`,
    /// `animation-duration` or a custom property named `--…-duration` (looked up once per block:
    /// `blockDurations` keeps it by the block's `{`), with the tokens of its number and unit.
    static func declaredDuration(_ file: SourceFile, _ index: Int, close: Int,
                                 blockDurations: inout [Int: (value: Double, tokens: Range<Int>)?]) -> (value: Double, tokens: Range<Int>)? {
        func time(_ at: Int) -> (value: Double, tokens: Range<Int>)? {
            guard file.tokens[at].kind == .number, file.isIdentifier(at + 1), file.adjacent(at, at + 1),
                  let value = LiteralReader.parse(file.text(at), language: .css) else { return nil }
            switch file.text(at + 1) {
            case "s": return (value, at..<(at + 2))
            case "ms": return (value / 1000, at..<(at + 2))
            default: return nil
            }
        }
        func isBoundary(_ at: Int) -> Bool {
            file.isPunctuation(at, 0x3B) || file.isPunctuation(at, 0x7B) || file.isPunctuation(at, 0x7D)
                || file.isPunctuation(at, 0x2C) || file.isPunctuation(at, 0x3A)
        }
        var current = index - 1
        while current >= 0, !isBoundary(current) {
            if let value = time(current) { return value }
            current -= 1
        }
        current = close + 1
        while current < file.count, !isBoundary(current) {
            if let value = time(current) { return value }
            current += 1
        }
        // The block's transition-duration / animation-duration.
        var enclosing = file.enclosingOpen(index)
        while let bracket = enclosing, !file.isPunctuation(bracket, 0x7B) { enclosing = file.enclosingOpen(bracket) }
        guard let open = enclosing, let end = file.closing(open) else { return nil }
        if let known = blockDurations[open] { return known }
        var found: (value: Double, tokens: Range<Int>)?
        for at in open..<end where file.isIdentifier(at) && file.text(at).hasSuffix("-duration") {
            if file.isPunctuation(at + 1, 0x3A), at + 2 < end, let value = time(at + 2) { found = value; break }
        }
        blockDurations[open] = .some(found)
        return found
    }
}
