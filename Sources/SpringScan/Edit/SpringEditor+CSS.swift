import SpringExport
import SpringKit

extension SpringEditor {
    /// The rewrite of a CSS `linear()` spring: the easing re-sampled for the target by
    /// SpringExport's CSS method (``SpringExport/CSSExporter/easing(for:maximumError:)``: the
    /// exact response over its settling duration, within 0.002 of the step) and the duration
    /// written beside it — in the same item, or the block's `transition-duration` /
    /// `animation-duration` — set to the easing's, in the unit it was written in (`948ms`, `0.95s`).
    func planCSS(_ finding: Finding, to target: EditTarget, in report: ScanReport, location: String) throws(EditError) -> SpringEdit {
        guard let stops = finding.parameters.first(where: { $0.name == "stops" })?.span else {
            throw .cannotExpress(location: location, api: finding.api, reason: "its linear() text cannot be located", alternative: nil)
        }
        guard let duration = finding.parameters.first(where: { $0.name == "duration" }), let durationSpan = duration.span else {
            throw .notWritten(location: location, parameter: "duration", text: "(not written)",
                              reason: "is not in the declaration or its block; a linear() spring is timed by its duration: write one first")
        }
        let easing: CSSExporter.Easing
        do {
            let motion = try Motion(from: 0, to: 1, initialVelocity: target.initialVelocity)
            easing = try CSSExporter.easing(for: ExportSubject(spring: target.spring, motion: motion))
        } catch {
            throw .cannotExpress(location: location, api: finding.api, reason: "\(error)", alternative: nil)
        }
        var files: [String: [UInt8]] = [:]
        let oldEasing = Self.text(of: stops, reading: &files)
        let oldDuration = Self.text(of: durationSpan, reading: &files)
        let milliseconds = Double(easing.durationMilliseconds)
        let newDuration = oldDuration.hasSuffix("ms")
            ? EditNumber.text(milliseconds, replacing: String(oldDuration.dropLast(2)), language: .css) + "ms"
            : EditNumber.text(milliseconds / 1000, replacing: String(oldDuration.dropLast(1)), language: .css) + "s"
        var changes: [SpringEdit.Change] = []
        if oldEasing != easing.linearFunction {
            changes.append(SpringEdit.Change(parameter: "linear()", span: stops, old: oldEasing, new: easing.linearFunction))
        }
        if oldDuration != newDuration {
            changes.append(SpringEdit.Change(parameter: "duration", span: durationSpan, old: oldDuration, new: newDuration))
        }
        return try Self.assemble(finding, changes: changes, report: report)
    }
}
