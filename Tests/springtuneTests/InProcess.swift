@testable import springtune

/// Runs a `springtune` command line inside the test process: the name check, ArgumentParser's
/// `parseAsRoot`, the command's `run()`, and the one message and exit status `springtune`
/// would print for the error (``CommandFailure/describe(_:for:)``). No process is started.
enum InProcess {
    static func run(_ arguments: [String]) -> (message: String, status: Int32) {
        do {
            try SpringTuneCommand.execute(arguments)
            return ("", 0)
        } catch {
            return CommandFailure.describe(error, for: SpringTuneCommand.self)
        }
    }
}
