import SpringStudio
import Testing

/// The Host rule against DNS rebinding, for each way the studio can be bound.
struct StudioGuardTests {
    @Test func loopbackAcceptsItsAddressAndLocalhostWithThePort() {
        let rules = StudioGuard(token: "t", host: "127.0.0.1", port: 4000)
        #expect(rules.acceptsHost("127.0.0.1:4000"))
        #expect(rules.acceptsHost("LOCALHOST:4000"))
        for refused in ["127.0.0.1:4001", "localhost", "127.0.0.1", "evil.example:4000", "127.0.0.2:4000",
                        "localhost.evil.example:4000", "10.0.0.1:4000", "", "[::1]:4000"] {
            #expect(!rules.acceptsHost(refused), "\(refused)")
        }
        #expect(!rules.acceptsHost(nil))
    }

    @Test func aWildcardBindAcceptsAddressLiteralsButNoOtherName() {
        let rules = StudioGuard(token: "t", host: "0.0.0.0", port: 4000)
        for accepted in ["127.0.0.1:4000", "192.168.1.20:4000", "localhost:4000", "[fe80::1]:4000"] {
            #expect(rules.acceptsHost(accepted), "\(accepted)")
        }
        for refused in ["evil.example:4000", "192.168.1.20:4001", "1.2.3:4000", "256.1.1.1:4000", "1.2.3.4.5:4000",
                        "[evil]:4000", "0x7f.0.0.1:4000"] {
            #expect(!rules.acceptsHost(refused), "\(refused)")
        }
    }

    @Test func aSpecificAddressAcceptsOnlyItselfAndLocalhost() {
        let rules = StudioGuard(token: "t", host: "192.168.1.20", port: 4000)
        #expect(rules.acceptsHost("192.168.1.20:4000"))
        #expect(rules.acceptsHost("localhost:4000"))
        #expect(!rules.acceptsHost("127.0.0.1:4000"))
        let six = StudioGuard(token: "t", host: "::1", port: 4000)
        #expect(six.acceptsHost("[::1]:4000"))
        #expect(!six.acceptsHost("::1:4000"))
    }

    @Test func beforeThePortIsKnownNothingIsAccepted() {
        let rules = StudioGuard(token: "t", host: "127.0.0.1")
        #expect(!rules.acceptsHost("127.0.0.1:4000"))
        rules.setPort(4000)
        #expect(rules.acceptsHost("127.0.0.1:4000"))
    }

    @Test func theTokenComparisonNeedsTheWholeToken() {
        let rules = StudioGuard(token: "abcdef", host: "127.0.0.1", port: 1)
        #expect(rules.isToken("abcdef"))
        for wrong in ["abcdeF", "abcde", "abcdefg", "", "bcdefa"] { #expect(!rules.isToken(wrong), "\(wrong)") }
        #expect(!rules.isToken(nil))
        #expect(StudioGuard.makeToken().count == 64)
        #expect(StudioGuard.makeToken() != StudioGuard.makeToken())
    }

    @Test func theCookieIsFoundAmongOthers() {
        let rules = StudioGuard(token: "abc", host: "127.0.0.1", port: 4000)
        #expect(rules.cookieToken(in: "a=1; springtune_studio_4000=abc; b=2") == "abc")
        #expect(rules.cookieToken(in: "springtune_studio_4001=abc") == nil)
        #expect(rules.cookieToken(in: nil) == nil)
    }
}

/// Whether the studio tries to open a browser.
struct StudioBrowserTests {
    @Test func aDisplayIsNeededToOpenABrowser() {
        #if os(macOS)
        #expect(StudioBrowser.hasDisplay(environment: [:]))
        #else
        #expect(!StudioBrowser.hasDisplay(environment: [:]))
        #expect(!StudioBrowser.hasDisplay(environment: ["DISPLAY": ""]))
        #expect(StudioBrowser.hasDisplay(environment: ["DISPLAY": ":0"]))
        #expect(StudioBrowser.hasDisplay(environment: ["WAYLAND_DISPLAY": "wayland-0"]))
        #endif
    }
}

/// The connection bounds follow the process's open-file limit.
struct StudioLimitsTests {
    @Test func connectionsStayWellBelowTheOpenFileLimit() {
        #expect(StudioLimits.defaultMaximumConnections(openFileLimit: nil) == 256)
        #expect(StudioLimits.defaultMaximumConnections(openFileLimit: 1_048_576) == 256)
        #expect(StudioLimits.defaultMaximumConnections(openFileLimit: 1024) == 256)
        #expect(StudioLimits.defaultMaximumConnections(openFileLimit: 256) == 128)
        #expect(StudioLimits.defaultMaximumConnections(openFileLimit: 100) == 16)
        if let limit = StudioLimits.currentOpenFileLimit() {
            #expect(StudioLimits.standard.maximumConnections + StudioLimits.descriptorMargin <= max(limit, 16 + StudioLimits.descriptorMargin))
        }
    }

    @Test func theReserveForThePageIsAQuarterAtMost32() {
        #expect(StudioLimits(maximumConnections: 256).reservedConnections == 32)
        #expect(StudioLimits(maximumConnections: 256).unauthenticatedConnections == 224)
        #expect(StudioLimits(maximumConnections: 32).reservedConnections == 8)
        #expect(StudioLimits(maximumConnections: 16).unauthenticatedConnections == 12)
        #expect(StudioLimits(maximumConnections: 24, reservedConnections: 8).unauthenticatedConnections == 16)
        // Some room for each, whatever is asked.
        #expect(StudioLimits(maximumConnections: 2, reservedConnections: 5).unauthenticatedConnections == 1)
    }
}
