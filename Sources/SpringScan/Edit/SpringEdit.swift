import SpringIO

/// A rewrite of a spring in source, planned by ``SpringEditor`` and not yet written: the
/// finding as it was, each number changed, the files' text before and after, the other
/// springs the change reaches, and the unified diff.
public struct SpringEdit: Sendable, Hashable {
    /// One number rewritten.
    public struct Change: Sendable, Hashable {
        /// The parameter, as the API spells it (`stiffness`).
        public var parameter: String
        /// Where the literal is (possibly another file than the finding: a config's definition).
        public var span: SourceSpan
        /// The literal as it was (`300`).
        public var old: String
        /// The literal written (`200`), or the text that adds an argument (`, dampingFraction: 0.8`).
        public var new: String
        /// The argument added as it is written (`dampingFraction: 0.8`) when the change adds one
        /// the call left to its default (``old`` is then the text around the place, often empty);
        /// `nil` when it rewrites a number.
        public var added: String?
        /// For an added argument, the bytes of the list it is added to: other springs reading
        /// that list change with it.
        var list: Range<Int>?

        init(parameter: String, span: SourceSpan, old: String, new: String, added: String? = nil, list: Range<Int>? = nil) {
            self.parameter = parameter
            self.span = span
            self.old = old
            self.new = new
            self.added = added
            self.list = list
        }
    }

    /// One file rewritten.
    public struct File: Sendable, Hashable {
        /// The path the file is opened at.
        public var path: String
        /// The path as messages and the diff show it (relative to the working directory when inside it).
        public var displayPath: String
        /// The bytes read.
        public var original: [UInt8]
        /// The bytes to write.
        public var edited: [UInt8]
    }

    /// The spring as it was found.
    public var finding: Finding
    /// The numbers changed, in file order; empty when the spring is already the target's.
    public var changes: [Change]
    /// The files changed.
    public var files: [File]
    /// Other springs whose numbers come from the same literals, changed with it (the other
    /// uses of a config bound to a name), by location.
    public var otherUses: [Finding]

    /// The unified diff of every file changed ("" when nothing changes).
    public var diff: String {
        files.map { UnifiedDiff.text(path: $0.displayPath, old: $0.original, new: $0.edited) }.joined()
    }

    /// One line per number changed (`stiffness 300 → 200 at App/motion.tsx:10:40`) or argument
    /// added (`dampingFraction: 0.8 (added) at View.swift:4:33`), each
    /// beginning `wrote ` when `written`), or one saying nothing changes; then
    /// ``otherUseLines``.
    public func summary(written: Bool) -> [String] {
        func short(_ text: String) -> String { text.count > 48 ? String(text.prefix(40)) + "…)" : text }
        var lines = changes.map { change in
            let what = change.added.map { "\($0) (added)" } ?? "\(change.parameter) \(short(change.old)) → \(short(change.new))"
            return (written ? "wrote " : "") + "\(what) at \(display(change.span.path)):\(change.span.line):\(change.span.column)"
        }
        if changes.isEmpty { lines.append("\(display(finding.path)):\(finding.line):\(finding.column) already writes this spring: nothing to change") }
        return lines + otherUseLines
    }

    /// One line per other spring changed with this one (`also changes motion.ts:11:17
    /// Reanimated withSpring (scale)`).
    public var otherUseLines: [String] {
        otherUses.map { "also changes \(display($0.path)):\($0.line):\($0.column) \($0.api)\($0.name.map { " (\($0))" } ?? "")" }
    }

    private func display(_ path: String) -> String {
        files.first { $0.path == path }?.displayPath ?? SpringEditor.displayPath(path)
    }

    /// Writes every file, each atomically (a temporary file renamed over it, its mode kept),
    /// after checking that none changed since it was read and that each can be written: a
    /// refusal leaves every file as it was.
    /// - Throws: ``EditError/changed(path:)``, ``EditError/cannotWrite(path:reason:)``.
    /// - Cost: one read and one write per file.
    public func write() throws(EditError) {
        for file in files {
            if !Platform.isWritableFile(atPath: file.path) {
                throw .cannotWrite(path: file.displayPath, reason: "the file is read-only")
            }
            guard case .success(let now) = Platform.readRegularFile(atPath: file.path, limit: SourceReader.maximumSize),
                  now == file.original else { throw .changed(path: file.displayPath) }
        }
        var writers: [AtomicFileWriter] = []
        do {
            for file in files {
                let writer = try AtomicFileWriter(path: file.path)
                writers.append(writer)
                try writer.write(file.edited)
            }
            for writer in writers { try writer.commit() }
        } catch {
            for writer in writers { writer.discard() }
            switch error {
            case .cannotCreate(let path, let reason), .cannotOpen(let path, let reason), .io(let path, let reason):
                throw .cannotWrite(path: SpringEditor.displayPath(path), reason: reason)
            case .namedTwice(let path, _):
                throw .cannotWrite(path: SpringEditor.displayPath(path), reason: error.description)
            }
        }
    }
}
