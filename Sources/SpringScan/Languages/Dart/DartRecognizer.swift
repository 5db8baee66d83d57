import SpringKit

/// Finds the springs written in Dart: Flutter's `SpringDescription(mass:stiffness:damping:)`,
/// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)` and
/// `SpringDescription.withDurationAndBounce(duration:bounce:)`, converted with SpringKit's
/// `flutter` family.
///
/// Source: flutter/flutter `packages/flutter/lib/src/physics/spring_simulation.dart` (read at
/// commit 04fbdcfa): the three constructors, `ratio = 1.0`, `duration = const
/// Duration(milliseconds: 500)`, `bounce = 0.0`, and `duration.inMilliseconds` (whole
/// milliseconds, truncated) as the duration used.
extension SourceLanguage {
    /// Dart (`.dart`): Flutter `SpringDescription`.
    public static let dart = SourceLanguage("dart", fileExtensions: ["dart"], recognizer: DartRecognizer())
}

struct DartRecognizer: LanguageRecognizer {
    let ecosystems = ["flutter"]
    let keywords = ["SpringDescription"]

    func tokens(_ bytes: [UInt8], path: String) -> [Token] { DartTokenizer().tokens(bytes) }

    func calls(in file: SourceFile, tree: ScanTree?, options: ScanOptions) -> [SpringCall] { Self.calls(in: file) }

    static func calls(in file: SourceFile) -> [SpringCall] {
        var calls: [SpringCall] = []
        var index = 0
        while index < file.count {
            defer { index += 1 }
            guard file.isIdentifier(index, "SpringDescription"), !file.isPunctuation(index - 1, 0x2E),
                  !file.isIdentifier(index - 1, "class"), !file.isIdentifier(index - 1, "extends"),
                  !file.isIdentifier(index - 1, "implements"), !file.isIdentifier(index - 1, "with") else { continue }
            if file.isPunctuation(index + 1, 0x28) {
                if let call = physical(file, index) { calls.append(call) }
            } else if file.isPunctuation(index + 1, 0x2E), file.isPunctuation(index + 3, 0x28) {
                if file.isIdentifier(index + 2, "withDampingRatio") {
                    if let call = dampingRatio(file, index) { calls.append(call) }
                } else if file.isIdentifier(index + 2, "withDurationAndBounce") {
                    if let call = durationAndBounce(file, index) { calls.append(call) }
                }
            }
        }
        return calls
    }

    /// The token where the expression starts (`const SpringDescription(` → `const`).
    static func start(_ file: SourceFile, _ index: Int) -> Int {
        file.isIdentifier(index - 1, "const") || file.isIdentifier(index - 1, "new") ? index - 1 : index
    }

    /// The call at `index` with its name bound as Dart binds it: `final NAME = …`,
    /// `static const NAME = …`, `SpringDescription NAME = …`, `NAME: …` (a named argument is not
    /// a name). Shared (compared across files) at a file's top level or in a class body, unless
    /// the name is library-private (`_name`).
    static func bound(_ file: SourceFile, _ index: Int, api: String) -> SpringCall {
        var call = SpringCall(token: start(file, index), api: api)
        call.solver = .flutter
        call.notes.append(flutterNote)
        let before = call.token - 1
        if file.isPunctuation(before, 0x3D), !file.isPunctuation(before - 1, 0x3D), file.isIdentifier(before - 1) {
            let name = file.text(before - 1)
            if !SourceFile.genericNames.contains(name) {
                call.name = name
                let keyword = before - 2
                let local = file.enclosingOpen(before - 1).map { !file.isTypeBody($0) } ?? false
                call.nameIsShared = !local && !name.hasPrefix("_") && (file.isIdentifier(keyword) || file.isPunctuation(keyword, 0x3E))
            }
        }
        return call
    }

    /// What the Flutter engine's measurement assumes.
    static let flutterNote = "drawn as an AnimationController runs a SpringSimulation at 60 Hz from 0 to 1 (Tolerance 1e-3 in the value's units)"

    static func read(_ label: String, _ arguments: ArgumentList, _ file: SourceFile, default value: Double? = nil) -> FindingParameter {
        SwiftRecognizer.read(label, arguments, file, default: value)
    }

    /// `SpringDescription(mass:stiffness:damping:)`: the spring itself.
    static func physical(_ file: SourceFile, _ index: Int) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 1, style: .colon),
              Set(arguments.labels).isSubset(of: ["mass", "stiffness", "damping"]), !arguments.arguments.isEmpty else { return nil }
        var call = bound(file, index, api: "Flutter SpringDescription(mass:stiffness:damping:)")
        call.argumentsOpen = index + 1
        call.parameters = [read("mass", arguments, file), read("stiffness", arguments, file), read("damping", arguments, file)]
        call.family = .flutter
        call.keys = [.stiffness: "stiffness", .damping: "damping"]
        call.massParameter = "mass"
        call.jnwPair = ("stiffness", "damping")
        return call
    }

    /// `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`, ratio 1 by default.
    static func dampingRatio(_ file: SourceFile, _ index: Int) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 3, style: .colon),
              Set(arguments.labels).isSubset(of: ["mass", "stiffness", "ratio"]) else { return nil }
        var call = bound(file, index, api: "Flutter SpringDescription.withDampingRatio(mass:stiffness:ratio:)")
        call.argumentsOpen = index + 3
        call.parameters = [read("mass", arguments, file), read("stiffness", arguments, file),
                           read("ratio", arguments, file, default: FlutterDampingRatioParameters.defaultDampingRatio)]
        call.family = .flutter
        call.keys = [.stiffness: "stiffness", .dampingRatio: "ratio"]
        call.massParameter = "mass"
        return call
    }

    /// `SpringDescription.withDurationAndBounce(duration:bounce:)`: 500 ms and 0 by default; the
    /// duration as Flutter reads it, `duration.inMilliseconds`.
    static func durationAndBounce(_ file: SourceFile, _ index: Int) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 3, style: .colon),
              Set(arguments.labels).isSubset(of: ["duration", "bounce"]) else { return nil }
        var call = bound(file, index, api: "Flutter SpringDescription.withDurationAndBounce(duration:bounce:)")
        call.argumentsOpen = index + 3
        let duration = arguments.labelled("duration").map { milliseconds(file, $0.value) }
            ?? .defaulted("duration", FlutterParameters.defaultDuration)
        call.parameters = [duration, read("bounce", arguments, file, default: FlutterParameters.defaultBounce)]
        call.family = .flutter
        call.keys = [.duration: "duration", .bounce: "bounce"]
        return call
    }

    /// Microseconds per unit of `Duration`'s named arguments.
    static let durationUnits: [String: Int64] = ["days": 86_400_000_000, "hours": 3_600_000_000, "minutes": 60_000_000,
                                                 "seconds": 1_000_000, "milliseconds": 1000, "microseconds": 1]

    /// A `Duration(…)` expression's `inMilliseconds` (its microseconds divided by 1000,
    /// truncated toward zero, as Dart's `~/`), as the parameter `duration`; its named arguments
    /// must be integer literals (`Duration` takes `int`s).
    static func milliseconds(_ file: SourceFile, _ range: Range<Int>) -> FindingParameter {
        let text = file.sourceText(range)
        var lower = range.lowerBound
        if file.isIdentifier(lower, "const") || file.isIdentifier(lower, "new") { lower += 1 }
        if file.isIdentifier(lower, "Duration"), file.isPunctuation(lower + 1, 0x2E), file.isIdentifier(lower + 2, "zero"),
           lower + 3 == range.upperBound {
            return FindingParameter(name: "duration", value: 0, text: text, source: .constant)
        }
        guard file.isIdentifier(lower, "Duration"), file.isPunctuation(lower + 1, 0x28),
              file.closing(lower + 1) == range.upperBound - 1,
              let arguments = ArgumentList(file, open: lower + 1, style: .colon) else {
            return FindingParameter(name: "duration", value: nil, text: text, source: .notLiteral,
                                    reason: "not a Duration(…) of integer literals")
        }
        var microseconds: Int64 = 0
        for argument in arguments.arguments {
            guard let label = argument.label, let unit = durationUnits[label],
                  argument.value.count == 1 || argument.value.count == 2,
                  let value = LiteralReader.number(file, argument.value), value == value.rounded(), value.magnitude < 1e12,
                  !file.sourceText(argument.value).contains(".") else {
                return FindingParameter(name: "duration", value: nil, text: text, source: .notLiteral,
                                        reason: "Duration's arguments must be integer literals to be read")
            }
            let (product, overflow) = Int64(value).multipliedReportingOverflow(by: unit)
            guard !overflow else {
                return FindingParameter(name: "duration", value: nil, text: text, source: .notLiteral, reason: "too long")
            }
            microseconds += product
        }
        // `Duration(milliseconds: N)` alone: its literal is the parameter's, in its unit.
        let span = arguments.arguments.count == 1 && arguments.arguments[0].label == "milliseconds"
            ? LiteralReader.literal(file, arguments.arguments[0].value)?.span : nil
        return FindingParameter(name: "duration", value: Double(microseconds / 1000), text: text, source: .literal, span: span)
    }
}
