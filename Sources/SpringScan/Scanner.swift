import Dispatch
import RealModule
import SpringIO
import SpringKit

/// Finds the springs written in a codebase and measures them: a linter for motion.
///
/// Walks each path (``FileWalker``: skipped folders, `.gitignore`, extensions of interest),
/// reads and tokenizes the files on ``ScanOptions/threads`` threads (a file without any of
/// the APIs' key words is not tokenized), recognises the springs per language
/// (``SwiftTokenizer`` and its siblings drop comments and keep strings whole, so mentions in
/// either are never findings), converts each with SpringKit's families, measures it as its
/// engine draws it, and adds the checks across files (springs with the same name that differ).
///
/// Cost: linear in the bytes of the files read; see docs/scan.md for a 100 000-file timing.
public struct Scanner: Sendable {
    /// The options.
    public var options: ScanOptions

    /// Creates a scanner.
    public init(options: ScanOptions = ScanOptions()) {
        self.options = options
    }

    /// Scans files and folders.
    /// - Parameter paths: files (read whatever their extension says, if it is one of
    ///   ``SourceLanguage``'s) and folders (walked).
    /// - Returns: the findings, sorted by path, line and column, with the files read.
    /// - Throws: ``FileError/cannotOpen(path:reason:)`` for a path that does not exist or is
    ///   not a file or folder (nothing is scanned then), or for a file named in `paths` that
    ///   cannot be scanned (unreadable, not text, past a limit of ``SourceReader`` or
    ///   ``Lexer/maximumTokens``); inside a folder such a file is one of the report's problems.
    public func scan(_ paths: [String]) throws(FileError) -> ScanReport {
        var files: [ScanFile] = []
        var named = Set<String>()
        var problems: [String] = []
        for path in paths {
            switch Platform.fileKind(atPath: path, followingLinks: true) {
            case .failure(let failure):
                let reason = if case .system(let code) = failure { Platform.reason(forError: code) } else { "not a file or folder" }
                throw FileError.cannotOpen(path: path, reason: reason)
            case .success(.directory):
                let walked = FileWalker(options: options).files(under: path)
                files += walked.files
                problems += walked.problems
            case .success(.regular):
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard let language = SourceLanguage(fileName: name) else {
                    throw FileError.cannotOpen(path: path, reason: "not a source file scan reads (extensions: \(Self.extensionList))")
                }
                files.append(ScanFile(raw: RawPath(path), language: language))
                named.insert(path)
            case .success:
                throw FileError.cannotOpen(path: path, reason: "not a file or folder")
            }
        }
        var seen = Set<RawPath>()
        files = files.filter { seen.insert($0.raw).inserted }
        let tree = ScanTree(folders: paths.filter { !named.contains($0) }, files: Array(named),
                            project: ProjectFiles(confinement: options.confinement))
        var results = scanFiles(files, tree: tree)
        // A file named as a PATH that cannot be scanned is an input that cannot be read.
        for (file, result) in zip(files, results) where named.contains(file.path) {
            if let skipped = result.skipped { throw FileError.cannotOpen(path: file.path, reason: skipped) }
        }
        for (index, unused) in unusedConfigs(results, files: files) {
            results[index].findings = (results[index].findings + unused).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        var findings = results.flatMap(\.findings)
        problems += zip(files, results).compactMap { file, result in result.skipped.map { "cannot read \(file.path): \($0)" } }
        Self.checkMatchingNames(&findings)
        return ScanReport(filesScanned: files.count, findings: findings, problems: problems)
    }

    static let extensionList = SourceLanguage.allCases.flatMap(\.fileExtensions).map { "." + $0 }.joined(separator: " ")

    /// The springs in one file's text (no I/O): what ``scan(_:)`` finds in it, without the
    /// checks across files (springs of one name that differ, configs exported and used
    /// nowhere). A file with more than 2²¹ tokens (``Lexer/maximumTokens``) has none:
    /// ``scan(_:)`` reports such a file as not scanned.
    public func findings(in bytes: [UInt8], path: String, language: SourceLanguage) -> [Finding] {
        (try? scanText(bytes, path: path, language: language))?.findings ?? []
    }

    /// Why a file was not scanned: the reason, as the report's problems show it.
    struct Skipped: Error {
        var reason: String
    }

    /// What one file holds: its springs, and the configs it exports that may be used nowhere
    /// (measured, marked unused; kept if the scan finds no use of them).
    struct FileResult: Sendable {
        var findings: [Finding] = []
        var exported: [ExportedConfig] = []
        /// Why the file was not scanned.
        var skipped: String?
    }

    /// A config a file exports, measured, with the names a use of it spells and the tokens
    /// where each is defined.
    struct ExportedConfig: Sendable {
        var finding: Finding
        var words: [(word: String, site: Int)]
    }

    /// The springs in one file's text.
    /// - Throws: ``Skipped`` when the file has more tokens than ``Lexer/maximumTokens``.
    /// - Parameter tree: the scan's folders and files, inside which imports are followed (and
    ///   `package.json` files read); `nil` for text scanned on its own (no I/O).
    func scanText(_ bytes: [UInt8], path: String, language: SourceLanguage, tree: ScanTree? = nil) throws(Skipped) -> FileResult {
        guard Self.mayHoldSpring(bytes, language: language) else { return FileResult() }
        let file = SourceFile(path: path, language: language, bytes: bytes)
        guard file.isComplete else {
            throw Skipped(reason: "more than \(Lexer.maximumTokens) tokens: not scanned")
        }
        let calls = language.recognizer.calls(in: file, tree: tree, options: options)
        var exported: [ExportedConfig] = []
        if let tree {
            exported = language.recognizer.exportedConfigs(in: file, found: calls, tree: tree).map { config in
                ExportedConfig(finding: config.call.finding(in: file, options: options), words: config.words)
            }
        }
        let findings = calls.map { $0.finding(in: file, options: options) }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return FileResult(findings: findings, exported: exported)
    }

    /// Reads and scans `files` on a fixed number of threads; results in `files`' order.
    private func scanFiles(_ files: [ScanFile], tree: ScanTree) -> [FileResult] {
        let scanner = self
        return Self.parallelMap(files, threads: options.threads) { scanner.scanFile($0, tree: tree) }
    }

    /// `transform` applied to each of `items` on `threads` threads (each takes every
    /// `threads`-th item); results in `items`' order, whatever the thread count.
    static func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], threads: Int,
                                                             _ transform: @Sendable (Item) -> Result) -> [Result] {
        let threads = max(1, min(threads, items.count))
        guard !items.isEmpty else { return [] }
        // One slot per item, written by exactly one thread through a pointer (no shared array
        // is mutated concurrently), read after all threads have finished.
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: items.count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var index = thread
            while index < items.count {
                shared[index] = transform(items[index])
                index += threads
            }
        }
        return slots.map { $0! }
    }

    /// Reads and scans one file; at most one file's text and tokens are held per thread.
    private func scanFile(_ file: ScanFile, tree: ScanTree) -> FileResult {
        let text: [UInt8]
        do { text = try SourceReader.text(file.raw) } catch { return FileResult(skipped: error.reason) }
        do {
            var result = try scanText(text, path: file.path, language: file.language, tree: tree)
            if let raw = file.rawIfEscaped {
                for index in result.findings.indices { result.findings[index].rawPath = raw }
                for index in result.exported.indices { result.exported[index].finding.rawPath = raw }
            }
            return result
        } catch {
            return FileResult(skipped: error.reason)
        }
    }

    /// Whether `bytes` hold any of `language`'s key words (``LanguageRecognizer/keywords``):
    /// a file without any is not tokenized.
    static func mayHoldSpring(_ bytes: [UInt8], language: SourceLanguage) -> Bool {
        bytes.withUnsafeBufferPointer { containsAny($0, language.keywords) }
    }

    /// Whether `haystack` contains any of `needles`, in one pass (a table of first bytes).
    static func containsAny(_ haystack: UnsafeBufferPointer<UInt8>, _ needles: [[UInt8]]) -> Bool {
        var first = [Bool](repeating: false, count: 256)
        for needle in needles { if let byte = needle.first { first[Int(byte)] = true } }
        let count = haystack.count
        var i = 0
        while i < count {
            let byte = haystack[i]
            if first[Int(byte)] {
                for needle in needles where needle[0] == byte && i + needle.count <= count {
                    var j = 1
                    while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                    if j == needle.count { return true }
                }
            }
            i += 1
        }
        return false
    }

    /// Adds ``ScanRule/mismatchedSprings`` to springs bound to the same shared name
    /// (``Finding/nameIsShared``: exported, a type's member, top level — never a local binding
    /// in a function) whose mass, stiffness and damping differ (relative tolerance 1e-9).
    ///
    /// The springs of a name are grouped, not compared pairwise: sorted by (mass, stiffness,
    /// damping), neighbours that are ``same(_:_:)`` share a group, and each group's message
    /// names the first three springs outside it (in report order) and how many there are.
    /// Each spring that differs from the name's first spring (report order) gets a fix: that
    /// first spring, whole (the first is kept).
    /// Cost: O(n log n) in the findings.
    static func checkMatchingNames(_ findings: inout [Finding]) {
        var byName: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.spring != nil && finding.nameIsShared {
            if let name = finding.name { byName[name, default: []].append(index) }
        }
        for (name, indices) in byName.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            let springs = indices.map { findings[$0].spring! }
            let order = indices.indices.sorted { a, b in
                let x = springs[a], y = springs[b]
                return (x.mass, x.stiffness, x.damping) < (y.mass, y.stiffness, y.damping)
            }
            // group[k]: the group of indices[k]; groups are numbered in sorted order.
            var group = [Int](repeating: 0, count: indices.count)
            var groupCount = 0
            for (position, k) in order.enumerated() {
                if position > 0, same(springs[order[position - 1]], springs[k]) {
                    group[k] = groupCount - 1
                } else {
                    group[k] = groupCount
                    groupCount += 1
                }
            }
            guard groupCount > 1 else { continue }
            var sizes = [Int](repeating: 0, count: groupCount)
            // The first three members of each group, in report order: the first three springs
            // outside any group are among them.
            var leaders: [Int] = []
            for k in indices.indices {
                sizes[group[k]] += 1
                if sizes[group[k]] <= 3 { leaders.append(k) }
            }
            for k in indices.indices {
                let others = Array(leaders.lazy.filter { group[$0] != group[k] }.prefix(3))
                let count = indices.count - sizes[group[k]]
                let list = others.map { other -> String in
                    let s = springs[other]
                    return "\(findings[indices[other]].location) (mass \(NumberStyle.scan.text(s.mass)), stiffness \(NumberStyle.scan.text(s.stiffness)), damping \(NumberStyle.scan.text(s.damping)))"
                }.joined(separator: ", ")
                let more = count > 3 ? " and \(count - 3) more" : ""
                let spring = springs[k]
                // The fix: the first spring of the name (report order), for each spring that differs from it.
                let first = springs[0]
                let fix = group[k] == group[0] ? nil : ScanFix(
                    summary: "write the spring of '\(name)' at \(findings[indices[0]].location): mass \(NumberStyle.scan.text(first.mass)), stiffness \(NumberStyle.scan.text(first.stiffness)), damping \(NumberStyle.scan.text(first.damping))",
                    spring: first)
                findings[indices[k]].diagnostics.append(ScanDiagnostic(
                    rule: .mismatchedSprings,
                    message: "'\(name)' is mass \(NumberStyle.scan.text(spring.mass)), stiffness \(NumberStyle.scan.text(spring.stiffness)), damping \(NumberStyle.scan.text(spring.damping)) here but differs at \(list)\(more)",
                    fix: fix))
            }
        }
    }

    /// Whether two springs are the same within 1e-9 relative in each parameter (what a
    /// conversion's rounding leaves between springs meant to match).
    static func same(_ a: Spring, _ b: Spring) -> Bool {
        [(a.mass, b.mass), (a.stiffness, b.stiffness), (a.damping, b.damping)].allSatisfy { x, y in
            x == y || x.isApproximatelyEqual(to: y, relativeTolerance: 1e-9)
        }
    }
}
