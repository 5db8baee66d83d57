import Foundation
import Testing
import SpringKit

/// Decoding goes through the validating initialisers: nothing decoded holds what they refuse.
@Suite struct CodableValidationTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func validValuesRoundTrip() throws {
        let spring = try Spring(mass: 2, stiffness: 300, damping: 12)
        #expect(try decode(Spring.self, String(decoding: try JSONEncoder().encode(spring), as: UTF8.self)) == spring)
        let motion = try Motion(from: 1.2, to: 1, absoluteVelocity: -3)
        #expect(try decode(Motion.self, String(decoding: try JSONEncoder().encode(motion), as: UTF8.self)) == motion)
        let rest = try RestThresholds(restDelta: 0.01, restSpeed: 0.1)
        #expect(try decode(RestThresholds.self, String(decoding: try JSONEncoder().encode(rest), as: UTF8.self)) == rest)
    }

    @Test(arguments: [#"{"mass": 0, "stiffness": -1, "damping": 1}"#, #"{"mass": 1, "stiffness": 100, "damping": -2}"#,
                      #"{"mass": 1, "stiffness": 0, "damping": 1}"#])
    func invalidSpringsAreRefused(_ json: String) {
        #expect(throws: DecodingError.self) { try decode(Spring.self, json) }
    }

    @Test func invalidMotionsAndThresholdsAreRefused() {
        #expect(throws: DecodingError.self) { try decode(Motion.self, #"{"from": -1e308, "to": 1e308, "absoluteVelocity": 0}"#) }
        #expect(throws: DecodingError.self) { try decode(RestThresholds.self, #"{"restDelta": -1, "restSpeed": 1}"#) }
        #expect(throws: DecodingError.self) { try decode(RestThresholds.self, #"{"restDelta": 1, "restSpeed": 0}"#) }
    }
}
