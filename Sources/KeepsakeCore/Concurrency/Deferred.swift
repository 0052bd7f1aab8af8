import Synchronization

/// A value worked out the first time any thread asks for it, once; or given at once. For what a
/// build may not need at all (a big diary's tag pages, after an edit that only changed text).
public final class Deferred<Value: Sendable>: Sendable {
    private let state: Mutex<(value: Value?, work: (@Sendable () -> Value)?)>

    /// `work` runs when the value is first asked for (other threads asking meanwhile wait for it).
    public init(_ work: @escaping @Sendable () -> Value) {
        state = Mutex((nil, work))
    }

    /// A value there is nothing left to work out for.
    public init(ready value: Value) {
        state = Mutex((value, nil))
    }

    public var value: Value {
        state.withLock { state in
            if let value = state.value { return value }
            let value = state.work!()
            state = (value, nil)
            return value
        }
    }

    /// Whether the value is worked out already (asking for it costs nothing).
    public var isReady: Bool { state.withLock { $0.value != nil } }
}
