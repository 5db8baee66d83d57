import SpringKit

/// An sRGB colour with straight (non-premultiplied) alpha, components in 0…1.
public struct PlotColor: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from components in 0…1 (clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Creates an opaque colour from `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: Double) -> PlotColor {
        PlotColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The 8-bit channels `(r, g, b)`, rounded.
    public var rgb8: (red: UInt8, green: UInt8, blue: UInt8) {
        (UInt8((red * 255).rounded()), UInt8((green * 255).rounded()), UInt8((blue * 255).rounded()))
    }

    /// Linear interpolation towards `other` by `t` in 0…1.
    func mixed(with other: PlotColor, _ t: Double) -> PlotColor {
        PlotColor(red: red + (other.red - red) * t,
                  green: green + (other.green - green) * t,
                  blue: blue + (other.blue - blue) * t,
                  alpha: alpha + (other.alpha - alpha) * t)
    }
}
