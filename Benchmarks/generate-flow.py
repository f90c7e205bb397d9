#!/usr/bin/env python3
"""Writes a synthetic flow of N scenes that checks clean, for benchmarks.

The flow repeats the master-detail seed: a navigation whose list pushes a detail from
a cell; the detail presents an editor inside its own navigation, which unwinds back
with save or cancel; each list presents the next group, so every node is reachable.
Usage: generate-flow.py SCENES OUT.flow
"""
import sys


def main():
    scenes = int(sys.argv[1])
    out = sys.argv[2]
    groups = max(1, scenes // 3)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<flow name="Bench" version="1" initial="nav0">']
    for g in range(groups):
        nxt = f'\n    <segue id="nextGroup" kind="present" to="nav{g + 1}"/>' if g + 1 < groups else ''
        lines.append(f'''  <navigation id="nav{g}" root="list{g}"/>
  <scene id="list{g}" class="List{g}ViewController" base="UITableViewController" title="List {g}">
    <outlet name="headerLabel" type="UILabel"/>
    <action name="insertNewObject"/>
    <barButton system="add" action="insertNewObject"/>
    <cell reuseID="Cell">
      <segue id="showDetail" kind="show" to="detail{g}"/>
    </cell>{nxt}
  </scene>
  <scene id="detail{g}" class="Detail{g}ViewController" title="Detail {g}" storyboardID="Detail{g}">
    <outlet name="nameLabel" type="UILabel"/>
    <outlet name="phoneLabel" type="UILabel"/>
    <unwindAction name="save"/>
    <unwindAction name="cancel"/>
    <barButton system="edit">
      <segue id="editDetail" kind="present" to="editNav{g}"/>
    </barButton>
  </scene>
  <navigation id="editNav{g}" root="edit{g}"/>
  <scene id="edit{g}" class="Edit{g}ViewController" title="Edit {g}">
    <outlet name="nameField" type="UITextField"/>
    <outlet name="phoneField" type="UITextField"/>
    <barButton system="cancel" side="left">
      <unwind id="cancelInput" action="cancel"/>
    </barButton>
    <barButton system="save">
      <unwind id="saveInput" action="save"/>
    </barButton>
  </scene>''')
    lines.append('</flow>')
    with open(out, 'w') as f:
        f.write('\n'.join(lines) + '\n')


if __name__ == '__main__':
    main()
