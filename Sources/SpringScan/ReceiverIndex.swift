/// Where each name of a file is used as a receiver (`NAME.member`, the name not after a `.`)
/// and where it is bound (`NAME =`, `let NAME`, `var NAME`, `val NAME`), made in one pass, so
/// that following a variable through its scope (`a.stiffness = …` after
/// `let a = CASpringAnimation()`) visits only that name's uses, not every token of the scope.
///
/// Cost: one pass over the tokens to make; a binary search per query.
struct ReceiverIndex {
    private var uses: [String: [Int]] = [:]
    private var bindings: [String: [Int]] = [:]

    init(_ file: SourceFile) {
        for index in 0..<file.count where file.tokens[index].kind == .identifier && !file.isPunctuation(index - 1, 0x2E) {
            if file.isPunctuation(index + 1, 0x2E) {
                uses[file.text(index), default: []].append(index)
            } else if (file.isPunctuation(index + 1, 0x3D) && !file.isPunctuation(index + 2, 0x3D))
                        || (index > 0 && SourceFile.declarationKeywords.contains(file.text(index - 1))) {
                bindings[file.text(index), default: []].append(index)
            }
        }
    }

    /// The receiver uses of `name` in `range`, in order, up to the first binding of `name`
    /// in the same block as token `start` after it (a new value: later uses are not this one's).
    func uses(of name: String, in range: Range<Int>, boundAt start: Int, file: SourceFile) -> ArraySlice<Int> {
        var upper = range.upperBound
        if let bound = bindings[name] {
            let scope = file.enclosingOpen(start)
            var position = Self.firstIndex(in: bound, notBelow: range.lowerBound)
            while position < bound.count, bound[position] < upper {
                if file.enclosingOpen(bound[position]) == scope { upper = bound[position]; break }
                position += 1
            }
        }
        guard let list = uses[name] else { return [] }
        let lower = Self.firstIndex(in: list, notBelow: range.lowerBound)
        let end = Self.firstIndex(in: list, notBelow: upper)
        return lower < end ? list[lower..<end] : []
    }

    /// The first position in the sorted `list` whose value is at least `value`.
    static func firstIndex(in list: [Int], notBelow value: Int) -> Int {
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
