import NIOCore
import NIOEmbedded
import SpringStudio
import Testing

/// Which connection is closed to make room: the oldest without the token, never one with it.
struct StudioConnectionsTests {
    @Test func theOldestConnectionWithoutTheTokenMakesRoom() throws {
        let connections = StudioConnections(unauthenticatedLimit: 3)
        let channels = (0..<6).map { _ in EmbeddedChannel() }
        for channel in channels { _ = try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait() }
        connections.opened(channels[0])
        connections.opened(channels[1])
        connections.authenticated(channels[1])
        connections.opened(channels[2])
        connections.opened(channels[3])
        #expect(connections.counts.open == 4 && connections.counts.unauthenticated == 3)
        #expect(channels.allSatisfy { $0.isActive })
        // A fourth without the token: the oldest of them (0) is closed, not 1, which sent it.
        connections.opened(channels[4])
        #expect(!channels[0].isActive)
        #expect(channels[1].isActive && channels[2].isActive && channels[3].isActive && channels[4].isActive)
        #expect(connections.counts.open == 4 && connections.counts.unauthenticated == 3)
        // One closing by itself frees its slot: the next opens without closing another.
        connections.closed(channels[2])
        connections.opened(channels[5])
        #expect(channels[3].isActive && channels[4].isActive && channels[5].isActive)
        #expect(connections.counts.open == 4 && connections.counts.unauthenticated == 3)
        // Closing twice, or a connection already closed to make room, changes nothing.
        connections.closed(channels[2])
        connections.closed(channels[0])
        #expect(connections.counts.open == 4 && connections.counts.unauthenticated == 3)
        connections.closed(channels[1])
        #expect(connections.counts.open == 3 && connections.counts.unauthenticated == 3)
    }
}
