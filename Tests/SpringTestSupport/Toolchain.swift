import Foundation

/// The real compilers that check generated code: TypeScript's `tsc` (Debian's
/// `node-typescript`) and `kotlinc` (Debian's `kotlin`), both installed by `make deps`.
///
/// Each check writes the given files into a fresh temporary directory, runs the compiler once
/// over all of them and returns its status and output; a missing compiler is a failed launch
/// (the error propagates), never a skipped check. Compile everything a suite generates in one
/// call: `kotlinc` starts a JVM (about 4 s) and `tsc` a node process (about 2 s) per call.
public enum Toolchain {
    /// A finished compiler run.
    public struct Check: Sendable, CustomStringConvertible {
        /// The compiler's exit status.
        public var status: Int32
        /// Everything it printed (diagnostics name the files by their given names).
        public var output: String
        /// The files it was given, by name, for a failure message.
        public var files: [String: String]

        /// True when the compiler accepted every file.
        public var succeeded: Bool { status == 0 }

        /// The status, the compiler's diagnostics and every file with line numbers, so a
        /// failing expectation shows the code it rejected.
        public var description: String {
            var text = "status \(status)\n\(output)"
            for name in files.keys.sorted() {
                text += "\n--- \(name)\n"
                for (index, line) in files[name, default: ""].split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    text += "\(index + 1): \(line)\n"
                }
            }
            return text
        }
    }

    /// Type-checks `files` (names ending in `.ts`, `.d.ts` or `.js`) with
    /// `tsc --noEmit --strict`, as ES2020 modules; `.js` files are checked too (`--checkJs`).
    /// Declarations of a library's API go in a `.d.ts` file as `declare module "name" { … }`.
    public static func typeCheckTypeScript(_ files: [String: String]) throws -> Check {
        try run("tsc", ["--noEmit", "--strict", "--target", "es2020", "--module", "es2020",
                        "--moduleResolution", "node", "--allowJs", "--checkJs", "--noUnusedLocals",
                        "--pretty", "false"],
                files: files)
    }

    /// Compiles `files` (names ending in `.kt`) with `kotlinc` into a scratch directory.
    /// Stubs of the Android and Compose types a file uses go in files of their own, in the
    /// packages the real libraries use.
    public static func compileKotlin(_ files: [String: String]) throws -> Check {
        let check = try run("kotlinc", ["-nowarn", "-d", "classes"], files: files)
        // The JVM's own notice about options Debian's launcher passes is not a diagnostic.
        let output = check.output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("OpenJDK 64-Bit Server VM warning") }
            .joined(separator: "\n")
        return Check(status: check.status, output: output, files: files)
    }

    /// Writes `files` into a new temporary directory and runs `tool arguments… file…` there.
    static func run(_ tool: String, _ arguments: [String], files: [String: String]) throws -> Check {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = files.keys.sorted()
        for name in names {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(files[name, default: ""].utf8).write(to: url)
        }
        let result = try CLI.run([tool] + arguments + names, in: directory,
                                 program: URL(fileURLWithPath: "/usr/bin/env"))
        return Check(status: result.status, output: result.stdout + result.stderr, files: files)
    }

    /// Compose's `spring` and `SpringSpec` as Kotlin code uses them (package
    /// `androidx.compose.animation.core`), for ``compileKotlin(_:)``.
    public static let composeStub = """
        package androidx.compose.animation.core

        class SpringSpec<T>(val dampingRatio: Float = 1f, val stiffness: Float = 1500f, val visibilityThreshold: T? = null)

        fun <T> spring(dampingRatio: Float = 1f, stiffness: Float = 1500f, visibilityThreshold: T? = null): SpringSpec<T> =
            SpringSpec(dampingRatio, stiffness, visibilityThreshold)
        """

    /// SpringForce's Java API as Kotlin sees it: setters that return the force.
    public static let springForceStub = """
        package androidx.dynamicanimation.animation

        class SpringForce(private var finalPosition: Float) {
            private var stiffnessValue = 1500f
            private var dampingRatioValue = 0.5f
            fun setStiffness(stiffness: Float): SpringForce { stiffnessValue = stiffness; return this }
            fun setDampingRatio(dampingRatio: Float): SpringForce { dampingRatioValue = dampingRatio; return this }
            fun getStiffness(): Float = stiffnessValue
            fun getDampingRatio(): Float = dampingRatioValue
            fun getFinalPosition(): Float = finalPosition
        }
        """
}
