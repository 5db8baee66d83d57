import SpringPresets
import SpringTuning
import SpringVideo

extension FitRequest {
    /// A data file of more bytes than this gets progress bars (``FitProgress``): 4 MiB.
    public static let progressBytes = 1 << 22

    /// ``run(in:recording:drawsPlot:readingData:progress:)`` with a data file read from disk
    /// (FitSamples' reading of a file, with no byte limit), and
    /// its progress bars on stderr when `showsProgress` and the file holds more than
    /// ``progressBytes`` bytes; the bars are cleared before anything else is written, an error
    /// message included.
    /// - Throws: as ``run(in:recording:drawsPlot:readingData:progress:)``.
    public func run(in library: PresetLibrary, recording: Recording?, drawsPlot: Bool, showsProgress: Bool) throws -> Outcome {
        var bar: FitProgress?
        defer { bar?.finish() }
        let outcome = try run(in: library, recording: recording, drawsPlot: drawsPlot, readingData: { path in
            try FitSamples.reading(atPath: path, as: .dataFile) { bytes in
                bar = showsProgress && bytes.count > Self.progressBytes ? FitProgress(bytes: bytes) : nil
                return bar.map { bar in { bar.read($0, of: $1) } }
            }
        }, progress: { bar.map { bar in { bar.fitted($0, of: $1) } } })
        bar?.finish()
        return outcome
    }
}
