import SpringExport
import SpringIO
import SpringKit

/// A platform a designer works in, as the studio's picker (*I work in*) offers it: the forms
/// its springs are written in, the engine that animates them there, and the export that pastes
/// into it.
///
/// Choosing one shows its forms first, plays its engine's curve in the preview
/// (`export --as css --solver ENGINE`) and shows its export. Several platforms share a form:
/// react-spring's `tension`, `friction` and `mass` are the physical k, c and m; Jetpack
/// Compose's `spring(dampingRatio, stiffness)` is Android's pair.
public struct StudioEcosystem: Sendable, Hashable {
    /// The key in the page's address (`ecosystem=KEY`).
    public var key: String
    /// The name in the picker.
    public var title: String
    /// The forms its springs are written in, the first first.
    public var forms: [FamilyForm]
    /// The engine that animates its springs, when SpringKit reproduces it; `nil` when the
    /// platform draws the exact spring (Core Animation, Compose, CSS `linear()`, GSAP).
    public var engine: Solver?
    /// The export that pastes into it, or `nil` (physical, settling, GSAP: none of their own).
    public var exportFormat: ExportFormat?

    /// Creates an ecosystem.
    public init(key: String, title: String, forms: [FamilyForm], engine: Solver?, exportFormat: ExportFormat?) {
        self.key = key
        self.title = title
        self.forms = forms
        self.engine = engine
        self.exportFormat = exportFormat
    }

    /// The platforms, in the picker's order: the ones most designers work in first. A family
    /// none of them names gets an ecosystem of its own (``all``), so a new family is offered
    /// before anyone lists it here.
    static let platforms: [StudioEcosystem] = [
        StudioEcosystem(key: "swiftui", title: "SwiftUI", forms: [.swiftui, .response], engine: .swiftui, exportFormat: .swiftui),
        StudioEcosystem(key: "core-animation", title: "UIKit / Core Animation", forms: [.response, .physical],
                        engine: nil, exportFormat: .caSpringAnimation),
        StudioEcosystem(key: "android", title: "Android (SpringAnimation)", forms: [.android], engine: .android, exportFormat: .android),
        StudioEcosystem(key: "compose", title: "Jetpack Compose", forms: [.android], engine: nil, exportFormat: .compose),
        StudioEcosystem(key: "motion", title: "Motion", forms: [.motion, .motionVisual], engine: .motion, exportFormat: .motion),
        StudioEcosystem(key: "react-spring", title: "react-spring", forms: [.physical], engine: .reactSpring, exportFormat: .reactSpring),
        StudioEcosystem(key: "reanimated", title: "Reanimated", forms: [.reanimated, .reanimatedMs, .reanimated3],
                        engine: .reanimated, exportFormat: .reanimated),
        StudioEcosystem(key: "flutter", title: "Flutter", forms: [.flutter, .flutterRatio], engine: .flutter, exportFormat: .flutter),
        StudioEcosystem(key: "css", title: "CSS linear()", forms: [.settling, .physical], engine: nil, exportFormat: .css),
        StudioEcosystem(key: "physical", title: "Physical", forms: [.physical], engine: nil, exportFormat: nil),
        StudioEcosystem(key: "pop", title: "POP", forms: [.pop], engine: .pop, exportFormat: .pop),
        StudioEcosystem(key: "origami", title: "Origami / Rebound", forms: [.origami], engine: .rebound, exportFormat: .rebound),
        StudioEcosystem(key: "anime", title: "anime.js", forms: [.anime, .animeBounce], engine: .anime, exportFormat: .anime),
        StudioEcosystem(key: "svelte", title: "Svelte", forms: [.svelte], engine: .svelte, exportFormat: .svelte),
        StudioEcosystem(key: "elastic", title: "GSAP", forms: [.elastic], engine: nil, exportFormat: nil),
        StudioEcosystem(key: "settling", title: "Settling", forms: [.settling], engine: nil, exportFormat: nil),
    ]

    /// Every ecosystem: ``platforms``, then one per family that none of them names (keyed by
    /// the family, titled by its first form). Every form is in at least one.
    public static var all: [StudioEcosystem] {
        var result = platforms
        let named = Set(platforms.flatMap(\.forms))
        for family in SpringFamily.allCases {
            let forms = FamilyForm.allCases.filter { $0.family == family && !named.contains($0) }
            guard let first = forms.first, !result.contains(where: { $0.key == family.rawValue }) else { continue }
            result.append(StudioEcosystem(key: family.rawValue, title: first.title, forms: forms, engine: nil, exportFormat: nil))
        }
        return result
    }

    /// `/api/config`'s `ecosystems`: one object per ecosystem, `key`, `title`, `forms` (form
    /// keys, as `families`' `key`), `engine` (a solver name, or null) and `exportFormat` (or null).
    static func json() -> JSONValue {
        .array(all.map { ecosystem in
            .object([
                ("key", .string(ecosystem.key)),
                ("title", .string(ecosystem.title)),
                ("forms", .array(ecosystem.forms.map { .string($0.rawValue) })),
                ("engine", ecosystem.engine.map { .string($0.rawValue) } ?? .null),
                ("exportFormat", ecosystem.exportFormat.map { .string($0.rawValue) } ?? .null),
            ])
        })
    }
}
