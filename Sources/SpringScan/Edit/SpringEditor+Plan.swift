import SpringIO
import SpringKit

extension SpringEditor {
    /// The rewrite of `finding` (in `path`, one of `report`'s files) as `target`.
    func plan(_ finding: Finding, to target: EditTarget, in report: ScanReport, path: String) throws(EditError) -> SpringEdit {
        let location = "\(Self.displayPath(finding.path)):\(finding.line):\(finding.column)"
        if finding.language.recognizer.writesEasings { return try planCSS(finding, to: target, in: report, location: location) }
        guard let family = finding.family, let roles = finding.roles else {
            throw .cannotExpress(location: location, api: finding.api, reason: "SpringTune reads no spring family for this call", alternative: nil)
        }
        guard roles.computedFrom.isEmpty else {
            throw .cannotExpress(location: location, api: finding.api,
                                 reason: "its values are computed from \(roles.computedFrom.joined(separator: ", ")), not written one by one",
                                 alternative: Self.alternative(for: target.spring, in: family, excluding: nil))
        }
        // The form the call writes (its keys; a form's optional keys it writes, Svelte's
        // precision, are kept as written).
        guard let form = finding.writtenForm else {
            throw .cannotExpress(location: location, api: finding.api,
                                 reason: "it writes \(roles.keys.values.sorted().joined(separator: ", ")), which no form of \(family.rawValue) writes alone",
                                 alternative: nil)
        }
        // The mass the call will have: the target's where the call writes one, else the API's.
        let massParameter = roles.mass.flatMap { name in finding.parameters.first { $0.name == name } }
        let mass = massParameter?.source == .literal ? target.spring.mass : (massParameter?.value ?? 1)
        let scale = mass / target.spring.mass
        let spring: Spring
        do {
            spring = try Spring(mass: mass, stiffness: target.spring.stiffness * scale, damping: target.spring.damping * scale)
        } catch {
            throw .cannotExpress(location: location, api: finding.api, reason: error.description, alternative: nil)
        }
        let values: SpringParameters
        do {
            values = try form.init(representing: spring).parameters
        } catch {
            throw .cannotExpress(location: location, api: finding.api, reason: error.reason,
                                 alternative: Self.alternative(for: spring, in: family, excluding: form.form))
        }
        // Each value the call writes: rewritten where it is a literal and differs.
        var wanted: [(name: String, value: Double)] = form.keys.compactMap { key in
            guard key != .mass, let name = roles.keys[key], let value = values[key] else { return nil }
            return (name, value)
        }
        if let massParameter { wanted.append((massParameter.name, mass)) }
        // A family whose engine starts with a velocity of its own (Svelte's) writes none.
        let implied: Double?
        do { implied = try family.parameterization.impliedVelocity(values) } catch {
            throw .cannotExpress(location: location, api: finding.api, reason: error.description, alternative: nil)
        }
        if let implied, target.initialVelocity != 0,
           (implied - target.initialVelocity).magnitude > Self.readBackTolerance * max(1, implied.magnitude) {
            throw .cannotExpress(location: location, api: finding.api,
                                 reason: "the engine starts it with the velocity its own values imply (\(NumberStyle.scan.text(implied)) per second), not \(NumberStyle.scan.text(target.initialVelocity))",
                                 alternative: nil)
        }
        if implied == nil {
            // A velocity the call leaves out (its API's default, 0) is added when the target has one.
            if let velocity = roles.velocity ?? finding.arguments?.velocity {
                wanted.append((velocity, target.initialVelocity))
            } else if target.initialVelocity != 0 {
                throw .cannotExpress(location: location, api: finding.api, reason: "it takes no initial velocity", alternative: nil)
            }
        }
        var changes: [SpringEdit.Change] = []
        var readBack = SpringParameters()
        for key in form.optionalKeys {
            if let name = roles.keys[key], let value = finding.value(of: name) { readBack[key] = value }
        }
        var readBackMass = mass
        var readBackVelocity = target.initialVelocity
        var files: [String: [UInt8]] = [:] // each file a literal is in, read once
        var additions: [(name: String, value: Double, text: String)] = []
        let velocityName = roles.velocity ?? finding.arguments?.velocity
        for (name, value) in wanted {
            let unwritten = name == finding.arguments?.velocity ? FindingParameter.defaulted(name, 0) : nil
            guard let parameter = finding.parameters.first(where: { $0.name == name }) ?? unwritten else {
                throw .notWritten(location: location, parameter: name, text: "—", reason: "is not written in the call")
            }
            var kept = parameter.value
            if !EditNumber.within(parameter.value, value) || (value == 0 && parameter.value != 0) {
                if parameter.source == .default {
                    // Left to the API's default: added to the call (where it can be: checked below).
                    let new = EditNumber.text(value, replacing: finding.language.recognizer.addedNumberLiteral, language: finding.language)
                    additions.append((name, value, new))
                    kept = LiteralReader.parse(new.hasPrefix("-") ? String(new.dropFirst()) : new, language: finding.language)
                        .map { new.hasPrefix("-") ? -$0 : $0 }
                    Self.assign(kept, to: name, roles: roles, velocity: velocityName, mass: mass,
                                readBack: &readBack, readBackMass: &readBackMass, readBackVelocity: &readBackVelocity)
                    continue
                }
                guard parameter.source == .literal, let span = parameter.span else {
                    throw .notWritten(location: location, parameter: name, text: parameter.source == .default ? "(not written)" : parameter.text,
                                      reason: Self.whyNotRewritten(parameter, value))
                }
                let old = Self.text(of: span, reading: &files)
                let new = EditNumber.text(value, replacing: old, language: finding.language)
                changes.append(SpringEdit.Change(parameter: name, span: span, old: old, new: new))
                kept = LiteralReader.parse(new.hasPrefix("-") ? String(new.dropFirst()) : new, language: finding.language)
                    .map { new.hasPrefix("-") ? -$0 : $0 }
            }
            Self.assign(kept, to: name, roles: roles, velocity: velocityName, mass: mass,
                        readBack: &readBack, readBackMass: &readBackMass, readBackVelocity: &readBackVelocity)
        }
        if !additions.isEmpty {
            changes += try Self.addedArguments(additions, to: finding, in: report, location: location, reading: &files)
        }
        try Self.checkReadBack(readBack, mass: readBackMass, velocity: readBackVelocity, family: family, target: target,
                               location: location, api: finding.api, implied: implied)
        return try Self.assemble(finding, changes: changes, report: report)
    }

    /// Records the value `kept` of the parameter `name` in the read-back values.
    static func assign(_ kept: Double?, to name: String, roles: ParameterRoles, velocity: String?, mass: Double,
                       readBack: inout SpringParameters, readBackMass: inout Double, readBackVelocity: inout Double) {
        if let key = roles.keys.first(where: { $0.value == name })?.key {
            readBack[key] = kept
        } else if name == roles.mass {
            readBackMass = kept ?? mass
        } else if name == velocity {
            readBackVelocity = kept ?? 0
        }
    }

    /// Why `parameter` cannot be rewritten to `value`.
    static func whyNotRewritten(_ parameter: FindingParameter, _ value: Double) -> String {
        let wanted = "(the spring needs \(NumberStyle.scan.text(value)))"
        switch parameter.source {
        case .default: return "is the API's default \(parameter.value.map(NumberStyle.scan.text) ?? "") \(wanted)"
        case .constant: return "is a named constant; write a number there or change the constant \(wanted)"
        case .notLiteral: return "is not a number literal \(wanted)"
        case .literal: return "is not written as one number literal (a Duration of several units, say) \(wanted)"
        }
    }

    /// The literal's text at `span`, its file read into `files` the first time it is asked
    /// for; "" when the file cannot be read or is shorter (``assemble(_:changes:report:)``
    /// then finds the file changed).
    static func text(of span: SourceSpan, reading files: inout [String: [UInt8]]) -> String {
        if files[span.path] == nil {
            guard case .success(let bytes) = Platform.readRegularFile(atPath: span.path, limit: SourceReader.maximumSize) else { return "" }
            files[span.path] = bytes
        }
        guard let bytes = files[span.path], span.range.upperBound <= bytes.count else { return "" }
        return String(decoding: bytes[span.range], as: UTF8.self)
    }

    /// The first form of `family` (other than `excluding`) that expresses `spring`, by its title.
    static func alternative(for spring: Spring, in family: SpringFamily, excluding: FamilyForm?) -> String? {
        for form in family.parameterization.forms where form.form != excluding {
            if (try? form.init(representing: spring)) != nil { return "its \(form.title) form" }
        }
        return nil
    }

    /// Checks that the numbers to be written make the target's motion.
    static func checkReadBack(_ values: SpringParameters, mass: Double, velocity: Double, family: SpringFamily, target: EditTarget,
                              location: String, api: String, implied: Double?) throws(EditError) {
        let spring: Spring
        do { spring = try family.spring(values, mass: mass) } catch {
            throw .cannotExpress(location: location, api: api, reason: error.description, alternative: nil)
        }
        let omega = spring.naturalFrequency, zeta = spring.dampingRatio
        let targetOmega = target.spring.naturalFrequency, targetZeta = target.spring.dampingRatio
        func close(_ a: Double, _ b: Double) -> Bool { (a - b).magnitude <= readBackTolerance * max(b.magnitude, 1e-300) }
        guard close(omega, targetOmega), close(zeta, targetZeta) else {
            throw .cannotExpress(location: location, api: api,
                                 reason: "the numbers it can be written with give ω0 \(NumberStyle.scan.text(omega)), ζ \(NumberStyle.scan.text(zeta)), not ω0 \(NumberStyle.scan.text(targetOmega)), ζ \(NumberStyle.scan.text(targetZeta))",
                                 alternative: nil)
        }
        if implied == nil, (velocity - target.initialVelocity).magnitude > readBackTolerance * max(1, target.initialVelocity.magnitude) {
            throw .cannotExpress(location: location, api: api, reason: "the initial velocity cannot be written", alternative: nil)
        }
    }

    /// The edit of `changes`: each file read, its literals replaced (checked against the
    /// scan's text first), and the other springs that share a changed literal.
    static func assemble(_ finding: Finding, changes: [SpringEdit.Change], report: ScanReport) throws(EditError) -> SpringEdit {
        var files: [SpringEdit.File] = []
        for path in Set(changes.map(\.span.path)).sorted() {
            guard case .success(let bytes) = Platform.readRegularFile(atPath: path, limit: SourceReader.maximumSize) else {
                throw .cannotRead(path: displayPath(path), reason: "it cannot be read again")
            }
            var edited = bytes
            for change in changes.filter({ $0.span.path == path }).sorted(by: { $0.span > $1.span }) {
                guard change.span.range.upperBound <= edited.count,
                      String(decoding: edited[change.span.range], as: UTF8.self) == change.old else {
                    throw .changed(path: displayPath(path))
                }
                edited.replaceSubrange(change.span.range, with: Array(change.new.utf8))
            }
            files.append(SpringEdit.File(path: path, displayPath: displayPath(path), original: bytes, edited: edited))
        }
        let spans = changes.map(\.span)
        // An argument added to a list changes every spring reading that list.
        let lists = changes.compactMap { change in change.list.map { (change.span.path, $0) } }
        let others = report.findings.filter { other in
            other != finding && other.parameters.contains { parameter in
                parameter.span.map { span in
                    spans.contains { $0.overlaps(span) } || lists.contains { $0.0 == span.path && $0.1.contains(span.range.lowerBound) }
                } ?? false
            }
        }
        return SpringEdit(finding: finding, changes: changes.sorted { $0.span < $1.span }, files: files, otherUses: others)
    }
}
