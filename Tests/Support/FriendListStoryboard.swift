import Foundation

/// A storyboard of the FriendList app (`Flows/FriendList.flow`), as Interface Builder
/// writes one: the navigation around the master list, the detail pushed by the `Cell`
/// prototype's `showDetail`, the editor presented by `editDetail` in its own navigation,
/// unwinding with `saveInput` and `cancelInput` to `save:` and `cancel:`, and the outlets
/// of both, and the accessibility identifiers of the triggers, which `flowc check
/// --storyboard` asks for. Tests write it (and single mutations of it) to compare the flow
/// against.
public enum FriendListStoryboard {
  public static let text = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-main">
        <scenes>
            <scene sceneID="scene-main">
                <objects>
                    <navigationController id="nav-main" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-main"/>
                        <connections>
                            <segue destination="vc-master" kind="relationship" relationship="rootViewController" id="rel-main"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-main" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scene-master">
                <objects>
                    <tableViewController id="vc-master" customClass="MasterViewController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" id="table-master">
                            <prototypes>
                                <tableViewCell reuseIdentifier="Cell" id="cell-master">
                                    <tableViewCellContentView key="contentView" id="content-master"/>
                                    <accessibility key="accessibilityConfiguration" identifier="master.showDetail"/>
                                    <connections>
                                        <segue destination="vc-detail" kind="show" identifier="showDetail" id="seg-show"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                            <connections>
                                <outlet property="dataSource" destination="vc-master" id="out-master-ds"/>
                                <outlet property="delegate" destination="vc-master" id="out-master-dg"/>
                            </connections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Friends" id="item-master">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="bbi-add">
                                <connections>
                                    <action selector="insertNewObject:" destination="vc-master" id="act-insert"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-master" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scene-detail">
                <objects>
                    <tableViewController id="vc-detail" customClass="DetailViewController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="table-detail">
                            <view key="tableHeaderView" id="header-detail">
                                <subviews>
                                    <label text="Name" id="label-name"/>
                                    <label text="Organization" id="label-organization"/>
                                    <label text="Phone" id="label-phone"/>
                                </subviews>
                            </view>
                        </tableView>
                        <navigationItem key="navigationItem" title="Detail" id="item-detail">
                            <barButtonItem key="rightBarButtonItem" systemItem="edit" id="bbi-edit">
                                <accessibility key="accessibilityConfiguration" identifier="detail.editDetail"/>
                                <connections>
                                    <segue destination="nav-edit" kind="presentation" identifier="editDetail" id="seg-edit"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="nameLabel" destination="label-name" id="out-name"/>
                            <outlet property="organizationLabel" destination="label-organization" id="out-organization"/>
                            <outlet property="phoneNumberLabel" destination="label-phone" id="out-phone"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-detail" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scene-edit-navigation">
                <objects>
                    <navigationController id="nav-edit" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-edit"/>
                        <connections>
                            <segue destination="vc-edit" kind="relationship" relationship="rootViewController" id="rel-edit"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-edit-navigation" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="scene-edit">
                <objects>
                    <tableViewController id="vc-edit" customClass="EditViewController" customModuleProvider="target" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="table-edit">
                            <view key="tableHeaderView" id="header-edit">
                                <subviews>
                                    <textField placeholder="First name" id="field-first"/>
                                    <textField placeholder="Last name" id="field-last"/>
                                    <textField placeholder="Phone" id="field-phone"/>
                                    <textField placeholder="Organization" id="field-organization"/>
                                </subviews>
                            </view>
                        </tableView>
                        <navigationItem key="navigationItem" title="Edit" id="item-edit">
                            <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="bbi-cancel">
                                <accessibility key="accessibilityConfiguration" identifier="edit.cancelInput"/>
                                <connections>
                                    <segue destination="exit-edit" kind="unwind" identifier="cancelInput" unwindAction="cancel:" id="seg-cancel"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem key="rightBarButtonItem" systemItem="save" id="bbi-save">
                                <accessibility key="accessibilityConfiguration" identifier="edit.saveInput"/>
                                <connections>
                                    <segue destination="exit-edit" kind="unwind" identifier="saveInput" unwindAction="save:" id="seg-save"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <outlet property="firstNameField" destination="field-first" id="out-first"/>
                            <outlet property="lastNameField" destination="field-last" id="out-last"/>
                            <outlet property="phoneNumberField" destination="field-phone" id="out-phone-field"/>
                            <outlet property="organizationField" destination="field-organization" id="out-organization-field"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-edit" sceneMemberID="firstResponder"/>
                    <exit id="exit-edit" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

  /// One change a person could make in Interface Builder, and where the flow's
  /// diagnostic about it is expected.
  public struct Mutation: Sendable {
    public var name: String
    /// The storyboard text after the change.
    public var text: String
    /// `rule@line:column` of the one diagnostic, in `Flows/FriendList.flow`.
    public var expected: String
    public var severity: String
    /// The storyboard line the message must name.
    public var storyboardLine: Int
  }

  /// The line of the first line of `text` that contains `marker`.
  public static func line(of marker: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.contains(marker) } ?? -1) + 1
  }

  static func replacing(_ old: String, _ new: String) -> String {
    precondition(text.contains(old), "the storyboard has \(old)")
    return text.replacingOccurrences(of: old, with: new)
  }

  static func removingScene(_ sceneID: String, andSegue segue: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = lines.firstIndex { $0.contains("<scene sceneID=\"\(sceneID)\">") }!
    let end = lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "</scene>" }!
    lines.removeSubrange(start...end)
    lines.removeAll { $0.contains(segue) }
    return lines.joined(separator: "\n")
  }

  public static var mutations: [Mutation] {
    let renamed = replacing("identifier=\"showDetail\"", "identifier=\"showFriend\"")
    let redirected = replacing(
      "destination=\"vc-detail\" kind=\"show\"", "destination=\"vc-edit\" kind=\"show\"")
    let unconnected = replacing(
      "<outlet property=\"organizationLabel\" destination=\"label-organization\" id=\"out-organization\"/>",
      "")
    let retyped = replacing(
      "<label text=\"Phone\" id=\"label-phone\"/>",
      "<textField placeholder=\"Phone\" id=\"label-phone\"/>")
    let reselected = replacing("unwindAction=\"save:\"", "unwindAction=\"saveFriend:\"")
    let extra = replacing(
      "<segue destination=\"vc-detail\" kind=\"show\" identifier=\"showDetail\" id=\"seg-show\"/>",
      "<segue destination=\"vc-detail\" kind=\"show\" identifier=\"showDetail\" id=\"seg-show\"/>\n"
        + "                                    <segue destination=\"vc-detail\" kind=\"show\" identifier=\"showDetailFromAccessory\" trigger=\"accessoryAction\" id=\"seg-accessory\"/>"
    )
    let removed = removingScene("scene-detail", andSegue: "id=\"seg-show\"")
    return [
      Mutation(
        name: "renamed identifier", text: renamed,
        expected: "storyboard-transition-mismatch@12:14", severity: "error",
        storyboardLine: line(of: "seg-show", in: renamed)),
      Mutation(
        name: "another destination", text: redirected,
        expected: "storyboard-transition-mismatch@12:42", severity: "error",
        storyboardLine: line(of: "seg-show", in: redirected)),
      Mutation(
        name: "missing outlet", text: unconnected,
        expected: "storyboard-member-mismatch@18:13", severity: "error",
        storyboardLine: line(of: "id=\"vc-detail\"", in: unconnected)),
      Mutation(
        name: "outlet of another type", text: retyped,
        expected: "storyboard-member-mismatch@19:37", severity: "error",
        storyboardLine: line(of: "id=\"out-phone\"", in: retyped)),
      Mutation(
        name: "changed selector", text: reselected,
        expected: "storyboard-transition-mismatch@38:30", severity: "error",
        storyboardLine: line(of: "seg-save", in: reselected)),
      Mutation(
        name: "extra segue", text: extra,
        expected: "storyboard-transition-mismatch@8:3", severity: "error",
        storyboardLine: line(of: "seg-accessory", in: extra)),
      Mutation(
        name: "removed scene", text: removed,
        expected: "storyboard-node-mismatch@16:3", severity: "error", storyboardLine: 0),
    ]
  }
}
