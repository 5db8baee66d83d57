// A stub of the SwiftUI declarations SpringTune's `swiftui` exporter uses, with Apple's
// documented signatures, so generated code can be type-checked on Linux (swiftc -typecheck).
// Not compiled into the test target (excluded in Package.swift); built as module "SwiftUI".

public struct Spring: Sendable, Hashable {
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public init(duration: Double = 0.5, bounce: Double = 0.0) {}
    public init(response: Double, dampingRatio: Double) {}
}

public struct Animation: Sendable, Hashable {
    public static func spring(_ spring: Spring, blendDuration: Double = 0.0) -> Animation { Animation() }
    public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation() }
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation { Animation() }
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation { Animation() }
}
