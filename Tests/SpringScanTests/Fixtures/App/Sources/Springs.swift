import SwiftUI
import UIKit

// Fixture for SpringScanTests: every Swift form the scanner recognises.
// A comment that mentions .spring(response: 0.3, dampingFraction: 0.5) is not a finding.
/* Nor is this: Spring(mass: 1, stiffness: 2, damping: 2) /* nested */ .snappy */

struct Card: View {
    static let cardSpring = Animation.spring(response: 0.3, dampingFraction: 0.6)
    let label = "withAnimation(.bouncy) and Spring(duration: 1, bounce: 0.5) in a string"
    let multi = """
        .spring(response: 0.9, dampingFraction: 0.1) in a multi-line string
        """
    let raw = #"UISpringTimingParameters(dampingRatio: 0.3) \(x) in a raw string"#

    func animations() {
        withAnimation(.spring(duration: 0.5, bounce: 0.3)) {}
        withAnimation(.spring()) {}
        withAnimation(.snappy) {}
        withAnimation(.bouncy(duration: 0.4, extraBounce: 0.1)) {}
        withAnimation(.smooth) {}
        withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) {}
        withAnimation(.interpolatingSpring(mass: 1, stiffness: 100, damping: 40, initialVelocity: 0)) {}
        withAnimation(.spring(response: springResponse, dampingFraction: 0.8)) {}
        _ = Spring(duration: 0.5, bounce: 0.3)
        _ = Spring(mass: 1, stiffness: 300, damping: 300)
        _ = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        _ = Spring(response: 0.5, dampingRatio: 0.7)
        _ = Spring(settlingDuration: 1, dampingRatio: 0.8)
        let interpolated = "\(Spring(duration: 9, bounce: 0.9))"
    }

    func coreAnimation() {
        let animation = CASpringAnimation(keyPath: "position")
        animation.mass = 2
        animation.stiffness = 300
        animation.damping = 20
        animation.initialVelocity = 0.5
        layer.add(animation, forKey: nil)
    }

    func uikit() {
        let parameters = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
        let ratioOnly = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: UISpringTimingParameters(dampingRatio: 0.8))
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.2, options: [], animations: {})
    }
}

struct Other {
    static let cardSpring = Animation.spring(response: 0.35, dampingFraction: 0.6)
}
