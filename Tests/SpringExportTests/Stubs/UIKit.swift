// A stub of the UIKit declarations SpringTune's `uikit` exporter uses, with Apple's documented
// signatures (including @MainActor), so generated code can be type-checked on Linux.
// Not compiled into the test target (excluded in Package.swift); built as module "UIKit".
@_exported import Foundation

public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
}

@MainActor public protocol UITimingCurveProvider: AnyObject {}

@MainActor open class UISpringTimingParameters: UITimingCurveProvider {
    public init() {}
    public convenience init(dampingRatio ratio: CGFloat) { self.init() }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
    public convenience init(duration: TimeInterval, bounce: CGFloat) { self.init() }
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {}
    open var initialVelocity: CGVector { CGVector() }
}

@MainActor open class UIViewPropertyAnimator {
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {}
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    }
}
