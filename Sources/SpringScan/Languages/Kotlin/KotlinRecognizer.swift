import SpringKit

/// Finds the springs written in Kotlin: Jetpack Compose `spring(…)`/`SpringSpec(…)` with the
/// `Spring.DampingRatio…`/`Spring.Stiffness…` constants, and AndroidX `SpringForce` with its
/// setters (`setStiffness`, `setDampingRatio`, the `stiffness`/`dampingRatio` properties) and
/// `SpringForce.STIFFNESS_…`/`DAMPING_RATIO_…` constants.
extension SourceLanguage {
    /// Kotlin (`.kt`, `.kts`): Jetpack Compose, AndroidX `SpringForce`.
    public static let kotlin = SourceLanguage("kotlin", fileExtensions: ["kt", "kts"], recognizer: KotlinRecognizer())
}

struct KotlinRecognizer: LanguageRecognizer {
    let ecosystems = ["android", "compose"]
    let keywords = ["pring", "tiffness", "ampingRatio"]
    /// `1f`, `2L`, `3.0d` (Kotlin's `Float`, `Long`, and the `d` its literals accept as Java's do).
    let numberSuffixes = "fFlLdD"
    let hexadecimalSuffixes = "l"
    let argumentStyle = ArgumentList.Style.equals
    /// `0f`: Compose's and `SpringForce`'s parameters are `Float`s.
    let addedNumberLiteral = "0f"
    let keptNumberSuffixes = "fFdD"

    /// A `Float` literal needs a digit before its point (`0.5f`).
    func numberLiteral(_ body: String, suffix: String) -> String {
        (suffix.lowercased() == "f" && body.hasPrefix(".") ? "0" : "") + body + suffix
    }

    func tokens(_ bytes: [UInt8], path: String) -> [Token] { KotlinTokenizer().tokens(bytes) }

    func calls(in file: SourceFile, tree: ScanTree?, options: ScanOptions) -> [SpringCall] { Self.calls(in: file) }

    static func calls(in file: SourceFile) -> [SpringCall] {
        var calls: [SpringCall] = []
        var consumed = Set<Int>()
        var receivers: ReceiverIndex? // made at the first SpringForce
        var index = 0
        while index < file.count {
            defer { index += 1 }
            guard file.tokens[index].kind == .identifier else { continue }
            if (file.isIdentifier(index, "spring") || file.isIdentifier(index, "SpringSpec")),
               !file.isIdentifier(index - 1, "fun"), !file.isIdentifier(index - 1, "class") {
                if file.isPunctuation(index - 1, 0x2E), !file.isIdentifier(index - 2, "core") { continue }
                if let call = compose(file, index) { calls.append(call) }
            } else if file.isIdentifier(index, "SpringForce"), file.isPunctuation(index + 1, 0x28),
                      !file.isPunctuation(index - 1, 0x2E), !file.isIdentifier(index - 1, "class") {
                receivers = receivers ?? ReceiverIndex(file)
                if let receivers, let call = springForce(file, index, receivers: receivers, consumed: &consumed) {
                    calls.append(call)
                }
            }
        }
        calls += setterGroups(file, consumed: consumed)
        return calls
    }

    /// The value of a Compose or SpringForce constant written as `Spring.NAME`,
    /// `SpringForce.NAME` or a bare imported `NAME`.
    static func constant(_ file: SourceFile, _ range: Range<Int>) -> Double? {
        guard let last = range.last, file.isIdentifier(last) else { return nil }
        let name = file.text(last)
        if range.count == 1 { return EngineConstants.compose[name] ?? EngineConstants.springForce[name] }
        guard range.count == 3, file.isPunctuation(last - 1, 0x2E) else { return nil }
        switch file.text(range.lowerBound) {
        case "Spring": return EngineConstants.compose[name]
        case "SpringForce": return EngineConstants.springForce[name]
        default: return nil
        }
    }

    static func read(_ name: String, _ file: SourceFile, _ range: Range<Int>) -> FindingParameter {
        LiteralReader.parameter(name, file, range, constant: constant)
    }

    /// Compose `spring(dampingRatio =, stiffness =, visibilityThreshold =)` (positional too),
    /// with an optional type argument `spring<Float>(…)`.
    static func compose(_ file: SourceFile, _ index: Int) -> SpringCall? {
        var open = index + 1
        if file.isPunctuation(open, 0x3C) {
            while open < file.count, !file.isPunctuation(open, 0x3E), open < index + 16 { open += 1 }
            open += 1
        }
        guard file.isPunctuation(open, 0x28), let arguments = ArgumentList(file, open: open, style: .equals) else { return nil }
        let order = ["dampingRatio", "stiffness", "visibilityThreshold"]
        var given: [String: Range<Int>] = [:]
        for (position, argument) in arguments.arguments.enumerated() {
            let label = argument.label ?? (position < order.count ? order[position] : "_")
            guard order.contains(label) else { return nil }
            given[label] = argument.value
        }
        let start = file.isPunctuation(index - 1, 0x2E) ? index - 2 : index
        var call = SpringCall(token: index, api: "Compose " + file.text(index) + "()")
        call.bind(file, before: start)
        call.argumentsOpen = open
        let defaults = EngineConstants.composeDefaults
        call.parameters = [
            given["dampingRatio"].map { read("dampingRatio", file, $0) } ?? .defaulted("dampingRatio", defaults.dampingRatio),
            given["stiffness"].map { read("stiffness", file, $0) } ?? .defaulted("stiffness", defaults.stiffness),
        ]
        call.family = .android
        call.keys = [.stiffness: "stiffness", .dampingRatio: "dampingRatio"]
        return call
    }

    static let setters: [String: String] = ["setStiffness": "stiffness", "setDampingRatio": "dampingRatio"]

    /// `SpringForce(…)` with its chained setters or `.apply { … }` block, and the setters on the
    /// variable it is assigned to in the same scope.
    static func springForce(_ file: SourceFile, _ index: Int, receivers: ReceiverIndex, consumed: inout Set<Int>) -> SpringCall? {
        guard let close = file.closing(index + 1) else { return nil }
        var call = SpringCall(token: index, api: "SpringForce")
        var values: [String: FindingParameter] = [:]
        // Chained: .setStiffness(…).setDampingRatio(…)…, .apply { stiffness = …; dampingRatio = … }
        var current = close + 1
        while file.isPunctuation(current, 0x2E), file.isIdentifier(current + 1) {
            let method = file.text(current + 1)
            if let property = setters[method], file.isPunctuation(current + 2, 0x28), let end = file.closing(current + 2) {
                values[property] = read(property, file, (current + 3)..<end)
                consumed.insert(current + 1)
                current = end + 1
            } else if method == "apply", file.isPunctuation(current + 2, 0x7B), let end = file.closing(current + 2) {
                assignments(file, in: (current + 3)..<end, into: &values, consumed: &consumed)
                current = end + 1
            } else if file.isPunctuation(current + 2, 0x28), let end = file.closing(current + 2) {
                current = end + 1 // setFinalPosition(…) and the like
            } else {
                break
            }
        }
        // val NAME = SpringForce(…): NAME.setStiffness(…), NAME.stiffness = … in the same scope.
        if file.isPunctuation(index - 1, 0x3D), file.isIdentifier(index - 2) {
            let variable = file.text(index - 2)
            call.name = nil
            let end = file.enclosingScopeEnd(from: current)
            for use in receivers.uses(of: variable, in: current..<end, boundAt: index, file: file) {
                assignment(file, name: use + 2, into: &values, consumed: &consumed)
            }
        }
        let defaults = EngineConstants.springForceDefaults
        call.parameters = [values["stiffness"] ?? .defaulted("stiffness", defaults.stiffness),
                           values["dampingRatio"] ?? .defaulted("dampingRatio", defaults.dampingRatio)]
        call.family = .android
        call.keys = [.stiffness: "stiffness", .dampingRatio: "dampingRatio"]
        return call
    }

    /// Reads `stiffness = v`, `dampingRatio = v`, `setStiffness(v)`, `setDampingRatio(v)` in
    /// `range`, bare (as inside `apply { }`).
    static func assignments(_ file: SourceFile, in range: Range<Int>,
                            into values: inout [String: FindingParameter], consumed: inout Set<Int>) {
        for current in range where file.tokens[current].kind == .identifier && !file.isPunctuation(current - 1, 0x2E) {
            assignment(file, name: current, into: &values, consumed: &consumed)
        }
    }

    /// Reads the assignment or setter call whose property or method name is token `name`, if it is one.
    static func assignment(_ file: SourceFile, name: Int, into values: inout [String: FindingParameter],
                           consumed: inout Set<Int>) {
        guard file.isIdentifier(name) else { return }
        let text = file.text(name)
        if let property = setters[text], file.isPunctuation(name + 1, 0x28), let end = file.closing(name + 1) {
            values[property] = read(property, file, (name + 2)..<end)
            consumed.insert(name)
        } else if text == "stiffness" || text == "dampingRatio", file.isPunctuation(name + 1, 0x3D),
                  !file.isPunctuation(name + 2, 0x3D) {
            values[text] = read(text, file, file.valueRange(from: name + 2))
            consumed.insert(name)
        }
    }

    /// `RECEIVER.setStiffness(…)`/`.setDampingRatio(…)` (and `RECEIVER.spring.stiffness = …`)
    /// not attached to a `SpringForce(…)` in view: grouped by receiver text, one finding each.
    static func setterGroups(_ file: SourceFile, consumed: Set<Int>) -> [SpringCall] {
        var groups: [(receiver: String, start: Int, values: [String: FindingParameter])] = []
        var groupOf: [String: Int] = [:] // receiver → its group (no search through the groups)
        var index = 0
        while index < file.count {
            defer { index += 1 }
            guard !consumed.contains(index), file.tokens[index].kind == .identifier, file.isPunctuation(index - 1, 0x2E) else { continue }
            let text = file.text(index)
            let property: String
            let range: Range<Int>
            if let name = setters[text], file.isPunctuation(index + 1, 0x28), let end = file.closing(index + 1) {
                property = name
                range = (index + 2)..<end
            } else if text == "stiffness" || text == "dampingRatio", file.isPunctuation(index + 1, 0x3D),
                      !file.isPunctuation(index + 2, 0x3D), file.isIdentifier(index - 2, "spring") {
                property = text
                range = file.valueRange(from: index + 2)
            } else {
                continue
            }
            let start = receiverStart(file, dot: index - 1)
            let receiver = file.sourceText(start..<(index - 1))
            let parameter = read(property, file, range)
            if let group = groupOf[receiver] {
                groups[group].values[property] = parameter
            } else {
                groupOf[receiver] = groups.count
                groups.append((receiver, start, [property: parameter]))
            }
        }
        let defaults = EngineConstants.springForceDefaults
        return groups.map { group in
            var call = SpringCall(token: group.start, api: "SpringForce setters on \(group.receiver)")
            call.parameters = [group.values["stiffness"] ?? .defaulted("stiffness", defaults.stiffness),
                               group.values["dampingRatio"] ?? .defaulted("dampingRatio", defaults.dampingRatio)]
            call.family = .android
            call.keys = [.stiffness: "stiffness", .dampingRatio: "dampingRatio"]
            if group.values.count < 2 {
                call.notes.append("a parameter not set here is taken as SpringForce's default")
            }
            return call
        }
    }

    /// The first token of the receiver before the `.` at `dot`: identifiers, `.`, and call
    /// parentheses (`anim.getSpring()`).
    static func receiverStart(_ file: SourceFile, dot: Int) -> Int {
        var current = dot - 1
        while current >= 0 {
            if file.isPunctuation(current, 0x29) {
                // The call's `(`, through the file's bracket pairs (O(1)).
                guard let open = file.opening(current) else { return 0 }
                current = open - 1
                continue
            }
            guard file.isIdentifier(current) else { return current + 1 }
            if file.isPunctuation(current - 1, 0x2E) {
                current -= 2
                if file.isPunctuation(current, 0x3F) { current -= 1 } // a?.b
                if !(file.isIdentifier(current) || file.isPunctuation(current, 0x29)) { return current + 2 }
            } else {
                return current
            }
        }
        return 0
    }
}
