/// App code that uses the API generated from Settings.storyboard: none of these names
/// exists unless the plugin's Settings.storyboard.swift is compiled into this target.
@MainActor
enum SettingsRouting {
  /// The segue from the settings to the About page, by its generated name.
  static let showAbout: SettingsViewController.Segue = .showAbout

  /// Opens the About page from `settings`.
  static func openAbout(from settings: SettingsViewController) {
    settings.perform(showAbout, sender: nil)
  }

  /// The storyboard the settings live in.
  static let storyboardName: String = SettingsFlow.name
}
