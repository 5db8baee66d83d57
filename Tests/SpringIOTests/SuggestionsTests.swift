import Testing
@testable import SpringIO

/// "Did you mean": edit distance, and a name found inside another (without
/// `String.contains`, which Embedded Swift's standard library lacks).
@Suite struct SuggestionsTests {
    @Test func occursFindsAPartCharacterByCharacter() {
        #expect(Suggestions.occurs("bouncy", in: "swiftui-bouncy"))
        #expect(Suggestions.occurs("swiftui-bouncy", in: "swiftui-bouncy"))
        #expect(Suggestions.occurs("", in: "alert"))
        #expect(!Suggestions.occurs("alert-in", in: "alert"))
        #expect(!Suggestions.occurs("bouncz", in: "swiftui-bouncy"))
        // By characters: "é" written as e + U+0301 is the same character as U+00E9.
        #expect(Suggestions.occurs("caf\u{E9}", in: "le-cafe\u{301}"))
        #expect(!Suggestions.occurs("cafe", in: "le-caf\u{E9}"))
    }

    @Test func closestNamesAsTheCLIPrintsThem() {
        let names = ["alert-in", "alert-out", "alert-pop-in", "swiftui-bouncy", "swiftui-smooth"]
        #expect(Suggestions.closest(to: "alert-inn", among: names) == ["alert-in", "alert-out"])
        // Contained: distance 2 at most, so a long miss still finds it.
        #expect(Suggestions.closest(to: "bouncy", among: names) == ["swiftui-bouncy"])
        #expect(Suggestions.closest(to: "zzzzzzzz", among: names).isEmpty)
    }
}
