import FlowTestSupport
import XCTest

/// A test's requirement from outside the repository: met, or a skip (a failure when CI is
/// set) with TestRequirement's one message.
func require<Value>(_ requirement: Result<Value, TestRequirement>) throws -> Value {
  switch requirement {
  case .success(let value): return value
  case .failure(let missing):
    if TestRequirement.isCI { throw missing }
    throw XCTSkip(missing.description)
  }
}
