/// Keeps a value the process is done with from ever being freed.
///
/// flowc exits as soon as a command finishes, and the operating system takes back a
/// process's memory in one step, while freeing a large flow's model one object at a time
/// takes about a twentieth of `flowc check` on a 10,000-scene flow. So a command hands its
/// last input's results here rather than freeing them just before exiting, as compilers
/// do (clang's `-disable-free`). Only the last input's: earlier ones are freed as usual,
/// so memory stays bounded by one input however many are given. `flowc check` keeps its
/// last input's element tree too (`FlowFrontEnd.load(keepTree:)`), which is otherwise
/// freed as the front end returns.
enum KeptUntilExit {
  private final class Holder<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  static func keep<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Holder(value))
  }
}
