#!/usr/bin/env python3
"""Writes hostile storyboard shapes for timing flowc at two or three sizes (issue 38).

usage: make_hostile.py SHAPE N > Hostile.storyboard

Doubling N should about double the time of `flowc check` / `flowc import` on the result;
quadrupling it means a quadratic path. Shapes (each with N of what it names):
outlets, segues (one scene to N scenes), seguesone (N segues to one scene), sameclass
(N scenes of one custom class), deep (N scenes nested 90 views deep), constraints (and
user-defined runtime attributes), refs (storyboard references), dupids, unknown and
unknownall (destinations that are not there), gestures, tabs, navs, cells, clash
(actions named like outlets), noident (segues without identifier), sharedseg (scenes of
one class, each with a segue `next` to its own scene), derived (class-less scenes whose
ids would derive other scenes' classes), dupoutlets, dupident, samesbid, unwinds,
embeds, pushchain, modalchain. Ids are deterministic.
"""
import sys

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="{init}">\n<scenes>\n')
TAIL = '</scenes>\n</document>\n'

def scene(vid, cls=None, subviews="", vcconn="", extra="", tag="viewController", sbid=None):
    c = f' customClass="{cls}" customModule="M"' if cls else ""
    s = f' storyboardIdentifier="{sbid}"' if sbid else ""
    return (f'<scene sceneID="s-{vid}"><objects>\n'
            f'<{tag} id="{vid}"{c}{s} sceneMemberID="viewController">\n'
            f'<view key="view" id="v-{vid}"><subviews>\n{subviews}</subviews></view>\n'
            f'<connections>\n{vcconn}</connections>\n</{tag}>\n'
            f'<placeholder placeholderIdentifier="IBFirstResponder" id="fr-{vid}" sceneMemberID="firstResponder"/>\n'
            f'<exit id="ex-{vid}" userLabel="Exit" sceneMemberID="exit"/>\n{extra}'
            f'</objects></scene>\n')

def plain(n, i="x"):
    return scene(f"vc-{i}{n}", f"P{i}{n}ViewController")

def outlets(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><action selector="tap{k}:" destination="vc-0" eventType="touchUpInside" id="a{k}"/></connections></button>\n' for k in range(N))
    conn = "".join(f'<outlet property="button{k}" destination="b{k}" id="o{k}"/>\n<outletCollection property="all" destination="b{k}" id="oc{k}"/>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Big", subs, conn) + TAIL

def segues(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="vc-x{k}" kind="show" identifier="go{k}" id="g{k}"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + "".join(plain(k) for k in range(N)) + TAIL

def seguesone(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="vc-x0" kind="presentation" identifier="go{k}" id="g{k}"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + plain(0) + TAIL

def sameclass(N):
    subs = lambda k: f'<button buttonType="system" id="b{k}"><connections><action selector="tap{k}:" destination="vc-{k}" eventType="touchUpInside" id="a{k}"/></connections></button>\n'
    conn = lambda k: f'<outlet property="label{k}" destination="b{k}" id="o{k}"/>\n<segue destination="vc-{(k+1)%N}" kind="show" identifier="next{k}" id="g{k}"/>\n'
    return HEAD.format(init="vc-0") + "".join(scene(f"vc-{k}", "Same", subs(k), conn(k)) for k in range(N)) + TAIL

def deep(N):
    # N scenes each with 150-deep nesting
    out = []
    for k in range(N):
        d = 90
        inner = "".join(f'<view id="d{k}-{j}"><subviews>' for j in range(d)) + f'<button buttonType="system" id="db{k}"><connections><action selector="deep:" destination="vc-{k}" id="da{k}"/></connections></button>' + "</subviews></view>" * d
        out.append(scene(f"vc-{k}", f"Deep{k}", inner + "\n", f'<outlet property="deep" destination="db{k}" id="do{k}"/>\n'))
    return HEAD.format(init="vc-0") + "".join(out) + TAIL

def constraints(N):
    subs = "".join(f'<view id="c{k}"/>\n' for k in range(N))
    cons = "".join(f'<constraint firstItem="c{k}" firstAttribute="leading" secondItem="c{(k+1)%N}" secondAttribute="trailing" id="k{k}"/>\n' for k in range(N))
    attrs = "".join(f'<userDefinedRuntimeAttribute type="string" keyPath="key{k}" value="v{k}"/>\n' for k in range(N))
    vid = "vc-0"
    return HEAD.format(init=vid) + (f'<scene sceneID="s-0"><objects>\n<viewController id="{vid}" customClass="C" sceneMemberID="viewController">\n'
        f'<view key="view" id="v-0"><subviews>\n{subs}</subviews><constraints>{cons}</constraints></view>\n'
        f'<userDefinedRuntimeAttributes>{attrs}</userDefinedRuntimeAttributes>\n</viewController>\n</objects></scene>\n') + TAIL

def refs(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="ref{k}" kind="presentation" identifier="r{k}" id="g{k}"/></connections></button>\n' for k in range(N))
    rs = "".join(f'<scene sceneID="sr{k}"><objects><viewControllerPlaceholder storyboardName="Other{k % 10}" referencedIdentifier="X{k}" id="ref{k}" sceneMemberID="viewController"/></objects></scene>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + rs + TAIL

def dupids(N):
    subs = "".join(f'<button buttonType="system" id="dup"><connections><segue destination="vc-x{k}" kind="show" identifier="go{k}" id="g"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + "".join(scene("vc-dup", f"D{k}") for k in range(N)) + TAIL

def unknown(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="vc-y{k}" kind="show" identifier="go{k}" id="g{k}"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + "".join(plain(k) for k in range(N)) + TAIL

def unknownall(N):
    # every scene with a segue to an unknown id
    return HEAD.format(init="vc-x0") + "".join(scene(f"vc-x{k}", f"P{k}", f'<button buttonType="system" id="b{k}"><connections><segue destination="vc-y{k}" kind="show" identifier="go" id="g{k}"/><action selector="a:" destination="vc-z{k}" id="a{k}"/></connections></button>\n', f'<outlet property="o" destination="zz{k}" id="o{k}"/>\n') for k in range(N)) + TAIL

def gestures(N):
    g = "".join(f'<tapGestureRecognizer id="t{k}"><connections><segue destination="vc-x{k % 50}" kind="show" identifier="tap{k}" id="tg{k}"/><action selector="tapped{k}:" destination="vc-0" id="ta{k}"/></connections></tapGestureRecognizer>\n' for k in range(N))
    subs = "".join(f'<view id="gv{k}"><connections><outletCollection property="gestureRecognizers" destination="t{k}" id="gc{k}"/></connections></view>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "G", subs, extra=g) + "".join(plain(k) for k in range(50)) + TAIL

def tabs(N):
    conn = "".join(f'<segue destination="vc-x{k}" kind="relationship" relationship="viewControllers" id="r{k}"/>\n' for k in range(N))
    tb = (f'<scene sceneID="s-tb"><objects><tabBarController id="tb" sceneMemberID="viewController">'
          f'<tabBar key="tabBar" id="tbb"/><connections>{conn}</connections></tabBarController></objects></scene>\n')
    return HEAD.format(init="tb") + tb + "".join(scene(f"vc-x{k}", f"T{k}", vcconn=f'<segue destination="vc-x{(k+1)%N}" kind="show" identifier="n" id="n{k}"/>\n') for k in range(N)) + TAIL

def navs(N):
    # N navigation controllers whose roots push chain
    out = []
    for k in range(N):
        out.append(f'<scene sceneID="sn{k}"><objects><navigationController id="nav{k}" sceneMemberID="viewController"><navigationBar key="navigationBar" id="nb{k}"/><connections><segue destination="vc-x{k}" kind="relationship" relationship="rootViewController" id="rn{k}"/></connections></navigationController></objects></scene>\n')
        out.append(scene(f"vc-x{k}", f"N{k}", vcconn=f'<segue destination="nav{(k+1)%N}" kind="presentation" identifier="n" id="n{k}"/>\n'))
    return HEAD.format(init="nav0") + "".join(out) + TAIL

def cells(N):
    cs = "".join(f'<tableViewCell reuseIdentifier="Cell{k}" id="cell{k}"><tableViewCellContentView key="contentView" id="cv{k}"/><connections><segue destination="vc-x{k%20}" kind="show" identifier="s{k}" id="cs{k}"/></connections></tableViewCell>\n' for k in range(N))
    t = (f'<scene sceneID="s-0"><objects><tableViewController id="vc-0" customClass="T" sceneMemberID="viewController">'
         f'<tableView key="view" dataMode="prototypes" id="tv"><prototypes>{cs}</prototypes></tableView></tableViewController></objects></scene>\n')
    return HEAD.format(init="vc-0") + t + "".join(plain(k) for k in range(20)) + TAIL

SHAPES = {f.__name__: f for f in [outlets, segues, seguesone, sameclass, deep, constraints, refs, dupids, unknown, unknownall, gestures, tabs, navs, cells]}

def clash(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><action selector="name{k}:" destination="vc-0" eventType="touchUpInside" id="a{k}"/></connections></button>\n' for k in range(N))
    conn = "".join(f'<outlet property="name{k}" destination="b{k}" id="o{k}"/>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Big", subs, conn) + TAIL

def noident(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="vc-x0" kind="presentation" id="g{k}"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + plain(0) + TAIL

def sharedseg(N):
    conn = lambda k: f'<segue destination="vc-x{k}" kind="presentation" identifier="next" id="g{k}"/>\n'
    return HEAD.format(init="vc-0") + "".join(scene(f"vc-{k}", "Same", "", conn(k)) + scene(f"vc-x{k}", f"D{k}") for k in range(N)) + TAIL

def derived(N):
    # N/2 custom classes Detail2..; N/2 class-less scenes titled Detail first
    h = N // 2
    out = []
    for k in range(h):
        out.append(f'<scene sceneID="sa{k}"><objects><viewController id="vc-a{k}" sceneMemberID="viewController"><view key="view" id="va{k}"/><navigationItem key="navigationItem" title="Detail" id="ni{k}"/></viewController></objects></scene>\n')
    for k in range(h):
        out.append(scene(f"vc-c{k}", f"Detail{k+2}ViewController"))
    return HEAD.format(init="vc-a0") + "".join(out) + TAIL

SHAPES.update({f.__name__: f for f in [clash, noident, sharedseg, derived]})


def dupoutlets(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"/>\n' for k in range(N))
    conn = "".join(f'<outlet property="same" destination="b{k}" id="o{k}"/>\n<action selector="same:" destination="vc-0" id="a{k}"/>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Big", subs, conn) + TAIL

def dupident(N):
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="vc-x{k%10}" kind="presentation" identifier="go" id="g{k}"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + "".join(plain(k) for k in range(10)) + TAIL

def samesbid(N):
    return HEAD.format(init="vc-0") + "".join(scene(f"vc-{k}", f"S{k}", sbid="Same") for k in range(N)) + TAIL

def unwinds(N):
    # one scene with N unwind segues each to its own selector, N scenes each with that action presented from hub
    subs = "".join(f'<button buttonType="system" id="b{k}"><connections><segue destination="ex-vc-0" kind="unwind" unwindAction="back{k}:" id="u{k}"/></connections></button>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + TAIL

SHAPES.update({f.__name__: f for f in [dupoutlets, dupident, samesbid, unwinds]})


def embeds(N):
    subs = "".join(f'<containerView id="cv{k}"><connections><segue destination="vc-x{k}" kind="embed" id="e{k}"/></connections></containerView>\n' for k in range(N))
    return HEAD.format(init="vc-0") + scene("vc-0", "Hub", subs) + "".join(plain(k) for k in range(N)) + TAIL

def pushchain(N):
    nav = '<scene sceneID="sn"><objects><navigationController id="nav" sceneMemberID="viewController"><navigationBar key="navigationBar" id="nb"/><connections><segue destination="vc-x0" kind="relationship" relationship="rootViewController" id="rn"/></connections></navigationController></objects></scene>\n'
    return HEAD.format(init="nav") + nav + "".join(scene(f"vc-x{k}", f"C{k}", vcconn=(f'<segue destination="vc-x{k+1}" kind="show" identifier="next" id="n{k}"/>\n' if k+1 < N else '')) for k in range(N)) + TAIL

def modalchain(N):
    return HEAD.format(init="vc-x0") + "".join(scene(f"vc-x{k}", f"C{k}", vcconn=(f'<segue destination="vc-x{k+1}" kind="presentation" identifier="next" id="n{k}"/>\n' if k+1 < N else '')) for k in range(N)) + TAIL

SHAPES.update({f.__name__: f for f in [embeds, pushchain, modalchain]})

if __name__ == "__main__":
    sys.stdout.write(SHAPES[sys.argv[1]](int(sys.argv[2])))
