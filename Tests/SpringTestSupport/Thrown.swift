/// What a throwing body throws, for tests that check a refusal's value (its kind, its line)
/// rather than only that something was thrown.
public enum Thrown {
    /// The error `body` throws when it is an `E`; `nil` when it throws nothing or another type.
    public static func error<E: Error>(_ type: E.Type, by body: () throws -> Void) -> E? {
        do {
            try body()
        } catch let error as E {
            return error
        } catch {
            return nil
        }
        return nil
    }
}
