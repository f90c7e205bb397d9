#!/usr/bin/env python3
"""Writes a synthetic Interface Builder storyboard with SCENES scenes to stdout.

The shape follows real storyboards at scale: a tab bar controller whose tabs are
navigation controllers; in each, a chain of table view controllers whose prototype cells
push the next scene; every scene has labels, a text field, buttons and bar button items
with actions, outlets (and an outlet collection), a manual segue, and every tenth scene
presents a navigation controller around an editor that unwinds back through the exit.
Ids are deterministic, so the same SCENES always gives the same bytes.

With --unwinds, the shape is the one that exposed quadratic unwind placement: no
navigation controllers, scenes in pairs — a table scene presenting the next table scene
and an editor, the editor unwinding back through the exit with an action that names its
presenter (`unwindToItem12:`) — so one unwind per two scenes, each with its own name.

With --all-beneath, the worst case for finding the scenes beneath a scene: SCENES
scenes with two segues each, one presenting the next scene (the last presents the
first, so every scene can be beneath every other) and one unwinding — from every other
scene to the first scene's `unwindToHome:`, from the rest to an action naming the scene
that presents it (`unwindToItem12:`), so that half the unwinds search the whole cycle
back and half stop one scene back.

usage: make_storyboard.py [--unwinds | --all-beneath] [SCENES]   (default 10000)
"""
import sys


def oid(kind, n, part=""):
    """An Interface Builder-like object id, unique per (kind, n, part)."""
    return f"{kind}-{n}{part}"


def table_scene(n, next_id, editor_nav):
    cls = f"Item{n}ViewController"
    lines = [
        f'        <scene sceneID="{oid("s", n)}">',
        '            <objects>',
        f'                <tableViewController storyboardIdentifier="Item{n}" id="{oid("vc", n)}" customClass="{cls}" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">',
        f'                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="{oid("tv", n)}">',
        f'                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
        '                        <prototypes>',
        f'                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="ItemCell" textLabel="{oid("lb", n, "c")}" id="{oid("cell", n)}">',
        f'                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="{oid("cv", n)}">',
        '                                    <subviews>',
        f'                                        <label opaque="NO" text="Item {n}" textAlignment="natural" id="{oid("lb", n, "c")}">',
        '                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>',
        '                                        </label>',
        '                                    </subviews>',
        '                                </tableViewCellContentView>',
    ]
    if next_id is not None:
        lines += [
            '                                <connections>',
            f'                                    <segue destination="{next_id}" kind="show" identifier="showNext" id="{oid("sg", n, "n")}"/>',
            '                                </connections>',
        ]
    lines += [
        '                            </tableViewCell>',
        '                        </prototypes>',
        '                        <tableHeaderView key="tableHeaderView" contentMode="scaleToFill" id="' + oid("hv", n) + '">',
        '                            <subviews>',
        f'                                <label opaque="NO" text="Header {n}" id="{oid("lb", n, "h")}"/>',
        f'                                <textField opaque="NO" borderStyle="roundedRect" placeholder="Search" id="{oid("tf", n)}"/>',
        f'                                <button opaque="NO" buttonType="system" id="{oid("bt", n, "a")}">',
        '                                    <state key="normal" title="Refresh"/>',
        '                                    <connections>',
        f'                                        <action selector="refresh:" destination="{oid("vc", n)}" eventType="touchUpInside" id="{oid("ac", n, "r")}"/>',
        '                                    </connections>',
        '                                </button>',
        f'                                <button opaque="NO" buttonType="system" id="{oid("bt", n, "b")}">',
        '                                    <state key="normal" title="Details"/>',
        '                                    <connections>',
        f'                                        <segue destination="{oid("vc", n)}" kind="presentation" identifier="details" id="{oid("sg", n, "d")}"/>',
        '                                    </connections>',
        '                                </button>',
        '                            </subviews>',
        '                        </tableHeaderView>',
        '                        <connections>',
        f'                            <outlet property="dataSource" destination="{oid("vc", n)}" id="{oid("o", n, "ds")}"/>',
        f'                            <outlet property="delegate" destination="{oid("vc", n)}" id="{oid("o", n, "dg")}"/>',
        '                        </connections>',
        '                    </tableView>',
        f'                    <navigationItem key="navigationItem" title="Item {n}" id="{oid("ni", n)}">',
    ]
    if editor_nav is not None:
        lines += [
            f'                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="{oid("bb", n, "add")}">',
            '                            <connections>',
            f'                                <segue destination="{editor_nav}" kind="presentation" identifier="addItem" id="{oid("sg", n, "add")}"/>',
            '                            </connections>',
            '                        </barButtonItem>',
        ]
    lines += [
        f'                        <barButtonItem key="leftBarButtonItem" title="Sort" id="{oid("bb", n, "sort")}">',
        '                            <connections>',
        f'                                <action selector="sort:" destination="{oid("vc", n)}" id="{oid("ac", n, "s")}"/>',
        '                            </connections>',
        '                        </barButtonItem>',
        '                    </navigationItem>',
        '                    <connections>',
        f'                        <outlet property="headerLabel" destination="{oid("lb", n, "h")}" id="{oid("o", n, "h")}"/>',
        f'                        <outlet property="searchField" destination="{oid("tf", n)}" id="{oid("o", n, "t")}"/>',
        f'                        <outletCollection property="buttons" destination="{oid("bt", n, "a")}" id="{oid("o", n, "c1")}"/>',
        f'                        <outletCollection property="buttons" destination="{oid("bt", n, "b")}" id="{oid("o", n, "c2")}"/>',
        f'                        <segue destination="{oid("vc", n)}" kind="show" identifier="reload" id="{oid("sg", n, "m")}"/>',
        '                    </connections>',
        '                </tableViewController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{oid("fr", n)}" sceneMemberID="firstResponder"/>',
        '            </objects>',
        f'            <point key="canvasLocation" x="{(n % 50) * 400}" y="{(n // 50) * 700}"/>',
        '        </scene>',
    ]
    return lines


def navigation_scene(n, root, title=None):
    lines = [
        f'        <scene sceneID="{oid("s", n)}">',
        '            <objects>',
        f'                <navigationController id="{oid("vc", n)}" sceneMemberID="viewController">',
    ]
    if title is not None:
        lines.append(f'                    <tabBarItem key="tabBarItem" title="{title}" id="{oid("tb", n)}"/>')
    lines += [
        f'                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="{oid("nb", n)}"/>',
        '                    <connections>',
        f'                        <segue destination="{root}" kind="relationship" relationship="rootViewController" id="{oid("rl", n)}"/>',
        '                    </connections>',
        '                </navigationController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{oid("fr", n)}" sceneMemberID="firstResponder"/>',
        '            </objects>',
        '        </scene>',
    ]
    return lines


def editor_scene(n):
    cls = f"Editor{n}ViewController"
    return [
        f'        <scene sceneID="{oid("s", n)}">',
        '            <objects>',
        f'                <viewController id="{oid("vc", n)}" customClass="{cls}" customModule="Bench" sceneMemberID="viewController">',
        f'                    <view key="view" contentMode="scaleToFill" id="{oid("v", n)}">',
        '                        <subviews>',
        f'                            <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" id="{oid("tf", n)}"/>',
        '                        </subviews>',
        '                    </view>',
        f'                    <navigationItem key="navigationItem" title="Edit" id="{oid("ni", n)}">',
        f'                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="{oid("bb", n, "c")}">',
        '                            <connections>',
        f'                                <segue destination="{oid("ex", n)}" kind="unwind" unwindAction="unwindToList:" id="{oid("sg", n, "c")}"/>',
        '                            </connections>',
        '                        </barButtonItem>',
        f'                        <barButtonItem key="rightBarButtonItem" systemItem="save" id="{oid("bb", n, "s")}">',
        '                            <connections>',
        f'                                <segue destination="{oid("ex", n)}" kind="unwind" identifier="save" unwindAction="unwindToList:" id="{oid("sg", n, "s")}"/>',
        '                            </connections>',
        '                        </barButtonItem>',
        '                    </navigationItem>',
        '                    <connections>',
        f'                        <outlet property="nameField" destination="{oid("tf", n)}" id="{oid("o", n, "n")}"/>',
        '                    </connections>',
        '                </viewController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{oid("fr", n)}" sceneMemberID="firstResponder"/>',
        f'                <exit id="{oid("ex", n)}" userLabel="Exit" sceneMemberID="exit"/>',
        '            </objects>',
        '        </scene>',
    ]


def unwind_pair(n, next_list):
    """A table scene `n` that presents the next table scene and its editor `n + 1`,
    and the editor, which unwinds back to it by an action naming it."""
    cls = f"Item{n}ViewController"
    lines = [
        f'        <scene sceneID="{oid("s", n)}">',
        '            <objects>',
        f'                <tableViewController storyboardIdentifier="Item{n}" id="{oid("vc", n)}" customClass="{cls}" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">',
        f'                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="{oid("tv", n)}">',
        f'                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
        '                        <prototypes>',
        f'                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="ItemCell" textLabel="{oid("lb", n, "c")}" id="{oid("cell", n)}">',
        f'                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" id="{oid("cv", n)}">',
        '                                    <subviews>',
        f'                                        <label opaque="NO" text="Item {n}" textAlignment="natural" id="{oid("lb", n, "c")}">',
        '                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>',
        '                                        </label>',
        '                                    </subviews>',
        '                                </tableViewCellContentView>',
    ]
    if next_list is not None:
        lines += [
            '                                <connections>',
            f'                                    <segue destination="{oid("vc", next_list)}" kind="presentation" identifier="showNext" id="{oid("sg", n, "n")}"/>',
            '                                </connections>',
        ]
    lines += [
        '                            </tableViewCell>',
        '                        </prototypes>',
        '                        <tableHeaderView key="tableHeaderView" contentMode="scaleToFill" id="' + oid("hv", n) + '">',
        '                            <subviews>',
        f'                                <button opaque="NO" buttonType="system" id="{oid("bt", n, "add")}">',
        '                                    <state key="normal" title="Add"/>',
        '                                    <connections>',
        f'                                        <segue destination="{oid("vc", n + 1)}" kind="presentation" identifier="addItem" id="{oid("sg", n, "add")}"/>',
        '                                    </connections>',
        '                                </button>',
        f'                                <button opaque="NO" buttonType="system" id="{oid("bt", n, "sort")}">',
        '                                    <state key="normal" title="Sort"/>',
        '                                    <connections>',
        f'                                        <action selector="sort:" destination="{oid("vc", n)}" eventType="touchUpInside" id="{oid("ac", n, "s")}"/>',
        '                                    </connections>',
        '                                </button>',
        '                            </subviews>',
        '                        </tableHeaderView>',
        '                        <connections>',
        f'                            <outlet property="dataSource" destination="{oid("vc", n)}" id="{oid("o", n, "ds")}"/>',
        f'                            <outlet property="delegate" destination="{oid("vc", n)}" id="{oid("o", n, "dg")}"/>',
        '                        </connections>',
        '                    </tableView>',
        '                </tableViewController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{oid("fr", n)}" sceneMemberID="firstResponder"/>',
        '            </objects>',
        f'            <point key="canvasLocation" x="{(n % 50) * 400}" y="{(n // 50) * 700}"/>',
        '        </scene>',
    ]
    e = n + 1
    lines += [
        f'        <scene sceneID="{oid("s", e)}">',
        '            <objects>',
        f'                <viewController id="{oid("vc", e)}" customClass="Editor{e}ViewController" customModule="Bench" sceneMemberID="viewController">',
        f'                    <view key="view" contentMode="scaleToFill" id="{oid("v", e)}">',
        '                        <subviews>',
        f'                            <textField opaque="NO" borderStyle="roundedRect" placeholder="Name" id="{oid("tf", e)}"/>',
        f'                            <button opaque="NO" buttonType="system" id="{oid("bt", e, "s")}">',
        '                                <state key="normal" title="Save"/>',
        '                                <connections>',
        f'                                    <segue destination="{oid("ex", e)}" kind="unwind" identifier="save" unwindAction="unwindToItem{n}:" id="{oid("sg", e, "s")}"/>',
        '                                </connections>',
        '                            </button>',
        '                        </subviews>',
        '                    </view>',
        '                    <connections>',
        f'                        <outlet property="nameField" destination="{oid("tf", e)}" id="{oid("o", e, "n")}"/>',
        '                    </connections>',
        '                </viewController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{oid("fr", e)}" sceneMemberID="firstResponder"/>',
        f'                <exit id="{oid("ex", e)}" userLabel="Exit" sceneMemberID="exit"/>',
        '            </objects>',
        '        </scene>',
    ]
    return lines


def unwind_series(total):
    pairs = max(1, total // 2)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-0">',
        '    <scenes>',
    ]
    for p in range(pairs):
        out += unwind_pair(2 * p, 2 * p + 2 if p + 1 < pairs else None)
    out += ['    </scenes>', '</document>', '']
    sys.stdout.write("\n".join(out))


def all_beneath_scene(n, total):
    """Scene `n` of the cycle: it presents the next scene and unwinds, both by buttons."""
    cls = "HomeViewController" if n == 0 else f"Item{n}ViewController"
    previous = (n - 1) % total
    action = "unwindToHome:" if n % 2 == 0 and n > 0 else f"unwindToItem{previous}:"
    return [
        f'        <scene sceneID="{oid("s", n)}">',
        '            <objects>',
        f'                <viewController storyboardIdentifier="Item{n}" id="{oid("vc", n)}" customClass="{cls}" customModule="Bench" customModuleProvider="target" sceneMemberID="viewController">',
        f'                    <view key="view" contentMode="scaleToFill" id="{oid("v", n)}">',
        f'                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
        '                        <subviews>',
        f'                            <label opaque="NO" text="Item {n}" textAlignment="natural" id="{oid("lb", n)}">',
        '                                <fontDescription key="fontDescription" type="system" pointSize="17"/>',
        '                            </label>',
        f'                            <button opaque="NO" buttonType="system" id="{oid("bt", n, "n")}">',
        '                                <state key="normal" title="Next"/>',
        '                                <connections>',
        f'                                    <segue destination="{oid("vc", (n + 1) % total)}" kind="presentation" identifier="showNext" id="{oid("sg", n, "n")}"/>',
        '                                </connections>',
        '                            </button>',
        f'                            <button opaque="NO" buttonType="system" id="{oid("bt", n, "b")}">',
        '                                <state key="normal" title="Back"/>',
        '                                <connections>',
        f'                                    <segue destination="{oid("ex", n)}" kind="unwind" identifier="back" unwindAction="{action}" id="{oid("sg", n, "b")}"/>',
        '                                </connections>',
        '                            </button>',
        '                        </subviews>',
        '                    </view>',
        '                    <connections>',
        f'                        <outlet property="titleLabel" destination="{oid("lb", n)}" id="{oid("o", n, "t")}"/>',
        '                    </connections>',
        '                </viewController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{oid("fr", n)}" sceneMemberID="firstResponder"/>',
        f'                <exit id="{oid("ex", n)}" userLabel="Exit" sceneMemberID="exit"/>',
        '            </objects>',
        f'            <point key="canvasLocation" x="{(n % 50) * 400}" y="{(n // 50) * 700}"/>',
        '        </scene>',
    ]


def all_beneath_series(total):
    total = max(2, total)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-0">',
        '    <scenes>',
    ]
    for n in range(total):
        out += all_beneath_scene(n, total)
    out += ['    </scenes>', '</document>', '']
    sys.stdout.write("\n".join(out))


def main():
    args = sys.argv[1:]
    if args and args[0] == "--all-beneath":
        all_beneath_series(int(args[1]) if len(args) > 1 else 2000)
        return
    if args and args[0] == "--unwinds":
        unwind_series(int(args[1]) if len(args) > 1 else 2000)
        return
    total = int(args[0]) if args else 10000
    tabs = 4
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-0">',
        '    <scenes>',
    ]
    # Scene 0 is the tab bar; 1..tabs are its navigation controllers; then groups of
    # (table scene [, editor navigation, editor]) fill the chains up to `total` scenes.
    count = 1 + tabs
    chains = [[] for _ in range(tabs)]
    plan = []  # (kind, n, extra)
    n = count
    chain = 0
    while count < total:
        with_editor = len(plan) % 10 == 0 and count + 3 <= total
        table = n
        chains[chain].append(table)
        if with_editor:
            plan.append(("table", table, n + 1))
            plan.append(("navigation", n + 1, n + 2))
            plan.append(("editor", n + 2, None))
            n += 3
            count += 3
        else:
            plan.append(("table", table, None))
            n += 1
            count += 1
        chain = (chain + 1) % tabs
    successor = {}
    for members in chains:
        for a, b in zip(members, members[1:]):
            successor[a] = b
    tab_lines = [
        '        <scene sceneID="s-0">',
        '            <objects>',
        '                <tabBarController id="vc-0" customClass="BenchTabBarController" sceneMemberID="viewController">',
        '                    <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar-0"/>',
        '                    <connections>',
    ]
    for t in range(tabs):
        tab_lines.append(
            f'                        <segue destination="vc-{1 + t}" kind="relationship" relationship="viewControllers" id="rl-tab-{t}"/>')
    tab_lines += [
        '                    </connections>',
        '                </tabBarController>',
        '                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-0" sceneMemberID="firstResponder"/>',
        '            </objects>',
        '        </scene>',
    ]
    out += tab_lines
    for t in range(tabs):
        root = chains[t][0] if chains[t] else 0
        out += navigation_scene(1 + t, oid("vc", root), title=f"Tab {t + 1}")
    for kind, n, extra in plan:
        if kind == "table":
            nxt = successor.get(n)
            out += table_scene(n, oid("vc", nxt) if nxt is not None else None,
                               oid("vc", extra) if extra is not None else None)
        elif kind == "navigation":
            out += navigation_scene(n, oid("vc", extra))
        else:
            out += editor_scene(n)
    out += ['    </scenes>', '</document>', '']
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
