#!/usr/bin/env python3
"""Writes a SwiftUI flow of SCENES scenes for the SwiftUI runtime's build benchmark.

One navigation whose root pushes the next scene, and so on (each push its own segue id,
as the SwiftUI runtime requires), every tenth scene also presenting a sheet that unwinds
to an action of the scene that presented it: the shape a SwiftUI flow grows in, with stacks, presentations and
unwinds in proportion. Deterministic: the same argument always gives the same bytes.

usage: make_flow.py SCENES FILE
"""
import sys


def main():
    scenes = int(sys.argv[1])
    lines = ['<flow name="Grown" version="1" initial="nav" runtime="swiftui">',
             '  <navigation id="nav" root="s0"/>']
    for index in range(scenes):
        body = ""
        if index + 1 < scenes:
            body += (f'<button title="Next"><segue id="next{index}" kind="show" '
                     f'to="s{index + 1}"/></button>')
        if index % 10 == 0:
            body += (f'<unwindAction name="done{index}"/><button title="Add">'
                     f'<segue id="add{index}" kind="present" to="m{index}"/></button>')
        lines.append(f'  <scene id="s{index}">{body}</scene>')
        if index % 10 == 0:
            lines.append(f'  <scene id="m{index}"><button title="Done">'
                         f'<unwind id="done{index}" action="done{index}"/></button></scene>')
    lines.append("</flow>")
    with open(sys.argv[2], "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
