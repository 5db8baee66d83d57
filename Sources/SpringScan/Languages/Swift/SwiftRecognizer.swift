import SpringKit

/// Finds the springs written in Swift: SwiftUI `Animation` and `Spring`, Core Animation
/// `CASpringAnimation`, UIKit `UISpringTimingParameters`, `UIViewPropertyAnimator` and
/// `UIView.animate(…usingSpringWithDamping:…)`.
extension SourceLanguage {
    /// Swift (`.swift`): SwiftUI, Core Animation, UIKit.
    public static let swift = SourceLanguage("swift", fileExtensions: ["swift"], recognizer: SwiftRecognizer())
}

struct SwiftRecognizer: LanguageRecognizer {
    let ecosystems = ["swiftui", "core-animation"]
    let keywords = ["pring", "snappy", "bouncy", "smooth"]
    let numberWrappers: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval"]
    /// The labels in one order consistent with every SwiftUI and UIKit spring initializer scan
    /// reads (`.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`,
    /// `.spring(response:dampingFraction:blendDuration:)`, `Spring(settlingDuration:dampingRatio:epsilon:)`…):
    /// Swift requires labelled arguments in declaration order.
    let argumentOrder: [String]? = ["mass", "stiffness", "damping", "response", "settlingDuration", "duration", "withDuration",
                                    "dampingFraction", "dampingRatio", "bounce", "epsilon", "initialVelocity", "blendDuration",
                                    "allowOverDamping"]

    func tokens(_ bytes: [UInt8], path: String) -> [Token] { SwiftTokenizer().tokens(bytes) }

    func calls(in file: SourceFile, tree: ScanTree?, options: ScanOptions) -> [SpringCall] { Self.calls(in: file) }

    static let swiftUIClamp = "SwiftUI draws it critically damped (Spring(mass:stiffness:damping:allowOverDamping:) has allowOverDamping false by default); pass allowOverDamping: true for this curve"
    static let interpolatingClamp = "SwiftUI is taken to draw it critically damped, as Spring(mass:stiffness:damping:) does by default (Apple documents allowOverDamping there; interpolatingSpring's documentation says nothing either way); .interpolatingSpring(Spring(mass:stiffness:damping:allowOverDamping: true)) keeps this curve"
    static let coreAnimationClamp = "Core Animation draws it critically damped unless allowsOverdamping = true (iOS 17+)"
    static let uikitSettlingNote = "UIKit does not publish how it maps a duration and damping ratio to a spring: measured with SpringTune's settling-duration reconstruction (approximate)"

    static func calls(in file: SourceFile) -> [SpringCall] {
        var calls: [SpringCall] = []
        // A bare `Spring(` is SwiftUI's only in a file that imports SwiftUI (other libraries,
        // SpringKit among them, have a `Spring` type too); `SwiftUI.Spring(` always is.
        let importsSwiftUI = (0..<file.count).contains { file.isIdentifier($0, "import") && file.isIdentifier($0 + 1, "SwiftUI") }
        var receivers: ReceiverIndex? // made at the first CASpringAnimation
        var index = 0
        while index < file.count {
            defer { index += 1 }
            guard file.tokens[index].kind == .identifier else { continue }
            if file.isIdentifier(index, "Spring"), file.isPunctuation(index + 1, 0x28) {
                let qualified = file.isPunctuation(index - 1, 0x2E) && file.isIdentifier(index - 2, "SwiftUI")
                if importsSwiftUI || qualified, let call = springInit(file, index) { calls.append(call) }
            } else if file.isPunctuation(index - 1, 0x2E) {
                if let call = memberCall(file, index) { calls.append(call) }
            } else if file.isIdentifier(index, "CASpringAnimation"), file.isPunctuation(index + 1, 0x28) {
                receivers = receivers ?? ReceiverIndex(file)
                if let receivers, let call = coreAnimation(file, index, receivers: receivers) { calls.append(call) }
            } else if file.isIdentifier(index, "UISpringTimingParameters"), file.isPunctuation(index + 1, 0x28) {
                if let call = timingParameters(file, index) { calls.append(call) }
            } else if file.isIdentifier(index, "UIViewPropertyAnimator"), file.isPunctuation(index + 1, 0x28) {
                if let call = propertyAnimator(file, index) { calls.append(call) }
            }
        }
        return calls
    }

    // MARK: SwiftUI

    /// `.spring(…)`, `.interactiveSpring(…)`, `.interpolatingSpring(…)`, `.smooth`/`.snappy`/`.bouncy`
    /// (implicit, or on `Animation`/`Spring`), and `UIView.animate(…usingSpringWithDamping:…)`.
    static func memberCall(_ file: SourceFile, _ index: Int) -> SpringCall? {
        let qualifier = index - 2
        let implicit = !(file.isIdentifier(qualifier) || file.isPunctuation(qualifier, 0x29)
            || file.isPunctuation(qualifier, 0x5D) || file.isPunctuation(qualifier, 0x3F) || file.isPunctuation(qualifier, 0x21))
        let onAnimation = file.isIdentifier(qualifier, "Animation") || file.isIdentifier(qualifier, "Spring")
        let start = onAnimation ? qualifier : index - 1
        let name = file.text(index)
        if name == "animate", file.isPunctuation(index + 1, 0x28) {
            return uiViewAnimate(file, index)
        }
        guard implicit || onAnimation else { return nil }
        let arguments = file.isPunctuation(index + 1, 0x28) ? ArgumentList(file, open: index + 1, style: .colon) : nil
        switch name {
        case "spring", "interactiveSpring":
            guard let arguments else { return bareProperty(file, index, start: start, onAnimation: onAnimation) }
            let labels = Set(arguments.labels)
            let interactive = name == "interactiveSpring"
            var call = SpringCall(token: start, api: "SwiftUI ." + name + "(" + arguments.labels.map { $0 + ":" }.joined() + ")")
            call.bind(file, before: start)
            call.argumentsOpen = index + 1
            if labels.isEmpty || !labels.isDisjoint(with: ["response", "dampingFraction"]) {
                guard labels.isSubset(of: ["response", "dampingFraction", "blendDuration"]) else { return nil }
                let defaults = interactive ? EngineConstants.swiftUIInteractiveDefaults : EngineConstants.swiftUISpringDefaults
                call.parameters = [read("response", arguments, file, default: defaults.response),
                                   read("dampingFraction", arguments, file, default: defaults.dampingFraction)]
                call.family = .response
                call.keys = [.response: "response", .dampingRatio: "dampingFraction"]
            } else if !interactive, !labels.isDisjoint(with: ["duration", "bounce"]) {
                guard labels.isSubset(of: ["duration", "bounce", "blendDuration"]) else { return nil }
                call.parameters = [read("duration", arguments, file, default: 0.5), read("bounce", arguments, file, default: 0)]
                call.family = .swiftui
                call.keys = [.duration: "duration", .bounce: "bounce"]
            } else {
                return nil // .spring(someSpring): the Spring is found where it is written
            }
            return call
        case "interpolatingSpring":
            guard let arguments else { return nil }
            var call = stiffnessDamping(file, start, arguments, api: "SwiftUI .interpolatingSpring", allowOverDamping: false)
            if call?.overdampingClamp != nil { call?.overdampingClamp = interpolatingClamp }
            call?.argumentsOpen = index + 1
            if call?.velocityParameter == nil { call?.unwrittenVelocity = "initialVelocity" }
            return call
        case "smooth", "snappy", "bouncy":
            guard let preset = EngineConstants.swiftUIPreset(name) else { return nil }
            if let arguments, !Set(arguments.labels).isSubset(of: ["duration", "extraBounce"]) { return nil }
            var call = SpringCall(token: start, api: "SwiftUI ." + name + (arguments.map { "(" + $0.labels.map { $0 + ":" }.joined() + ")" } ?? ""))
            call.bind(file, before: start)
            let duration = arguments.map { read("duration", $0, file, default: preset.duration) } ?? .defaulted("duration", preset.duration)
            let extra = arguments.map { read("extraBounce", $0, file, default: 0) } ?? .defaulted("extraBounce", 0)
            call.parameters = [duration, extra,
                               FindingParameter(name: "bounce", value: preset.bounce, text: "." + name, source: .constant)]
            call.isDefault = arguments?.arguments.isEmpty ?? true
            call.family = .swiftui
            call.computedFrom = ["duration", "extraBounce"]
            if let d = duration.value, let e = extra.value { call.computed = [.duration: d, .bounce: preset.bounce + e] }
            return call
        default:
            return nil
        }
    }

    static let bareSpringNote = "Apple documents no parameters for the Animation.spring and .interactiveSpring properties (only those of the .spring(…) and .interactiveSpring(…) functions): not measured"

    /// The `Animation.spring` and `.interactiveSpring` properties, written as `Animation.spring`
    /// or as an animation argument (`withAnimation(.spring)`, `.animation(.spring, value: …)`):
    /// listed, with the reason they are not measured.
    static func bareProperty(_ file: SourceFile, _ index: Int, start: Int, onAnimation: Bool) -> SpringCall? {
        if !onAnimation {
            // `.spring` as the first argument of withAnimation(…) or .animation(…).
            guard let open = file.enclosingOpen(index), file.isPunctuation(open, 0x28), start == open + 1,
                  file.isIdentifier(open - 1, "withAnimation") || file.isIdentifier(open - 1, "animation"),
                  file.isPunctuation(index + 1, 0x2C) || file.isPunctuation(index + 1, 0x29) else { return nil }
        }
        var call = SpringCall(token: start, api: "SwiftUI ." + file.text(index))
        call.bind(file, before: start)
        call.family = .response
        call.noSpring = bareSpringNote
        return call
    }

    /// `Spring(response:dampingRatio:)`, `Spring(duration:bounce:)`, `Spring(mass:stiffness:damping:allowOverDamping:)`,
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
    static func springInit(_ file: SourceFile, _ index: Int) -> SpringCall? {
        if file.isPunctuation(index - 1, 0x2E), !file.isIdentifier(index - 2, "SwiftUI") { return nil }
        if file.isIdentifier(index - 1, "func") || file.isIdentifier(index - 1, "struct") { return nil }
        guard let arguments = ArgumentList(file, open: index + 1, style: .colon) else { return nil }
        let labels = Set(arguments.labels)
        let start = file.isIdentifier(index - 2, "SwiftUI") ? index - 2 : index
        if labels.isSubset(of: ["mass", "stiffness", "damping", "allowOverDamping"]), labels.contains("stiffness") {
            let allow = arguments.labelled("allowOverDamping").map { file.sourceText($0.value) == "true" } ?? false
            var call = stiffnessDamping(file, start, arguments, api: "SwiftUI Spring", allowOverDamping: allow)
            call?.argumentsOpen = index + 1
            return call
        }
        var call = SpringCall(token: start, api: "SwiftUI Spring(" + arguments.labels.map { $0 + ":" }.joined() + ")")
        call.bind(file, before: start)
        call.argumentsOpen = index + 1
        if labels == ["response", "dampingRatio"] {
            call.parameters = [read("response", arguments, file), read("dampingRatio", arguments, file)]
            call.family = .response
            call.keys = [.response: "response", .dampingRatio: "dampingRatio"]
        } else if labels.isSubset(of: ["duration", "bounce"]) {
            call.parameters = [read("duration", arguments, file, default: 0.5), read("bounce", arguments, file, default: 0)]
            call.family = .swiftui
            call.keys = [.duration: "duration", .bounce: "bounce"]
        } else if labels.isSubset(of: ["settlingDuration", "dampingRatio", "epsilon"]), labels.contains("settlingDuration") {
            call.parameters = [read("settlingDuration", arguments, file), read("dampingRatio", arguments, file),
                               read("epsilon", arguments, file, default: SettlingParameters.defaultEpsilon)]
            call.family = .settling
            call.keys = [.settlingDuration: "settlingDuration", .dampingRatio: "dampingRatio", .epsilon: "epsilon"]
        } else {
            return nil
        }
        return call
    }

    /// A mass/stiffness/damping SwiftUI spring (`Spring(mass:stiffness:damping:)`,
    /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`), or the duration/bounce
    /// form of `.interpolatingSpring`.
    static func stiffnessDamping(_ file: SourceFile, _ start: Int, _ arguments: ArgumentList, api: String,
                                 allowOverDamping: Bool) -> SpringCall? {
        let labels = Set(arguments.labels)
        var call = SpringCall(token: start, api: api + "(" + arguments.labels.map { $0 + ":" }.joined() + ")")
        call.bind(file, before: start)
        if labels.contains("stiffness"), labels.contains("damping"),
           labels.isSubset(of: ["mass", "stiffness", "damping", "initialVelocity", "allowOverDamping"]) {
            call.parameters = [read("mass", arguments, file, default: 1), read("stiffness", arguments, file),
                               read("damping", arguments, file)]
            if labels.contains("initialVelocity") {
                call.parameters.append(read("initialVelocity", arguments, file, default: 0))
                call.velocityParameter = "initialVelocity"
            }
            call.family = .physical
            call.keys = [.stiffness: "stiffness", .damping: "damping"]
            call.massParameter = "mass"
            call.jnwPair = ("stiffness", "damping")
            if !allowOverDamping {
                call.overdampingClamp = swiftUIClamp
                call.solver = .swiftui
            }
            return call
        }
        if !labels.isDisjoint(with: ["duration", "bounce"]), labels.isSubset(of: ["duration", "bounce", "initialVelocity"]) {
            call.parameters = [read("duration", arguments, file, default: 0.5), read("bounce", arguments, file, default: 0)]
            if labels.contains("initialVelocity") {
                call.parameters.append(read("initialVelocity", arguments, file, default: 0))
                call.velocityParameter = "initialVelocity"
            }
            call.family = .swiftui
            call.keys = [.duration: "duration", .bounce: "bounce"]
            return call
        }
        return nil
    }

    // MARK: Core Animation

    /// `let NAME = CASpringAnimation(…)` and the `NAME.mass/stiffness/damping/initialVelocity/
    /// allowsOverdamping = …` assignments that follow it in the same scope, up to the next
    /// binding of NAME in that scope.
    static func coreAnimation(_ file: SourceFile, _ index: Int, receivers: ReceiverIndex) -> SpringCall? {
        if file.isPunctuation(index - 1, 0x2E) || file.isIdentifier(index - 1, "class") { return nil }
        guard let arguments = ArgumentList(file, open: index + 1, style: .colon) else { return nil }
        var call = SpringCall(token: index, api: "CASpringAnimation")
        let defaults = EngineConstants.coreAnimationDefaults
        var values: [String: FindingParameter] = [
            "mass": .defaulted("mass", defaults.mass), "stiffness": .defaulted("stiffness", defaults.stiffness),
            "damping": .defaulted("damping", defaults.damping),
            "initialVelocity": .defaulted("initialVelocity", defaults.initialVelocity),
        ]
        var allowsOverdamping = false
        let perceptual = arguments.labelled("perceptualDuration") != nil || arguments.labelled("bounce") != nil
        if perceptual {
            call.api = "CASpringAnimation(perceptualDuration:bounce:)"
            call.parameters = [read("perceptualDuration", arguments, file, default: 0.5), read("bounce", arguments, file, default: 0)]
            call.family = .swiftui
            call.keys = [.duration: "perceptualDuration", .bounce: "bounce"]
        }
        // The variable it is assigned to: `let NAME = CASpringAnimation(` or `NAME = CASpringAnimation(`.
        // `let NAME: CASpringAnimation = CASpringAnimation(` too.
        var variable: String?
        if file.isPunctuation(index - 1, 0x3D) {
            if file.isIdentifier(index - 2), !file.isPunctuation(index - 3, 0x3A) {
                variable = file.text(index - 2)
            } else if let colon = (max(0, index - 8)..<index).last(where: { file.isPunctuation($0, 0x3A) }),
                      file.isIdentifier(colon - 1) {
                variable = file.text(colon - 1)
            }
        }
        if let variable {
            let end = file.enclosingScopeEnd(from: arguments.close + 1)
            for current in receivers.uses(of: variable, in: (arguments.close + 1)..<end, boundAt: index, file: file) {
                guard file.isIdentifier(current + 2), file.isPunctuation(current + 3, 0x3D),
                      !file.isPunctuation(current + 4, 0x3D) else { continue }
                let property = file.text(current + 2)
                let range = file.valueRange(from: current + 4)
                if property == "allowsOverdamping" {
                    allowsOverdamping = file.sourceText(range) == "true"
                } else if values[property] != nil {
                    values[property] = LiteralReader.parameter(property, file, range)
                }
            }
        }
        if !perceptual {
            call.parameters = ["mass", "stiffness", "damping", "initialVelocity"].compactMap { values[$0] }
            call.family = .physical
            call.keys = [.stiffness: "stiffness", .damping: "damping"]
            call.massParameter = "mass"
            call.jnwPair = ("stiffness", "damping")
        } else if let velocity = values["initialVelocity"] {
            call.parameters.append(velocity)
        }
        call.velocityParameter = "initialVelocity"
        if !allowsOverdamping { call.overdampingClamp = coreAnimationClamp }
        return call
    }

    // MARK: UIKit

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, `(duration:bounce:…)`,
    /// and `(dampingRatio:initialVelocity:)` (measured when the animator's duration is in the
    /// enclosing `UIViewPropertyAnimator(duration:timingParameters:)`).
    static func timingParameters(_ file: SourceFile, _ index: Int) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 1, style: .colon) else { return nil }
        let labels = Set(arguments.labels)
        var call = SpringCall(token: index, api: "UISpringTimingParameters(" + arguments.labels.map { $0 + ":" }.joined() + ")")
        call.bind(file, before: index)
        call.argumentsOpen = index + 1
        if labels.contains("stiffness") {
            call.parameters = [read("mass", arguments, file, default: 1), read("stiffness", arguments, file),
                               read("damping", arguments, file)]
            call.family = .physical
            call.keys = [.stiffness: "stiffness", .damping: "damping"]
            call.massParameter = "mass"
            call.jnwPair = ("stiffness", "damping")
            call.notes.append("initialVelocity (a CGVector) is not measured: the motion starts at rest")
        } else if labels.contains("duration") || labels.contains("bounce") {
            call.parameters = [read("duration", arguments, file, default: 0.5), read("bounce", arguments, file, default: 0)]
            call.family = .swiftui
            call.keys = [.duration: "duration", .bounce: "bounce"]
        } else if labels.contains("dampingRatio") {
            call.parameters = [read("dampingRatio", arguments, file)]
            call.family = .settling
            call.keys = [.settlingDuration: "duration", .dampingRatio: "dampingRatio"]
            // UIViewPropertyAnimator(duration: D, timingParameters: UISpringTimingParameters(dampingRatio: …))
            if file.isPunctuation(index - 1, 0x3A), file.isIdentifier(index - 2, "timingParameters"),
               let animator = enclosingCall(file, index, named: "UIViewPropertyAnimator"),
               let list = ArgumentList(file, open: animator + 1, style: .colon), let duration = list.labelled("duration") {
                call.parameters.insert(LiteralReader.parameter("duration", file, duration.value), at: 0)
                call.notes.append(uikitSettlingNote)
            } else {
                call.noSpring = "the stiffness comes from the animator's duration, which is not in this call: only the damping ratio is known"
                call.keys = [:]
                call.computedFrom = ["dampingRatio"]
            }
        } else {
            return nil
        }
        return call
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
    static func propertyAnimator(_ file: SourceFile, _ index: Int) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 1, style: .colon),
              arguments.labelled("dampingRatio") != nil, arguments.labelled("duration") != nil else { return nil }
        var call = SpringCall(token: index, api: "UIViewPropertyAnimator(duration:dampingRatio:)")
        call.bind(file, before: index)
        call.argumentsOpen = index + 1
        call.parameters = [read("duration", arguments, file), read("dampingRatio", arguments, file)]
        call.family = .settling
        call.keys = [.settlingDuration: "duration", .dampingRatio: "dampingRatio"]
        call.notes.append(uikitSettlingNote)
        return call
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
    static func uiViewAnimate(_ file: SourceFile, _ index: Int) -> SpringCall? {
        guard let arguments = ArgumentList(file, open: index + 1, style: .colon),
              arguments.labelled("usingSpringWithDamping") != nil else { return nil }
        let start = file.isIdentifier(index - 2) ? index - 2 : index
        var call = SpringCall(token: start, api: "UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)")
        call.argumentsOpen = index + 1
        call.parameters = [read("withDuration", arguments, file), read("usingSpringWithDamping", arguments, file),
                           read("initialSpringVelocity", arguments, file, default: 0)]
        call.family = .settling
        call.keys = [.settlingDuration: "withDuration", .dampingRatio: "usingSpringWithDamping"]
        call.velocityParameter = "initialSpringVelocity"
        call.notes.append(uikitSettlingNote)
        return call
    }

    /// The `IDENT` token of the call `IDENT(` whose parentheses enclose token `index`.
    /// Cost: O(1) (the file's bracket pairs).
    static func enclosingCall(_ file: SourceFile, _ index: Int, named name: String) -> Int? {
        guard let open = file.enclosingOpen(index), open > 0, file.isPunctuation(open, 0x28) else { return nil }
        return file.text(open - 1) == name ? open - 1 : nil
    }

    /// The argument labelled `label` as a parameter, its default when absent.
    static func read(_ label: String, _ arguments: ArgumentList, _ file: SourceFile, default value: Double? = nil) -> FindingParameter {
        if let argument = arguments.labelled(label) {
            return LiteralReader.parameter(label, file, argument.value)
        }
        if let value { return .defaulted(label, value) }
        return FindingParameter(name: label, value: nil, text: "missing", source: .notLiteral)
    }
}
