// Scripted journeys through the code-runtime output of the example flows, run against the
// UIKit stand-in: each step does what a user does (tap a bar button, select a row) and
// checks what UIKit would then show. Prints one line per check; exits 1 if any failed.

import UIKit

@MainActor
final class Journal {
  var failures = 0

  func expect(_ condition: Bool, _ what: String, line: Int = #line) {
    print(condition ? "ok: \(what)" : "FAIL (main.swift:\(line)): \(what)")
    if !condition { failures += 1 }
  }
}

@MainActor
func barButton(_ controller: UIViewController, _ item: UIBarButtonItem.SystemItem)
  -> UIBarButtonItem?
{
  let items =
    (controller.navigationItem.leftBarButtonItems ?? [])
    + (controller.navigationItem.rightBarButtonItems ?? [])
  return items.first { $0.systemItem == item }
}

/// The accessibility identifier of the cell a table shows at `row`, printed as
/// `cell identifier: FLOW ID` for CodeRuntimeTests to compare with the one the flow's
/// UI-test navigator selects the cell by.
@MainActor
func shownCellIdentifier(_ flow: String, _ table: UITableView, row: Int = 0) -> String? {
  let identifier = table.cellForRow(at: IndexPath(row: row, section: 0))?.accessibilityIdentifier
  print("cell identifier: \(flow) \(identifier ?? "none")")
  return identifier
}

/// The app delegate's three lines.
@MainActor
func launch(_ root: UIViewController) -> UIWindow {
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = root
  window.makeKeyAndVisible()
  return window
}

@MainActor
func friendList(_ journal: Journal) {
  print("# FriendList")
  let store = FriendStore()
  let window = launch(FriendListFlow.makeInitialViewController(scenes: FriendScenes(store: store)))
  guard let main = window.rootViewController as? UINavigationController,
    let master = main.topViewController as? MasterViewController
  else { return journal.expect(false, "the initial node is `main` with `master` at its root") }
  journal.expect(master.isViewLoaded && master.title == "Friends", "master loaded with its title")
  journal.expect(
    shownCellIdentifier("FriendList", master.tableView) == "master.showDetail",
    "a friend's cell, from the generated dequeueCell, has the identifier of its segue")
  barButton(master, .add)?.simulateTap()
  journal.expect(
    master.insertSenders == ["UIBarButtonItem"], "the add button sent insertNewObject: with itself")

  master.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
  guard let detail = main.topViewController as? DetailViewController else {
    return journal.expect(false, "selecting a friend pushes the detail")
  }
  journal.expect(main.viewControllers.count == 2, "the detail is pushed onto `main`")
  journal.expect(detail.indexPath == IndexPath(row: 1, section: 0), "the hook got the index path")
  journal.expect(detail.store === store, "the detail came from the injected factory")
  journal.expect(detail.name == "Alan Turing", "the detail shows the selected friend")
  journal.expect(detail.nameLabel?.text == "Alan Turing", "its outlet was assigned and filled")
  journal.expect(detail.title == "Detail" && detail.viewLoadCount == 1, "its view loaded once")

  barButton(detail, .edit)?.simulateTap()
  guard let editNavigation = main.presentedViewController as? UINavigationController,
    let edit = editNavigation.viewControllers.first as? EditViewController
  else { return journal.expect(false, "edit presents the editor inside its navigation") }
  journal.expect(edit.presentingViewController === main, "the editor is presented by `main`")
  journal.expect(edit.name == "Alan Turing", "prepareEditDetail configured the editor")
  journal.expect(barButton(edit, .cancel) != nil, "the editor has its cancel button")

  edit.name = "Grace Hopper"
  barButton(edit, .save)?.simulateTap()
  journal.expect(detail.unwinds == ["saveInput"], "the detail's saveInput hook ran")
  journal.expect(detail.lastSource === edit, "with the editor as its source")
  journal.expect(store.names[1] == "Grace Hopper", "which saved the edit")
  journal.expect(main.presentedViewController == nil, "and the editor is gone")
  journal.expect(main.topViewController === detail, "back on the detail")

  barButton(detail, .edit)?.simulateTap()
  let secondEdit = (main.presentedViewController as? UINavigationController)?.topViewController
  journal.expect(secondEdit is EditViewController && secondEdit !== edit, "a fresh editor")
  if let secondEdit, let cancel = barButton(secondEdit, .cancel) { cancel.simulateTap() }
  journal.expect(detail.unwinds == ["saveInput", "cancelInput"], "cancelInput returns too")
  journal.expect(main.presentedViewController == nil, "and dismisses the editor")
  journal.expect(UIKitLog.messages.isEmpty, "UIKit refused nothing: \(UIKitLog.messages)")
}

@MainActor
func tripDestinations(_ journal: Journal) {
  print("# TripDestinations")
  let window = launch(TripDestinationsFlow.makeInitialViewController())
  guard let navigation = window.rootViewController as? UINavigationController,
    let trip = navigation.topViewController as? ViewController
  else { return journal.expect(false, "the initial node is the trip's navigation") }
  // The stand-in does not size a container's children: give the trip the screen, as its
  // navigation controller would, and lay it out.
  trip.view.frame = window.bounds
  trip.view.safeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0)
  trip.view.layoutIfNeeded()
  let button = trip.chooseDestinationButton
  journal.expect(button.isDescendant(of: trip.view), "the button was placed in the view")
  let frame = button.convert(button.bounds, to: trip.view)
  journal.expect(
    frame.width > 100 && frame.height > 0, "laid out with a size, not a zero frame: \(frame)")
  journal.expect(
    frame.minX == 20 && frame.minY == 111 && frame.maxX == 370,
    "within the margins of the safe area, below the navigation bar: \(frame)")
  trip.chooseDestinationButton.simulateTap()
  guard let chooser = navigation.presentedViewController as? UINavigationController,
    let destination = chooser.topViewController as? DestinationController
  else { return journal.expect(false, "the chooser is presented inside its navigation") }
  journal.expect(destination.delegate === trip, "the trip became the chooser's delegate")
  barButton(destination, .done)?.simulateTap()
  journal.expect(trip.choices == [true], "done reported didFinishWithSave: true")
  journal.expect(navigation.presentedViewController == nil, "the chooser dismissed itself")

  trip.chooseDestinationButton.simulateTap()
  let second = (navigation.presentedViewController as? UINavigationController)?.topViewController
  if let second, let cancel = barButton(second, .cancel) { cancel.simulateTap() }
  journal.expect(trip.cancellations == 1, "cancel reported didCancel")
  journal.expect(navigation.presentedViewController == nil, "and dismissed")
}

@MainActor
func heroEditor(_ journal: Journal) {
  print("# HeroEditor")
  let window = launch(HeroEditorFlow.makeInitialViewController())
  guard let navigation = window.rootViewController as? UINavigationController,
    let heroes = navigation.topViewController as? HeroListViewController
  else { return journal.expect(false, "the initial node is the heroes' navigation") }
  heroes.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
  guard let editor = navigation.topViewController as? HeroEditorViewController else {
    return journal.expect(false, "selecting a hero pushes the editor")
  }
  let table: UITableView = editor.tableView
  journal.expect(table.style == .grouped, "the editor's table has the layout's style")
  journal.expect(
    table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 4, "sections and rows")
  func field(_ row: Int, _ section: Int) -> UITextField? {
    table.cellForRow(at: IndexPath(row: row, section: section))?.accessoryView as? UITextField
  }
  for section in 0..<table.numberOfSections {
    for row in 0..<table.numberOfRows(inSection: section) {
      _ = table.cellForRow(at: IndexPath(row: row, section: section))
    }
  }
  journal.expect(
    editor.configuredRows == [.name, .secretIdentity, .birthdate, .sex, .age, .isActive],
    "configure(_:for:) got the control of each editable row, once")
  let nameField = field(0, 0)
  journal.expect(nameField?.text == "Storm", "the name row edits the hero's name")
  journal.expect(nameField?.accessibilityLabel == "Name", "VoiceOver reads its row's label")
  let nameCell = table.cellForRow(at: IndexPath(row: 0, section: 0))
  journal.expect(
    nameField?.font?.textStyle == .body && nameField?.adjustsFontForContentSizeCategory == true
      && nameCell?.textLabel?.font.textStyle == .body
      && nameCell?.textLabel?.adjustsFontForContentSizeCategory == true,
    "the field and the label use Dynamic Type")
  let datePicker = table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView
  journal.expect(
    (datePicker?.frame.width ?? 0) > 0 && (datePicker?.frame.height ?? 0) > 0,
    "the date picker is sized to fit, not 0×0")
  journal.expect(nameField?.placeholder == "Required", "as the configure hook set it up")

  // The human file trims the name into the model and reloads the row on every change.
  nameField?.simulateTap()
  journal.expect(nameField?.isFirstResponder == true, "a tap gives the name field the keyboard")
  nameField?.simulateTyping(" ")
  journal.expect(
    editor.reloadedRows == [.name] && editor.hero.name == "Storm",
    "typing reported the change: the model has the trimmed name, and the row was reloaded")
  journal.expect(
    field(0, 0) === nameField && nameField?.isFirstResponder == true,
    "reloading the row being edited kept its field, and the keyboard")
  journal.expect(nameField?.text == "Storm ", "and what is typed, not the model's trimmed copy")
  nameField?.simulateTyping("Ororo")
  journal.expect(editor.hero.name == "Storm Ororo", "typing on changed the model again")
  editor.hero.age = 31
  editor.reload(.age)
  journal.expect(field(1, 1)?.text == "31", "a reloaded row not being edited shows the model")
  journal.expect(editor.configuredRows.count == 6, "reloads did not configure the controls again")

  journal.expect(nameField?.simulateReturnKey() == true, "the name field's keyboard has return")
  journal.expect(nameField?.isFirstResponder == false, "which dismisses the keyboard")
  let ageField = field(1, 1)
  ageField?.simulateTap()
  journal.expect(ageField?.isFirstResponder == true, "a tap gives the age field the keyboard")
  journal.expect(
    ageField?.keyboardType == .decimalPad && ageField?.simulateReturnKey() == false,
    "a decimal pad, without a return key")
  table.simulateDrag(pullingKeyboardOffScreen: true)
  journal.expect(ageField?.isFirstResponder == false, "a drag of the table dismisses it")
  let sex =
    table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryView as? UISegmentedControl
  journal.expect(sex?.selectedSegmentIndex == 1, "the picker row selects the hero's option")

  table.simulateSelection(at: IndexPath(row: 3, section: 1))
  guard let powers = navigation.topViewController as? PowerListViewController else {
    return journal.expect(false, "the powers push row pushes the power list")
  }
  journal.expect(powers.powers == ["Weather"], "prepareShowPowers configured it")
  journal.expect(powers.title == "Powers", "with its title")
}

@MainActor
func account(_ journal: Journal) {
  print("# Account (tab bar)")
  let window = launch(
    AccountFlow.makeInitialViewController(scenes: AccountScenes(account: "ada@example.com")))
  guard let tabs = window.rootViewController as? UITabBarController,
    let controllers = tabs.viewControllers, controllers.count == 3,
    let contactsNavigation = controllers[0] as? UINavigationController,
    let contacts = contactsNavigation.topViewController as? ContactsViewController,
    let settings = controllers[1] as? SettingsViewController,
    let preferencesNavigation = controllers[2] as? UINavigationController,
    let preferences = preferencesNavigation.topViewController as? PreferencesViewController
  else { return journal.expect(false, "the tab bar holds its tabs in order") }
  journal.expect(
    controllers.map { $0.tabBarItem.title } == ["Contacts", "Me", "Prefs"],
    "the tabs are titled, the app's own item kept")
  let items = controllers.map { $0.tabBarItem }
  journal.expect(
    items[0]?.image?.name == "person.2" && items[0]?.image?.isSymbol == true,
    "the contacts tab shows its SF Symbol")
  journal.expect(
    items[1]?.image?.name == "Gear" && items[1]?.selectedImage?.name == "GearFilled",
    "the settings tab shows its image, and another when selected")
  journal.expect(tabs.selectedViewController === contactsNavigation, "the first tab is selected")

  contacts.tableView.simulateSelection(at: IndexPath(row: 2, section: 0))
  guard let profile = contactsNavigation.topViewController as? ProfileViewController else {
    return journal.expect(false, "selecting a contact pushes the profile inside the tab")
  }
  journal.expect(
    profile.isViewLoaded && profile.title == "Contact 2",
    "the title the hook gave the profile outlived its view loading")
  journal.expect(
    profile.view.backgroundColor == .systemBackground,
    "a plain scene's view has the system background, as in a storyboard")
  let share = profile.navigationItem.rightBarButtonItems?.first
  journal.expect(share?.title == "Share", "the titled bar button")
  share?.simulateTap()
  let popover = tabs.presentedViewController
  journal.expect(popover is ShareViewController, "share presents its popover")
  journal.expect(popover?.modalPresentationStyle == .popover, "as a popover")
  journal.expect(
    popover?.popoverPresentationController?.barButtonItem === share, "anchored at its bar button")
  journal.expect(profile.sharedWith === popover, "prepareShareProfile got it")
  journal.expect(profile.hookSawPopover, "already a popover, with its controller, in the hook")
  popover?.dismiss(animated: true)

  journal.expect(
    contactsNavigation.navigationBar.prefersLargeTitles, "the contacts' bar has large titles")
  barButton(profile, .compose)?.simulateTap()
  let noteNavigation = tabs.presentedViewController as? UINavigationController
  journal.expect(
    noteNavigation?.modalPresentationStyle == .formSheet
      && noteNavigation?.modalTransitionStyle == .crossDissolve
      && noteNavigation?.isModalInPresentation == true,
    "the note is presented as the segue says: a form sheet, cross-dissolving, modal")
  journal.expect(profile.noteStyleInHook == .formSheet, "already so when the hook ran")
  profile.simulateSwipeToDismiss()
  journal.expect(
    tabs.presentedViewController === noteNavigation && profile.dismissedNotes == 0,
    "a swipe does not dismiss the note, which is modal in presentation")
  journal.expect(
    noteNavigation?.isToolbarHidden == false
      && noteNavigation?.topViewController?.navigationItem.backButtonTitle == "Note",
    "its navigation shows its toolbar, and the note has its back button title")
  noteNavigation?.dismiss(animated: true)
  journal.expect(profile.dismissedNotes == 0, "dismissing it in code calls no dismissal hook")

  let tagsButton = profile.navigationItem.rightBarButtonItems?.last
  journal.expect(tagsButton?.title == "Tags", "the tags bar button")
  tagsButton?.simulateTap()
  journal.expect(
    tabs.presentedViewController is TagsViewController && profile.editingTags != nil,
    "tags presents its sheet, which the hook remembers")
  profile.simulateSwipeToDismiss()
  journal.expect(
    tabs.presentedViewController == nil && profile.editingTags == nil,
    "swiping the sheet away called didDismissEditTags, which left nothing behind")

  let done = profile.buttonStack.arrangedSubviews.first as? UIButton
  journal.expect(done?.title == "Done", "the Done button was placed in the view")
  done?.simulateTap()
  journal.expect(contacts.returned == ["finishProfile"], "finishProfile returned to contacts")
  journal.expect(contactsNavigation.topViewController === contacts, "and popped the profile")

  tabs.selectedIndex = 1
  journal.expect(
    settings.account == "ada@example.com", "the settings came from the app's custom maker")
  journal.expect(
    settings.isViewLoaded && settings.tabBarItem.title == "Me",
    "loading the settings did not rename their tab")
  let summary = settings.children.first
  journal.expect(summary is SummaryViewController, "the summary is embedded when settings loads")
  journal.expect(
    summary?.view.superview === settings.summaryContainer, "inside the container view named")
  settings.summaryContainer?.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
  journal.expect(
    summary?.view.frame == CGRect(x: 0, y: 0, width: 390, height: 200),
    "and resizes with the container")

  tabs.selectedIndex = 2
  let table: UITableView = preferences.tableView
  journal.expect(table.numberOfSections == 1, "the preferences left out their first section")
  table.simulateSelection(at: IndexPath(row: 1, section: 0))
  journal.expect(
    preferences.asked == ["showAbout"] && preferencesNavigation.viewControllers.count == 1,
    "the about row asked shouldPerformShowAbout, which said no")
  table.simulateSelection(at: IndexPath(row: 0, section: 0))
  guard let privacy = preferencesNavigation.topViewController as? PrivacyViewController else {
    return journal.expect(false, "the first row shown pushes the privacy scene")
  }
  journal.expect(preferences.asked == ["showAbout", "showPrivacy"], "after asking its hook")

  contactsNavigation.pushViewController(ProfileViewController(), animated: false)
  let back = privacy.buttonStack.arrangedSubviews.first as? UIButton
  back?.simulateTap()
  journal.expect(
    contacts.returned == ["finishProfile", "backToContacts"],
    "an unwind from the third tab returned to the contacts of the first")
  journal.expect(
    tabs.selectedIndex == 0 && contactsNavigation.topViewController === contacts,
    "selecting their tab and popping back to them")
  journal.expect(UIKitLog.messages.isEmpty, "UIKit refused nothing: \(UIKitLog.messages)")
}

/// The style each of the profile's popovers is shown in when its button is tapped in the
/// window's current environment, in the order Share (no `compactAdaptation`), Color
/// (`popover`), Location (`fullScreen`), Link (`sheet`), Bio (`popover`, a `present`
/// segue with `presentation="popover"`); each dismissed in code after.
@MainActor
func popoverStyles(_ profile: ProfileViewController, presentingFrom tabs: UITabBarController)
  -> [UIModalPresentationStyle?]
{
  let share = profile.navigationItem.rightBarButtonItems?.first
  let buttons = profile.buttonStack.arrangedSubviews.compactMap { $0 as? UIButton }
  let taps: [() -> Void] =
    [{ share?.simulateTap() }]
    + ["Color", "Location", "Link", "Bio"].map { title in
      { buttons.first { $0.title == title }?.simulateTap() }
    }
  return taps.map { tap in
    tap()
    let presented = tabs.presentedViewController
    let style = presented?.presentationController?.shownPresentationStyle
    presented?.dismiss(animated: true)
    return style
  }
}

/// Issue 36: a popover adapts in compact width as its segue's `compactAdaptation` says, and
/// as UIKit does by itself (a sheet) where it says nothing; in regular width each stays a
/// popover at its trigger.
@MainActor
func popoverAdaptation(_ journal: Journal) {
  print("# Account popovers (compact and regular width)")
  let window = launch(
    AccountFlow.makeInitialViewController(scenes: AccountScenes(account: "ada@example.com")))
  guard let tabs = window.rootViewController as? UITabBarController,
    let contactsNavigation = tabs.viewControllers?.first as? UINavigationController,
    let contacts = contactsNavigation.topViewController as? ContactsViewController
  else { return journal.expect(false, "the contacts tab shows the contacts") }
  contacts.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
  guard let profile = contactsNavigation.topViewController as? ProfileViewController else {
    return journal.expect(false, "selecting a contact pushes the profile")
  }
  let iPhone = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .compact),
    UITraitCollection(verticalSizeClass: .regular),
  ])
  let iPad = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .regular),
    UITraitCollection(verticalSizeClass: .regular),
  ])
  // A large iPhone in landscape: regular width, compact height, where UIKit adapts too.
  let landscape = UITraitCollection(traitsFrom: [
    UITraitCollection(horizontalSizeClass: .regular),
    UITraitCollection(verticalSizeClass: .compact),
  ])

  journal.expect(
    popoverStyles(profile, presentingFrom: tabs)
      == [.formSheet, .popover, .fullScreen, .formSheet, .popover],
    "in compact width: Share a sheet as UIKit adapts it; as their compactAdaptation says,"
      + " Color and Bio still popovers, Location a full-screen cover, Link a sheet")
  window.simulateTraitChange(to: iPad)
  journal.expect(
    popoverStyles(profile, presentingFrom: tabs) == Array(repeating: .popover, count: 5),
    "in regular width every one is a popover")
  window.simulateTraitChange(to: landscape)
  journal.expect(
    popoverStyles(profile, presentingFrom: tabs)
      == [.formSheet, .popover, .fullScreen, .formSheet, .popover],
    "in compact height they adapt as in compact width")

  // Presented in regular width, they adapt when the window becomes compact.
  window.simulateTraitChange(to: iPad)
  let buttons = profile.buttonStack.arrangedSubviews.compactMap { $0 as? UIButton }
  let locationButton = buttons.first { $0.title == "Location" }
  locationButton?.simulateTap()
  let location = tabs.presentedViewController
  journal.expect(
    location?.presentationController?.shownPresentationStyle == .popover
      && location?.popoverPresentationController?.sourceView === locationButton,
    "on an iPad the location is a popover at its button")
  window.simulateTraitChange(to: iPhone)
  journal.expect(
    location?.presentationController?.shownPresentationStyle == .fullScreen,
    "and a full-screen cover once the window is compact")
  location?.dismiss(animated: true)

  // One delegate answers both: the bio's adaptation and its interactive dismissal.
  let bioButton = buttons.first { $0.title == "Bio" }
  bioButton?.simulateTap()
  let bio = tabs.presentedViewController
  journal.expect(
    bio is BioViewController && bio?.presentationController?.shownPresentationStyle == .popover
      && bio?.popoverPresentationController?.sourceView === bioButton,
    "the bio stays a popover at its button on an iPhone")
  profile.simulateSwipeToDismiss()
  journal.expect(
    tabs.presentedViewController == nil && profile.dismissedBios == 1,
    "dismissing the bio interactively called didDismissEditBio")
  journal.expect(UIKitLog.messages.isEmpty, "UIKit refused nothing: \(UIKitLog.messages)")
}

@MainActor
func mail(_ journal: Journal) {
  print("# Mail (split view)")
  let window = launch(MailFlow.makeInitialViewController())
  guard let split = window.rootViewController as? UISplitViewController,
    split.viewControllers.count == 2,
    let primary = split.viewControllers[0] as? UINavigationController,
    let mailboxes = primary.topViewController as? MailboxListViewController,
    let firstMessage = split.viewController(for: .secondary) as? MessageViewController
  else { return journal.expect(false, "the split holds its primary and secondary") }
  journal.expect(
    split.style == .doubleColumn && firstMessage.navigationController != nil,
    "a column-style split, which wraps the bare secondary in a navigation controller")
  let mailbox = mailboxes.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
  journal.expect(
    mailbox?.style == .subtitle && mailbox?.detailTextLabel?.text == "2 unread",
    "a mailbox's cell has the flow's subtitle style, so its detail label shows")
  mailboxes.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
  let message = split.viewController(for: .secondary) as? MessageViewController
  journal.expect(message != nil && message !== firstMessage, "showDetail replaced the secondary")
  journal.expect(message?.mailbox == "Sent", "and its hook got the mailbox")
  journal.expect(
    mailboxes.selectedRows == [1],
    "the app's didSelectRow(at:) heard the selection, which still navigated")
  journal.expect(primary.viewControllers.count == 1, "nothing was pushed on the primary")

  barButton(mailboxes, .compose)?.simulateTap()
  journal.expect(SheetSegue.performed == 1, "compose ran the custom segue")
  let composerNavigation = split.presentedViewController as? UINavigationController
  let composer = composerNavigation?.topViewController
  journal.expect(composer is ComposerViewController, "which presented the composer")
  if let composer { barButton(composer, .cancel)?.simulateTap() }
  journal.expect(mailboxes.returns == 1, "discardDraft unwound to the mailboxes")
  journal.expect(split.presentedViewController == nil, "and dismissed the composer")

  let close = message?.buttonStack.arrangedSubviews.first as? UIButton
  close?.simulateTap()
  journal.expect(mailboxes.returns == 2, "closeMessage unwound from the secondary to the primary")

  split.simulateCollapse()
  journal.expect(
    split.topColumn == .primary
      && (split.collapsedViewController as? UINavigationController)?.topViewController
        === mailboxes,
    "collapsed (an iPhone), the split shows the mailboxes first")

  let scenes = MailScenesWithSplitDelegate()
  let phone = launch(MailFlow.makeInitialViewController(scenes: scenes))
  guard let phoneSplit = phone.rootViewController as? UISplitViewController else {
    return journal.expect(false, "the app's split maker made the split")
  }
  journal.expect(
    phoneSplit.delegate === scenes.splitDelegate
      && phoneSplit.viewController(for: .compact) is UINavigationController,
    "a split with the app's own delegate gets a compact column")
  phoneSplit.simulateCollapse()
  let phoneShows = phoneSplit.collapsedViewController as? UINavigationController
  journal.expect(
    phoneShows?.topViewController is MailboxListViewController,
    "so an iPhone launches on the mailboxes though the app's delegate picks no column")
}

@MainActor
func gallery(_ journal: Journal) {
  print("# Gallery (segues to containers)")
  let window = launch(GalleryFlow.makeInitialViewController())
  guard let navigation = window.rootViewController as? UINavigationController,
    let lobby = navigation.topViewController as? LobbyViewController
  else { return journal.expect(false, "the initial node is the lobby's navigation") }

  journal.expect(
    shownCellIdentifier("Gallery", lobby.tableView, row: 1) == "lobby.showRooms",
    "a wing's cell, from UIKit's own dequeue, has the identifier of its segue")
  lobby.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
  guard let rooms = navigation.presentedViewController as? UITabBarController,
    let tabs = rooms.viewControllers, tabs.count == 2,
    let paintingsNavigation = tabs[0] as? UINavigationController,
    let paintings = paintingsNavigation.topViewController as? PaintingsViewController,
    let sculptures = tabs[1] as? SculpturesViewController
  else { return journal.expect(false, "a wing's cell presents the rooms' tab bar, with its tabs") }
  journal.expect(
    paintings.wing == "West" && sculptures.wing == "West",
    "the hook reached each tab's scene through the container, one through its navigation")
  journal.expect(
    rooms.selectedViewController === sculptures, "and selected a tab through its controller")
  lobby.simulateSwipeToDismiss()
  journal.expect(
    navigation.presentedViewController == nil && lobby.dismissedWing == "West",
    "swiping the rooms away handed didDismissShowRooms the container, whose tab it read")

  let catalogButton = lobby.navigationItem.rightBarButtonItems?.first
  journal.expect(catalogButton?.title == "Catalog", "the catalog bar button")
  catalogButton?.simulateTap()
  guard let catalog = navigation.presentedViewController as? UISplitViewController,
    let artists = catalog.viewController(for: .primary) as? ArtistsViewController,
    let artworkNavigation = catalog.viewController(for: .secondary) as? UINavigationController,
    let artwork = artworkNavigation.topViewController as? ArtworkViewController
  else { return journal.expect(false, "the catalog presents its split, with its columns") }
  journal.expect(
    catalog.style == .doubleColumn && artists.navigationController != nil,
    "a column-style split, which wrapped the bare primary in a navigation controller")
  journal.expect(
    artists.artists == ["Hokusai", "Kahlo"] && artwork.artist == "Hokusai",
    "the hook reached both columns through the container")
  catalog.dismiss(animated: true)

  let guideButton = lobby.navigationItem.leftBarButtonItems?.first
  guideButton?.simulateTap()
  guard let guideNavigation = navigation.presentedViewController as? UINavigationController,
    let guide = guideNavigation.topViewController as? GuideViewController
  else { return journal.expect(false, "the guide is presented inside its navigation") }
  journal.expect(guide.topic == "Lobby", "a navigation's hook got its root scene")

  // Two scenes of one class: each controller knows which it shows, names its root view
  // after it (the identifier the UI-test navigator waits for) and traces it.
  let pages = guide.buttonStack.arrangedSubviews.compactMap { $0 as? UIButton }
  journal.expect(pages.map(\.title) == ["Map", "Hours"], "the guide's two buttons")
  pages.first?.simulateTap()
  let map = guideNavigation.topViewController as? PageViewController
  journal.expect(
    map?.sceneID == "map" && map?.view.accessibilityIdentifier == "map",
    "Map pushed a PageViewController that knows it is `map`, and says so to UI tests")
  _ = guideNavigation.popViewController(animated: false)
  pages.last?.simulateTap()
  let hours = guideNavigation.topViewController as? PageViewController
  journal.expect(
    hours !== map && hours?.sceneID == "hours" && hours?.view.accessibilityIdentifier == "hours",
    "Hours pushed another, which knows it is `hours`")
  journal.expect(UIKitLog.messages.isEmpty, "UIKit refused nothing: \(UIKitLog.messages)")
}

/// The titles of the buttons a scene placed in its button stack.
@MainActor
func placedButtons(_ stack: UIStackView) -> [UIButton] {
  stack.arrangedSubviews.compactMap { $0 as? UIButton }
}

@MainActor
func library(_ journal: Journal) {
  print("# Library (three scenes of one class)")
  let window = launch(LibraryFlow.makeInitialViewController())
  guard let navigation = window.rootViewController as? UINavigationController,
    let shelves = navigation.topViewController as? ShelvesViewController
  else { return journal.expect(false, "the initial node is the shelves' navigation") }
  _ = shelves.view
  let openers = placedButtons(shelves.buttonStack)
  journal.expect(openers.map(\.title) == ["Fiction", "Poetry", "Essays"], "the shelves' buttons")

  /// Taps the shelves' button `index`, and returns the shelf it pushed.
  func open(_ index: Int) -> ShelfViewController? {
    _ = navigation.popToViewController(shelves, animated: false)
    openers[index].simulateTap()
    return navigation.topViewController as? ShelfViewController
  }

  // Fiction: its own add bar button, its Random button, its Book cell.
  guard let fiction = open(0) else { return journal.expect(false, "Fiction pushed a shelf") }
  journal.expect(fiction.sceneID == "fiction", "the shelf knows it is `fiction`")
  let fictionItems =
    (fiction.navigationItem.leftBarButtonItems ?? [])
    + (fiction.navigationItem.rightBarButtonItems ?? [])
  journal.expect(
    fictionItems.count == 1 && barButton(fiction, .add) != nil
      && fictionItems.first?.accessibilityIdentifier == "fiction.addBook",
    "fiction has its own bar button, the add button, and only it")
  journal.expect(
    placedButtons(fiction.buttonStack).map(\.title) == ["Random"],
    "fiction placed its Random button")
  journal.expect(
    shownCellIdentifier("Library", fiction.tableView) == "fiction.openBook",
    "fiction's Book cell has its own segue's identifier")
  fiction.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
  let volume = navigation.topViewController as? VolumeViewController
  journal.expect(
    volume?.sceneID == "volume" && volume?.shelf == "fiction",
    "fiction's Book cell pushed `volume`, prepared by fiction")
  _ = navigation.popViewController(animated: false)
  barButton(fiction, .add)?.simulateTap()
  journal.expect(
    (navigation.presentedViewController as? UINavigationController)?.topViewController
      is BookEditorViewController, "fiction's add button presented the editor in its navigation")
  navigation.dismiss(animated: false)

  // Poetry: another bar button, button and cells, which go where poetry's segues say.
  guard let poetry = open(1) else { return journal.expect(false, "Poetry pushed a shelf") }
  journal.expect(poetry.sceneID == "poetry", "the shelf knows it is `poetry`")
  journal.expect(
    poetry.navigationItem.leftBarButtonItems == nil
      && poetry.navigationItem.rightBarButtonItems?.map(\.title) == ["Search"]
      && barButton(poetry, .add) == nil,
    "poetry has its own Search bar button, not fiction's add button")
  journal.expect(
    placedButtons(poetry.buttonStack).map(\.title) == ["About"],
    "poetry placed its About button, not fiction's Random button")
  placedButtons(poetry.buttonStack).first?.simulateTap()
  journal.expect(
    navigation.topViewController is ColophonViewController,
    "poetry's About button pushed `colophon`")
  _ = navigation.popViewController(animated: false)
  poetry.navigationItem.rightBarButtonItems?.first?.simulateTap()
  journal.expect(
    navigation.presentedViewController is VerseSearchViewController,
    "poetry's Search bar button presented `verseSearch`")
  navigation.dismiss(animated: false)
  poetry.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
  journal.expect(
    navigation.topViewController is PoemViewController, "poetry's Poem cell pushed `poem`")
  _ = navigation.popViewController(animated: false)
  journal.expect(
    shownCellIdentifier("Library", poetry.tableView, row: 1) == "poetry.openRareBook",
    "poetry's Book cell has its own segue's identifier")
  poetry.tableView.simulateSelection(at: IndexPath(row: 1, section: 0))
  let rare =
    (navigation.presentedViewController as? UINavigationController)?.topViewController
    as? VolumeViewController
  journal.expect(
    navigation.topViewController === poetry && rare?.sceneID == "rareVolume"
      && rare?.shelf == "poetry",
    "poetry's Book cell presented `rareVolume` in its navigation, not fiction's push of `volume`")
  navigation.dismiss(animated: false)

  // Essays: a Done bar button that unwinds, fiction's Random segue, a cell that fires none.
  guard let essays = open(2) else { return journal.expect(false, "Essays pushed a shelf") }
  journal.expect(
    essays.navigationItem.rightBarButtonItems == nil
      && essays.navigationItem.leftBarButtonItems?.map(\.title) == ["Done"],
    "essays has its own Done bar button on the left")
  let random = placedButtons(essays.buttonStack)
  journal.expect(random.map(\.title) == ["Random"], "essays placed its own Random button")
  random.first?.simulateTap()
  journal.expect(
    (navigation.topViewController as? VolumeViewController)?.sceneID == "volume",
    "essays' Random button pushed `volume`")
  _ = navigation.popViewController(animated: false)
  essays.tableView.simulateSelection(at: IndexPath(row: 0, section: 0))
  journal.expect(
    navigation.topViewController === essays && navigation.presentedViewController == nil,
    "essays' Book cell fires nothing: essays gives it no segue")
  essays.navigationItem.leftBarButtonItems?.first?.simulateTap()
  journal.expect(
    navigation.topViewController === shelves && shelves.returns == ["essays"],
    "essays' Done unwound to the shelves, whose hook got the essays shelf")
  journal.expect(UIKitLog.messages.isEmpty, "UIKit refused nothing: \(UIKitLog.messages)")
}

MainActor.assumeIsolated {
  let journal = Journal()
  friendList(journal)
  tripDestinations(journal)
  heroEditor(journal)
  account(journal)
  popoverAdaptation(journal)
  mail(journal)
  gallery(journal)
  library(journal)
  print(journal.failures == 0 ? "all journeys passed" : "\(journal.failures) check(s) failed")
  exit(journal.failures == 0 ? 0 : 1)
}
