import SwiftUI

struct Badge: View {
    @State private var on = false

    var body: some View {
        Circle()
            .animation(.smooth, value: on)
            .animation(.bouncy(), value: on)
            .animation(.spring(), value: on)
            .onTapGesture {
                withAnimation(.spring) { on.toggle() }
            }
    }
}

enum Motion {
    case spring
    case linear
}

let chosen: Motion = .spring
