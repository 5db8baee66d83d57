import SwiftUI

/// Springs that leave arguments to their defaults: EditArgumentTests adds them where a spring needs them.
struct Defaults: View {
    static let response = Animation.spring(response: 0.5)
    static let fraction = Animation.spring(dampingFraction: 0.8)

    var body: some View {
        Text("defaults")
            .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: 1)
            .animation(
                .spring(
                    response: 0.3
                ),
                value: 2
            )
            .animation(.interpolatingSpring(duration: 0.5, initialVelocity: 1), value: 3)
    }
}
