#!/usr/bin/env python3
"""Writes flows whose one scene holds N of one element, for timing flowc's generator,
adoption and diagram at two sizes (issue 38).

usage: make_scene_shapes.py SHAPE N > Hostile.flow
       make_scene_shapes.py adopt N APP.swift > Hostile.flow

Quadrupling N should about quadruple the time of `flowc build` (in each runtime:
`--runtime storyboard|code|swiftui`, and with `--ui-tests DIR`) and `flowc graph`; sixteen
times means a path that searches a scene's list for each of its elements. Shapes (the
scene `s0`, a table view controller at the bottom of a navigation, with N of):
outlets, collections (outlet collections), actions, unwindactions, cells (each with a
segue), staticcells (cells without reuse identifier, each with a segue), barbuttons (each
titled, with a segue), samebar (N `add` bar buttons, each with a segue), samebuttons (N
buttons titled "Go", each with a segue), actbuttons (buttons sending actions), manual
(segues performed from code), unwinds (a presented scene with N unwinds to one action of
`s0`), delegates (N segues setting `s0` as the delegate of a scene with three events),
events (one such segue, the delegate with N events). Every segue leads to the scene `d`.
`adopt` is for `flowc adopt Hostile.flow --sources DIR`: a scene with N outlets, N
actions and N segues, and in APP.swift its class as an app wrote it, declaring them all,
its `prepare(for:sender:)` comparing each identifier. The same N and shape always give
the same bytes.
"""
import sys

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<flow name="Hostile" version="1" initial="nav">\n<navigation id="nav" root="s0"/>\n')


def elements(shape, n):
    """The children of `s0` for SHAPE, one line each."""
    table = {
        "outlets": lambda k: f'<outlet name="o{k}" type="UILabel"/>',
        "collections": lambda k: f'<outlet name="o{k}" type="UILabel" collection="true"/>',
        "actions": lambda k: f'<action name="a{k}"/>',
        "unwindactions": lambda k: f'<unwindAction name="u{k}"/>',
        "cells": lambda k: f'<cell reuseID="C{k}"><segue id="c{k}" kind="show" to="d"/></cell>',
        "staticcells": lambda k: f'<cell reuseID=""><segue id="c{k}" kind="show" to="d"/></cell>',
        "barbuttons": lambda k: f'<barButton title="B{k}"><segue id="b{k}" kind="present" to="d"/></barButton>',
        "samebar": lambda k: f'<barButton system="add"><segue id="b{k}" kind="present" to="d"/></barButton>',
        "samebuttons": lambda k: f'<button title="Go"><segue id="b{k}" kind="show" to="d"/></button>',
        "actbuttons": lambda k: f'<action name="a{k}"/><button title="B{k}" action="a{k}"/>',
        "manual": lambda k: f'<segue id="m{k}" kind="present" to="d"/>',
        "delegates": lambda k: f'<segue id="m{k}" kind="present" to="d" delegate="true"/>',
    }
    if shape in table:
        return [table[shape](k) for k in range(n)]
    if shape == "events":
        return ['<segue id="m" kind="present" to="d" delegate="true"/>']
    sys.exit(__doc__)


def adopt(n, swift_path):
    """The flow of `adopt`, and its class as the app declares it, written to SWIFT_PATH."""
    members = "\n".join(
        f'<outlet name="label{k}" type="UILabel"/><action name="tap{k}"/>'
        f'<segue id="go{k}" kind="show" to="d"/>' for k in range(n))
    lines = ["import UIKit\n\nclass BigViewController: UIViewController {\n"]
    lines += [f"  @IBOutlet weak var label{k}: UILabel!\n" for k in range(n)]
    lines += [f"  @IBAction func tap{k}(_ sender: Any) {{ print({k}) }}\n" for k in range(n)]
    lines += ["  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n"]
    lines += [f'    if segue.identifier == "go{k}" {{ print({k}) }}\n' for k in range(n)]
    lines += ["  }\n}\n\nclass DViewController: UIViewController {}\n"]
    with open(swift_path, "w") as swift:
        swift.write("".join(lines))
    return (f'<scene id="big" class="BigViewController">\n{members}\n</scene>\n'
            '<scene id="d" class="DViewController"/>\n')


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "adopt":
        scenes = adopt(int(sys.argv[2]), sys.argv[3])
        sys.stdout.write(HEAD.replace('root="s0"', 'root="big"') + scenes + '</flow>\n')
        return
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    shape, n = sys.argv[1], int(sys.argv[2])
    if shape == "unwinds":
        unwinds = "\n".join(f'<unwind id="w{k}" action="back"/>' for k in range(n))
        scenes = ('<scene id="s0"><unwindAction name="back"/>'
                  '<segue id="up" kind="present" to="u"/></scene>\n'
                  f'<scene id="u">\n{unwinds}\n</scene>\n<scene id="d"/>\n')
    else:
        body = "\n".join(elements(shape, n))
        events = n if shape == "events" else 3
        delegate = ('<delegate>' + "".join(
            f'<event name="e{k}" param="v" type="Int"/>' for k in range(events)) + '</delegate>'
            if shape in ("delegates", "events") else "")
        scenes = (f'<scene id="s0" base="UITableViewController">\n{body}\n</scene>\n'
                  f'<scene id="d">{delegate}</scene>\n')
    sys.stdout.write(HEAD + scenes + '</flow>\n')


if __name__ == "__main__":
    main()
