import SwiftUI

/// A card that springs open; every spring below is rewritten by EditRoundTripTests.
struct Card: View {
    // The card's spring, tuned by hand.
    static let cardSpring = Animation.spring(response: 0.35, dampingFraction: 0.7)
    static let sheetSpring = Spring(duration: 0.5, bounce: 0.25)

    var body: some View {
        Text("card")
            .animation(.spring(duration: 0.5, bounce: 0.2), value: 1)
            .animation(.interpolatingSpring(stiffness: 170.0, damping: 15.0), value: 2)
            .animation(
                .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
                value: 3
            )
            .animation(.bouncy(duration: 0.4, extraBounce: 0.1), value: 4) // computed: refused
    }
}
