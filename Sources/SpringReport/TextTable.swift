/// Column-aligned text for terminals: the first column left-aligned, the others right-aligned
/// (numbers) or left-aligned (prose).
///
/// Widths count `Character`s, so a row of `—` aligns with a row of digits. Cost: O(cells).
public enum TextTable {
    /// The rows as lines, each column padded to its widest cell, two spaces between columns,
    /// trailing spaces removed.
    /// - Parameter rightAligned: whether columns after the first are right-aligned (numbers).
    public static func render(_ rows: [[String]], rightAligned: Bool = true) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var out = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                line += index == 0 ? cell + pad : rightAligned ? "  " + pad + cell : "  " + cell + pad
            }
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
