/// The languages `springtune preset export --as FORMAT` writes a whole preset file in; the raw
/// value is the name users type (docs/presets.md, "Presets as modules").
public enum PresetModuleFormat: String, CaseIterable, Sendable, Hashable {
    /// `extension Spring { public static let myPop = … }` (SpringKit), the matching `Motion`,
    /// and SwiftUI `Spring`/`Animation` and `CASpringAnimation` values where those frameworks exist.
    case swift
    /// One object per preset with every web and React Native form, and a `springs` record `as const`.
    case typescript
    /// The TypeScript module's values as an ES module, frozen.
    case javascript
    /// An `object` with Compose `SpringSpec` values and Android `SpringForce` factories.
    case kotlin
    /// Flutter `SpringDescription` constants.
    case dart
    /// Custom properties per preset (`--spring-NAME-easing`, `--spring-NAME-duration`) and a
    /// `prefers-reduced-motion: reduce` block.
    case css
    /// A Design Tokens Community Group file, the exact spring under `$extensions`.
    case dtcg

    /// One line about the format, for help texts.
    public var summary: String {
        switch self {
        case .swift: return "Spring.NAME / Motion.NAME (SpringKit), SwiftUI Spring/Animation and CASpringAnimation values"
        case .typescript: return "physical, Motion, react-spring, Reanimated, React Native and CSS linear() forms; springs record as const"
        case .javascript: return "an ES module of the TypeScript module's values, frozen"
        case .kotlin: return "object SpringPresets with Compose SpringSpec values and Android SpringForce factories"
        case .dart: return "Flutter SpringDescription constants"
        case .css: return "CSS custom properties (linear() easing, duration) with a prefers-reduced-motion block"
        case .dtcg: return "design tokens (DTCG JSON): duration and number tokens, the exact preset under $extensions"
        }
    }
}
