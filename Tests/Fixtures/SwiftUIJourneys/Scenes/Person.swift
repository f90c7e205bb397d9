/// The app's model type whose id the People flow's scenes take as their input.
struct Person: Identifiable, Hashable, Codable, Sendable {
  let id: Int
  var name: String
}
