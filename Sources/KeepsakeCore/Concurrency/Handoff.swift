import Synchronization

/// A value handed to a task that lets go of it before the task ends: a closure's captures live
/// until its task is done, and whoever awaits the task may already be running by then.
package final class Handoff<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    package init(_ value: consuming Value) {
        self.value = Mutex(consume value)
    }

    /// The value, no longer held here; `nil` once taken.
    package func take() -> Value? {
        value.withLock { $0.take() }
    }
}
