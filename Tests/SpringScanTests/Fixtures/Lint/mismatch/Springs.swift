import SwiftUI

enum Springs {
    static let cardSpring = Spring(mass: 1, stiffness: 300, damping: 24)
}
