/// How the tool lays out text for a terminal: the one width every table keeps to.
public enum TerminalLayout {
    /// The columns a table line keeps to when it can (a terminal's 100 columns); JSON, CSV and
    /// SARIF carry every value whole.
    public static let width = 100
}
