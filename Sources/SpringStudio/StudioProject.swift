import SpringIO
import SpringScan
import Synchronization

/// The folder the studio was opened on (`springtune studio DIR`): the only place its
/// project routes read or write, the versions of the files it last listed, and the edits it
/// wrote, kept so that each can be undone.
///
/// A path a request names is made absolute against the folder and resolved (links, `.`,
/// `..`: ``SpringIO/Platform/canonicalPath(_:base:)``) before anything is opened; one that
/// resolves outside the folder is refused unread.
///
/// Cost: a listing keeps a version per file with a spring (``maximumListings`` listings at
/// most); an edit kept for undo holds the texts of the files it changed (``maximumUndoable``
/// edits at most, the oldest dropped first).
public final class StudioProject: Sendable {
    /// A file's versions as one listing read them.
    struct Listing {
        var id: Int
        /// Canonical path → version.
        var versions: [String: SourceVersion]
    }

    /// The mutable part: listings and undoable edits, oldest first.
    struct State {
        var listings: [Listing] = []
        var nextListing = 1
        var written: [(id: Int, edit: SpringEdit)] = []
        var nextEdit = 1
    }

    /// How many listings are remembered (older ones are out of date: their edits are refused
    /// and the page lists again).
    public static let maximumListings = 16
    /// How many written edits can be undone.
    public static let maximumUndoable = 64

    /// The folder, canonical (absolute, links resolved).
    public let folder: String
    /// The folder as it was given, for messages.
    public let name: String
    let state = Mutex(State())

    /// The project at `folder` (made absolute against `base`).
    /// - Throws: ``StudioError`` (`notFound`) when it is not a folder.
    public init(folder: String, base: String) throws(StudioError) {
        let resolved = Platform.canonicalPath(folder, base: base)
        guard case .success(.directory) = Platform.fileKind(atPath: resolved, followingLinks: true) else {
            throw StudioError(.notFound, "cannot open project \(folder): not a folder")
        }
        self.folder = resolved
        self.name = folder
    }

    /// How the project is scanned: nothing outside the folder is read (``SpringScan/ScanOptions/confinement``).
    public var scanOptions: ScanOptions { ScanOptions(confinement: folder) }

    /// `path` (relative to the folder, or absolute) made canonical and checked to lie inside it.
    /// - Throws: ``StudioError`` (`forbidden`) naming the path and the folder.
    func confined(_ path: String) throws(StudioError) -> String {
        let resolved = Platform.canonicalPath(path, base: folder)
        guard Platform.isPath(resolved, inside: folder), resolved != folder else {
            throw StudioError(.forbidden, "\(path) is outside the project \(name): nothing is read or written there")
        }
        return resolved
    }

    /// `path` relative to the folder (as the page shows it).
    func relative(_ path: String) -> String {
        Platform.isPath(path, inside: folder) && path != folder ? String(path.dropFirst(folder == "/" ? 1 : folder.count + 1)) : path
    }

    /// Remembers a listing's versions; its id.
    func remember(_ versions: [String: SourceVersion]) -> Int {
        state.withLock { state in
            let id = state.nextListing
            state.nextListing += 1
            state.listings.append(Listing(id: id, versions: versions))
            if state.listings.count > Self.maximumListings { state.listings.removeFirst(state.listings.count - Self.maximumListings) }
            return id
        }
    }

    /// Checks that every file `edit` reads is as listing `id` saw it.
    /// - Throws: ``StudioError`` (`conflict`) for an unknown listing or a file changed since.
    func check(_ edit: SpringEdit, listing id: Int?) throws(StudioError) {
        let listing = state.withLock { state in state.listings.first { $0.id == id } }
        guard let listing else {
            throw StudioError(.conflict, "the list of springs is out of date: nothing was written (list the springs again)")
        }
        for file in edit.files where listing.versions[file.path] != SourceVersion(of: file.original) {
            throw StudioError(.conflict, "\(relative(file.path)) changed on disk since it was listed: nothing was written (list the springs again)")
        }
    }

    /// Keeps a written edit for undo; its id.
    func keep(_ edit: SpringEdit) -> Int {
        state.withLock { state in
            let id = state.nextEdit
            state.nextEdit += 1
            state.written.append((id, edit))
            if state.written.count > Self.maximumUndoable { state.written.removeFirst(state.written.count - Self.maximumUndoable) }
            return id
        }
    }

    /// The written edit `id`, removed from those kept; `nil` when there is none.
    func take(_ id: Int) -> SpringEdit? {
        state.withLock { state in
            guard let index = state.written.firstIndex(where: { $0.id == id }) else { return nil }
            return state.written.remove(at: index).edit
        }
    }

    /// Puts back an edit taken whose undo failed.
    func restore(_ id: Int, _ edit: SpringEdit) {
        state.withLock { state in
            state.written.append((id, edit))
            state.written.sort { $0.id < $1.id }
        }
    }
}
