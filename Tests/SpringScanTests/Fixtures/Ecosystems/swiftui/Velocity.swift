import SwiftUI

struct Card: View {
    var velocity: Double
    var body: some View {
        Color.red
            .animation(.interpolatingSpring(duration: 0.2, bounce: 0.1, initialVelocity: 1 / 2), value: velocity)
            .animation(.interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: velocity), value: velocity)
            .animation(.interpolatingSpring(duration: 0.4, bounce: duration, initialVelocity: 1 / 2), value: velocity)
    }
}
