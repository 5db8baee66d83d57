import SpringKit
import SpringReport

/// A request for springs in every family's parameters (`springtune convert`, the studio's
/// conversions): ``ConversionReport`` at a display frame rate for Svelte's per-frame row.
public struct ConvertRequest: Sendable, Hashable {
    /// The display frame rate in Hz at which Svelte's row is written.
    public var frameRate: Double

    /// The formats a conversion is written in.
    public static let formats: [ReportFormat] = [.table, .json]

    /// A request at `frameRate` Hz (default 60), checked.
    /// - Throws: ``RequestError`` (usage) for a rate outside (0, 10000] Hz.
    public init(frameRate: Double = SvelteParameters.defaultFrameRate) throws(RequestError) {
        try EngineSettings.checkFrameRate(frameRate)
        self.frameRate = frameRate
    }

    /// The conversions of `setups` as `springtune convert --format json` prints them: an object
    /// for one spring, an array for several.
    /// - Cost: each spring converted into every family once.
    public func json(for setups: [SpringSetup]) -> String {
        ConversionReport.json(for: setups, frameRate: frameRate)
    }

    #if !hasFeature(Embedded)  // tables are native only (the WebAssembly build answers JSON)
    /// The conversions of `setups` as `springtune convert` prints them: a table, or JSON
    /// (``json(for:)``); any format but `json` is the table.
    /// - Cost: each spring converted into every family once.
    public func rendered(_ setups: [SpringSetup], as format: ReportFormat) -> String {
        format == .json ? json(for: setups) : ConversionReport.table(for: setups, frameRate: frameRate)
    }
    #endif
}
