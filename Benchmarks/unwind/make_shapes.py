#!/usr/bin/env python3
"""Writes the two graph shapes of issue 38 that made the unwind analysis super-linear.

--ring SCENES (a storyboard): SCENES scenes in a ring of `show` segues outside any
navigation controller (each presents the next, the last the first), every even scene
also presenting the scene seven ahead full screen, and every odd scene with an unwind
segue to a selector of its own (`unwindTo00001:`), which the importer places. Every
scene can be beneath every other, and each selector is searched for separately.

--tabs TABS (a flow): a tab bar of TABS tabs, each tab's scene with an unwind action of
its own and an unwind to the next tab's action. UIKit asks a tab bar's other children
when it unwinds, so every tab's scene is beneath every other.

Ids are deterministic: the same arguments always give the same bytes.

usage: make_shapes.py --ring SCENES | --tabs TABS     (writes to stdout)
"""
import sys


def ring_scene(n, total):
    lines = [
        f'        <scene sceneID="s-{n}">',
        '            <objects>',
        f'                <viewController id="vc-{n}" customClass="Ring{n:05d}ViewController" customModule="Bench" sceneMemberID="viewController">',
        f'                    <view key="view" contentMode="scaleToFill" id="v-{n}">',
        f'                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>',
        '                        <subviews>',
        f'                            <button opaque="NO" buttonType="system" id="bt-{n}n">',
        '                                <state key="normal" title="Next"/>',
        '                                <connections>',
        f'                                    <segue destination="vc-{(n + 1) % total}" kind="show" identifier="next" id="sg-{n}n"/>',
        '                                </connections>',
        '                            </button>',
    ]
    if n % 2 == 0:
        lines += [
            f'                            <button opaque="NO" buttonType="system" id="bt-{n}j">',
            '                                <state key="normal" title="Jump"/>',
            '                                <connections>',
            f'                                    <segue destination="vc-{(n + 7) % total}" kind="presentation" identifier="jump" modalPresentationStyle="fullScreen" id="sg-{n}j"/>',
            '                                </connections>',
            '                            </button>',
        ]
    else:
        lines += [
            f'                            <button opaque="NO" buttonType="system" id="bt-{n}b">',
            '                                <state key="normal" title="Back"/>',
            '                                <connections>',
            f'                                    <segue destination="ex-{n}" kind="unwind" identifier="back" unwindAction="unwindTo{n:05d}:" id="sg-{n}b"/>',
            '                                </connections>',
            '                            </button>',
        ]
    lines += [
        '                        </subviews>',
        '                    </view>',
        '                </viewController>',
        f'                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-{n}" sceneMemberID="firstResponder"/>',
        f'                <exit id="ex-{n}" userLabel="Exit" sceneMemberID="exit"/>',
        '            </objects>',
        f'            <point key="canvasLocation" x="{(n % 50) * 400}" y="{(n // 50) * 700}"/>',
        '        </scene>',
    ]
    return lines


def ring(total):
    total = max(8, total)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-0">',
        '    <scenes>',
    ]
    for n in range(total):
        out += ring_scene(n, total)
    out += ['    </scenes>', '</document>', '']
    sys.stdout.write("\n".join(out))


def tabs(total):
    total = max(2, total)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<flow name="Tabs" version="1" initial="tabs">',
           '  <tabBar id="tabs">']
    out += [f'    <tab to="tab{n}" title="Tab {n}"/>' for n in range(total)]
    out.append('  </tabBar>')
    for n in range(total):
        out += [
            f'  <scene id="tab{n}" class="Tab{n}ViewController">',
            f'    <unwindAction name="unwindToTab{n}"/>',
            f'    <unwind id="toNext" action="unwindToTab{(n + 1) % total}"/>',
            '  </scene>',
        ]
    out += ['</flow>', '']
    sys.stdout.write("\n".join(out))


def main():
    args = sys.argv[1:]
    if len(args) != 2 or args[0] not in ("--ring", "--tabs"):
        sys.exit(__doc__)
    (ring if args[0] == "--ring" else tabs)(int(args[1]))


if __name__ == "__main__":
    main()
