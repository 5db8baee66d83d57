import SpringStudio
import Testing

struct StudioQueryTests {
    @Test func decodesPercentEscapesPlusAndRepeats() {
        let query = StudioQuery("spring=swiftui%3Aduration%3D0.5%2Cbounce%3D0.3&spring=k=1e%2B2,c=10&solver=jnw&flag&text=a+b%ZZ")
        #expect(query.all("spring") == ["swiftui:duration=0.5,bounce=0.3", "k=1e+2,c=10"])
        #expect(query["solver"] == "jnw")
        #expect(query["flag"] == "")
        #expect(query["text"] == "a b%ZZ")   // an invalid escape stays as written
        #expect(query["missing"] == nil)
    }

    @Test func numbersAreFiniteOrRefused() throws {
        #expect(try StudioQuery("band=0.05").number("band") == 0.05)
        #expect(try StudioQuery("").number("band") == nil)
        for bad in ["band=abc", "band=nan", "band=inf", "band="] {
            #expect(throws: StudioError.self) { try StudioQuery(bad).number("band") }
        }
    }
}
