/// What a duration rule reproduces, as the durations table, its JSON and the metrics'
/// `engineDurations` describe it (docs/engine-durations.md): declared by each engine's
/// renderer (``SpringRenderer/durationDescription``) and by each rule that is not a renderer
/// (``EngineDuration/coreAnimation``, ``EngineDuration/webKit``, ``EngineDuration/compose``).
public struct DurationDescription: Sendable, Hashable {
    /// The short name of whose rule it is (`Core Animation`, `WebKit`), for a rule that is not a
    /// renderer; `nil` for an engine's, which its solver's display name gives
    /// (``EngineDuration/title``).
    public var title: String?
    /// A human-readable name saying what is reproduced.
    public var label: String
    /// What the number is for, in a few words: the platform setting or event it stands for
    /// (docs/durations.md says which duration each ecosystem uses and why they differ).
    public var use: String
    /// Where the rule comes from and how sure it is, in one sentence.
    public var note: String
    /// Whether the algorithm is public (open source); `false` means SpringKit shows a
    /// reconstruction that is not the owner's statement.
    public var published: Bool
    /// SpringTune's limit, in seconds, on how long it follows an engine run until it rests,
    /// which has no limit of its own (``Solver/engineRunLimit``, or JNW's keyframe cap): its
    /// duration is `nil` both when it never rests and when it rests after the limit. `nil` for
    /// a rule that ends on its own, whose `nil` means the engine never ends.
    public var runLimit: Double?

    /// A description; `title` defaults to none, `published` to `true` and `runLimit` to none.
    public init(title: String? = nil, label: String, use: String, note: String, published: Bool = true,
                runLimit: Double? = nil) {
        self.title = title
        self.label = label
        self.use = use
        self.note = note
        self.published = published
        self.runLimit = runLimit
    }
}
