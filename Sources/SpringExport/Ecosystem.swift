import SpringKit
import SpringPresets

/// A platform people write springs for: the forms its springs are written in, the engine that
/// animates them there, the export that pastes into it, and its bundled presets.
///
/// The one list of platforms: the studio's picker (*I work in*), `springtune ecosystems` and the
/// MCP server read it. Several platforms share a form: react-spring's `tension`, `friction` and
/// `mass` are the physical k, c and m; Jetpack Compose's `spring(dampingRatio, stiffness)` is
/// Android's pair. Cost: constant; ``all`` is O(families × forms).
public struct Ecosystem: Sendable, Hashable {
    /// Its key (`swiftui`, `core-animation`, …; the studio's `ecosystem=KEY`).
    public var key: String
    /// Its name (`SwiftUI`, `UIKit / Core Animation`, …).
    public var title: String
    /// The forms its springs are written in, the first first.
    public var forms: [FamilyForm]
    /// The engine that animates its springs, when SpringKit reproduces it; `nil` when the
    /// platform draws the exact spring (Core Animation, Compose, CSS `linear()`, GSAP).
    public var engine: Solver?
    /// The export that pastes into it, or `nil` (physical, settling, GSAP: none of their own).
    public var exportFormat: ExportFormat?
    /// The beginnings of the names of its bundled presets (`swiftui-`, `m3-`, …); see
    /// ``presets(in:)``.
    public var presetPrefixes: [String]

    /// Creates an ecosystem.
    public init(key: String, title: String, forms: [FamilyForm], engine: Solver?, exportFormat: ExportFormat?,
                presetPrefixes: [String] = []) {
        self.key = key
        self.title = title
        self.forms = forms
        self.engine = engine
        self.exportFormat = exportFormat
        self.presetPrefixes = presetPrefixes
    }

    /// The platforms, the ones most designers work in first. A family none of them names gets
    /// an ecosystem of its own (``all``), so a new family is offered before anyone lists it here.
    public static let platforms: [Ecosystem] = [
        Ecosystem(key: "swiftui", title: "SwiftUI", forms: [.swiftui, .response], engine: .swiftui, exportFormat: .swiftui,
                  presetPrefixes: ["swiftui-"]),
        Ecosystem(key: "core-animation", title: "UIKit / Core Animation", forms: [.response, .physical],
                  engine: nil, exportFormat: .caSpringAnimation,
                  presetPrefixes: ["ca-spring-", "uinavigationcontroller-", "alert-"]),
        Ecosystem(key: "android", title: "Android (SpringAnimation)", forms: [.android], engine: .android, exportFormat: .android,
                  presetPrefixes: ["android-"]),
        Ecosystem(key: "compose", title: "Jetpack Compose", forms: [.android], engine: nil, exportFormat: .compose,
                  presetPrefixes: ["compose-", "m3-"]),
        Ecosystem(key: "motion", title: "Motion", forms: [.motion, .motionVisual], engine: .motion, exportFormat: .motion,
                  presetPrefixes: ["motion-"]),
        Ecosystem(key: "react-spring", title: "react-spring", forms: [.physical], engine: .reactSpring, exportFormat: .reactSpring,
                  presetPrefixes: ["react-spring-"]),
        Ecosystem(key: "reanimated", title: "Reanimated", forms: [.reanimated, .reanimatedMs, .reanimated3],
                  engine: .reanimated, exportFormat: .reanimated, presetPrefixes: ["reanimated-", "reanimated3-"]),
        Ecosystem(key: "flutter", title: "Flutter", forms: [.flutter, .flutterRatio], engine: .flutter, exportFormat: .flutter,
                  presetPrefixes: ["flutter-"]),
        Ecosystem(key: "css", title: "CSS linear()", forms: [.settling, .physical], engine: nil, exportFormat: .css),
        Ecosystem(key: "physical", title: "Physical", forms: [.physical], engine: nil, exportFormat: nil),
        Ecosystem(key: "pop", title: "POP", forms: [.pop], engine: .pop, exportFormat: .pop, presetPrefixes: ["pop-"]),
        Ecosystem(key: "origami", title: "Origami / Rebound", forms: [.origami], engine: .rebound, exportFormat: .rebound,
                  presetPrefixes: ["rebound-"]),
        Ecosystem(key: "anime", title: "anime.js", forms: [.anime, .animeBounce], engine: .anime, exportFormat: .anime,
                  presetPrefixes: ["anime-"]),
        Ecosystem(key: "svelte", title: "Svelte", forms: [.svelte], engine: .svelte, exportFormat: .svelte,
                  presetPrefixes: ["svelte-"]),
        Ecosystem(key: "elastic", title: "GSAP", forms: [.elastic], engine: nil, exportFormat: nil),
        Ecosystem(key: "settling", title: "Settling", forms: [.settling], engine: nil, exportFormat: nil),
    ]

    /// Every ecosystem: ``platforms``, then one per family that none of them names (keyed by
    /// the family, titled by its first form). Every form is in at least one.
    public static var all: [Ecosystem] {
        var result = platforms
        let named = Set(platforms.flatMap { $0.forms })
        for family in SpringFamily.allCases {
            let forms = FamilyForm.allCases.filter { $0.family == family && !named.contains($0) }
            guard let first = forms.first, !result.contains(where: { $0.key == family.rawValue }) else { continue }
            result.append(Ecosystem(key: family.rawValue, title: first.title, forms: forms, engine: nil, exportFormat: nil))
        }
        return result
    }

    /// The ecosystem keyed `key`, or `nil`.
    public static func named(_ key: String) -> Ecosystem? {
        all.first { $0.key == key }
    }

    /// Its presets in `library`, in the library's order: those whose names begin with one of
    /// ``presetPrefixes``. Cost: O(presets × prefixes).
    public func presets(in library: PresetLibrary) -> [Preset] {
        library.presets.filter { preset in presetPrefixes.contains { preset.name.hasPrefix($0) } }
    }
}
