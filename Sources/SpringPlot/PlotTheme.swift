import SpringKit

/// The colour scheme of a plot.
///
/// Both themes use the Okabe–Ito palette, which stays distinguishable under the
/// common forms of colour blindness, ordered for contrast against the background.
public enum PlotTheme: String, Sendable, Hashable, CaseIterable {
    /// Dark text on white.
    case light
    /// Light text on near-black.
    case dark

    /// The background.
    public var background: PlotColor {
        self == .light ? PlotColor(hex: 0xFFFFFF) : PlotColor(hex: 0x1C1C1E)
    }

    /// Text, axes and tick marks.
    public var foreground: PlotColor {
        self == .light ? PlotColor(hex: 0x222222) : PlotColor(hex: 0xE8E8E8)
    }

    /// Grid lines.
    public var grid: PlotColor {
        self == .light ? PlotColor(hex: 0xE6E6E6) : PlotColor(hex: 0x38383C)
    }

    /// The shaded settle band.
    public var band: PlotColor {
        self == .light ? PlotColor(hex: 0x000000, alpha: 0.07) : PlotColor(hex: 0xFFFFFF, alpha: 0.10)
    }

    /// The target line.
    public var target: PlotColor {
        self == .light ? PlotColor(hex: 0x666666) : PlotColor(hex: 0xA0A0A0)
    }

    /// Cells without a value in a heatmap.
    public var missing: PlotColor {
        self == .light ? PlotColor(hex: 0xBDBDBD) : PlotColor(hex: 0x55555A)
    }

    /// The series colours in order (Okabe–Ito); series beyond the last reuse the palette.
    public var palette: [PlotColor] {
        switch self {
        case .light:
            // blue, vermillion, bluish green, reddish purple, orange, sky blue, black, yellow
            return [0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0x000000, 0xF0E442]
                .map { PlotColor(hex: $0) }
        case .dark:
            // sky blue, orange, bluish green, yellow, reddish purple, vermillion, white, blue
            return [0x56B4E9, 0xE69F00, 0x009E73, 0xF0E442, 0xCC79A7, 0xD55E00, 0xFFFFFF, 0x0072B2]
                .map { PlotColor(hex: $0) }
        }
    }

    /// The colour of series number `index` (0-based).
    public func seriesColor(_ index: Int) -> PlotColor {
        let palette = self.palette
        return palette[((index % palette.count) + palette.count) % palette.count]
    }
}
