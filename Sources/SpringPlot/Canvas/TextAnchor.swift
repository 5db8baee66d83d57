/// Where a text's anchor point lies relative to the text.
struct TextAnchor: Sendable, Hashable {
    enum Horizontal: Sendable, Hashable { case start, middle, end }
    enum Vertical: Sendable, Hashable { case baseline, middle, top, bottom }
    var horizontal: Horizontal
    var vertical: Vertical

    static let startMiddle = TextAnchor(horizontal: .start, vertical: .middle)
    static let endMiddle = TextAnchor(horizontal: .end, vertical: .middle)
    static let middleTop = TextAnchor(horizontal: .middle, vertical: .top)
    static let middleBottom = TextAnchor(horizontal: .middle, vertical: .bottom)
    static let startBaseline = TextAnchor(horizontal: .start, vertical: .baseline)
}
