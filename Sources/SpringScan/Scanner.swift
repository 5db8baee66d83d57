#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
    ///   not a file or folder (nothing is scanned then).
    public func scan(_ paths: [String]) throws(FileError) -> ScanReport {
        var files: [(path: String, language: SourceLanguage)] = []
        var problems: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw FileError.cannotOpen(path: path, reason: Platform.reason(forError: errno))
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                let walked = FileWalker(options: options).files(under: path)
                files += walked.files
                problems += walked.problems
            case S_IFREG:
                let name = path.split(separator: "/").last.map(String.init) ?? path
                guard let language = SourceLanguage(fileName: name) else {
                    throw FileError.cannotOpen(path: path, reason: "not a source file scan reads (extensions: \(Self.extensionList))")
                }
                files.append((path, language))
            default:
                throw FileError.cannotOpen(path: path, reason: "not a file or folder")
            }
        }
        var seen = Set<String>()
        files = files.filter { seen.insert($0.path).inserted }
        let results = scanFiles(files)
        var findings = results.flatMap(\.findings)
        problems += results.compactMap(\.problem)
        Self.checkMatchingNames(&findings)
        return ScanReport(filesScanned: files.count, findings: findings, problems: problems)
    }

    static let extensionList = SourceLanguage.allCases.flatMap(\.fileExtensions).map { "." + $0 }.joined(separator: " ")

    /// The springs in one file's text (no I/O): what ``scan(_:)`` finds in it, without the
    /// checks across files.
    public func findings(in bytes: [UInt8], path: String, language: SourceLanguage) -> [Finding] {
        guard Self.mayHoldSpring(bytes, language: language) else { return [] }
        let file = SourceFile(path: path, language: language, bytes: bytes)
        let calls: [SpringCall]
        switch language {
        case .swift: calls = SwiftRecognizer.calls(in: file)
        case .kotlin: calls = KotlinRecognizer.calls(in: file)
        case .javaScript: calls = JavaScriptRecognizer.calls(in: file)
        case .css: calls = CSSRecognizer.calls(in: file, options: options)
        }
        return calls.map { $0.finding(in: file, options: options) }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private struct FileResult: Sendable {
        var findings: [Finding] = []
        var problem: String?
    }

    /// Reads and scans `files` on a fixed number of threads; results in `files`' order.
    private func scanFiles(_ files: [(path: String, language: SourceLanguage)]) -> [FileResult] {
        let threads = max(1, min(options.threads, files.count))
        guard !files.isEmpty else { return [] }
        // One slot per file, written by exactly one thread through a pointer (no shared array
        // is mutated concurrently), read after all threads have finished.
        let slots = UnsafeMutableBufferPointer<FileResult>.allocate(capacity: files.count)
        slots.initialize(repeating: FileResult())
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        nonisolated(unsafe) let shared = slots
        let scanner = self
        let work = files
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread takes every `threads`-th file.
            var index = thread
            while index < work.count {
                let file = work[index]
                var result = FileResult()
                switch Result(catching: { () throws(SourceReader.Failure) -> [UInt8] in try SourceReader.read(file.path) }) {
                case .success(let bytes):
                    result.findings = scanner.findings(in: bytes, path: file.path, language: file.language)
                case .failure(let failure):
                    result.problem = "cannot read \(failure.path): \(failure.reason)"
                }
                shared[index] = result
                index += threads
            }
        }
        return Array(slots)
    }

    /// Key words at least one of which every recognised spring contains; a file without any is
    /// not tokenized.
    static let keywords: [SourceLanguage: [[UInt8]]] = [
        .swift: ["pring", "snappy", "bouncy", "smooth"].map { Array($0.utf8) },
        .kotlin: ["pring", "tiffness", "ampingRatio"].map { Array($0.utf8) },
        .javaScript: ["pring", "config"].map { Array($0.utf8) },
        .css: ["linear"].map { Array($0.utf8) },
    ]

    static func mayHoldSpring(_ bytes: [UInt8], language: SourceLanguage) -> Bool {
        guard let words = keywords[language] else { return true }
        return bytes.withUnsafeBufferPointer { containsAny($0, words) }
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

    /// Adds ``ScanRule/mismatchedSprings`` to springs bound to the same name whose mass,
    /// stiffness and damping differ (relative tolerance 1e-9).
    static func checkMatchingNames(_ findings: inout [Finding]) {
        var byName: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.spring != nil {
            if let name = finding.name { byName[name, default: []].append(index) }
        }
        for (name, indices) in byName.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            for index in indices {
                let spring = findings[index].spring!
                let others = indices.filter { other in
                    other != index && !same(findings[other].spring!, spring)
                }
                guard !others.isEmpty else { continue }
                let list = others.prefix(3).map { other -> String in
                    let s = findings[other].spring!
                    return "\(findings[other].location) (mass \(ScanNumber.short(s.mass)), stiffness \(ScanNumber.short(s.stiffness)), damping \(ScanNumber.short(s.damping)))"
                }.joined(separator: ", ")
                let more = others.count > 3 ? " and \(others.count - 3) more" : ""
                findings[index].diagnostics.append(ScanDiagnostic(
                    rule: .mismatchedSprings,
                    message: "'\(name)' is mass \(ScanNumber.short(spring.mass)), stiffness \(ScanNumber.short(spring.stiffness)), damping \(ScanNumber.short(spring.damping)) here but differs at \(list)\(more)"))
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
