import SwiftUI
let s = Spring(duration: 0.5, bounce: 0.1)
