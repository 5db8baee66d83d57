import SpringExport
import SpringIO

extension Ecosystem {
    /// `/api/config`'s `ecosystems`: one object per ecosystem (``Ecosystem/all``), `key`,
    /// `title`, `forms` (form keys, as `families`' `key`), `engine` (a solver name, or null) and
    /// `exportFormat` (or null). The studio's picker (*I work in*) offers them in this order.
    static func studioConfig() -> JSONValue {
        .array(all.map { ecosystem in
            .object([
                ("key", .string(ecosystem.key)),
                ("title", .string(ecosystem.title)),
                ("forms", .array(ecosystem.forms.map { .string($0.rawValue) })),
                ("engine", ecosystem.engine.map { .string($0.rawValue) } ?? .null),
                ("exportFormat", ecosystem.exportFormat.map { .string($0.rawValue) } ?? .null),
            ])
        })
    }
}
