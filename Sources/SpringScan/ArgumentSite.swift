/// Where a call's arguments are written: the bracketed list an argument the call leaves to its
/// default can be added to (``SpringEditor`` adds one there when the spring it writes needs it).
///
/// Recorded for calls whose arguments are written in the call's own brackets (SwiftUI, UIKit,
/// Compose, Flutter); a JavaScript options object is found by the editor from its literals.
public struct ArgumentSite: Sendable, Hashable {
    /// The list, from its opening bracket to its closing one, as the scan read it.
    public var span: SourceSpan
    /// The label of the API's initial-velocity parameter when the call does not write it
    /// (`initialVelocity` of `.interpolatingSpring(…)`: 0 when left out); `nil` when the API
    /// has none or the call writes it.
    public var velocity: String?

    /// A site spanning `span`, whose API takes the unwritten velocity `velocity`.
    public init(span: SourceSpan, velocity: String? = nil) {
        self.span = span
        self.velocity = velocity
    }
}
