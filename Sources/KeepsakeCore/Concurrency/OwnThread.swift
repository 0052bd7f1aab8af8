import Foundation
import Synchronization

/// Work started at once on a thread of its own, for a task a build waits for first: on Swift's
/// cooperative pool (two threads on two cores) it queued behind the build's other tasks (the
/// entry store's load started 20 ms after it was asked for, in a traced edit build).
public final class OwnThread<Value: Sendable>: Sendable {
    private enum State {
        case running
        case waiting([CheckedContinuation<Value, Never>])
        case done(Value)
    }

    private let state = Mutex(State.running)

    public init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let value = work()
            let waiting: [CheckedContinuation<Value, Never>] = state.withLock { state in
                defer { state = .done(value) }
                if case .waiting(let continuations) = state { return continuations }
                return []
            }
            for continuation in waiting { continuation.resume(returning: value) }
        }
    }

    /// The work's result, once it is done.
    public var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let done: Value? = state.withLock { state in
                    switch state {
                    case .done(let value): return value
                    case .waiting(let others): state = .waiting(others + [continuation])
                    case .running: state = .waiting([continuation])
                    }
                    return nil
                }
                if let done { continuation.resume(returning: done) }
            }
        }
    }
}
