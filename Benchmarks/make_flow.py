#!/usr/bin/env python3
"""Writes a large, realistic flow for flowc's benchmarks.

Shared by the check and build benchmarks. The flow is made of groups of eight scenes, the shape of a real app's feature: a list
pushes a detail, which presents an editor in its own navigation controller (unwinding
back with save or cancel), pushes a "more" scene that presents a chooser reporting back
through a delegate, a settings scene driven by a table layout, an about scene with a
storyboard ID, and a gallery collection. Each group's detail pushes the next group's
list, so every scene is reachable and the flow checks without a warning.

Usage: make_flow.py SCENES OUTPUT.flow
"""
import sys


def group(g, last):
    next_segue = "" if last else f'\n    <segue id="showNext" kind="show" to="list{g + 1}"/>'
    return f"""
  <scene id="list{g}" class="List{g}ViewController" base="UITableViewController" title="List {g}">
    <outlet name="searchBar" type="UISearchBar"/>
    <action name="refresh" sender="UIRefreshControl"/>
    <cell reuseID="ItemCell">
      <segue id="showDetail" kind="show" to="detail{g}"/>
    </cell>
    <cell reuseID="Header Cell"/>
  </scene>

  <scene id="detail{g}" class="Detail{g}ViewController" title="Detail &quot;{g}&quot;">
    <outlet name="nameLabel" type="UILabel"/>
    <outlet name="organizationLabel" type="UILabel"/>
    <outlet name="phoneLabel" type="UILabel"/>
    <outlet name="mapView" type="MKMapView"/>
    <outlet name="badges" type="UIImageView" collection="true"/>
    <unwindAction name="save"/>
    <unwindAction name="cancel"/>
    <barButton system="edit" side="right">
      <segue id="editDetail" kind="present" to="editNavigation{g}"/>
    </barButton>
    <button title="More">
      <segue id="showMore" kind="show" to="more{g}"/>
    </button>
    <button title="Settings">
      <segue id="showSettings" kind="show" to="settings{g}"/>
    </button>
    <button title="Gallery">
      <segue id="showGallery" kind="show" to="gallery{g}"/>
    </button>{next_segue}
  </scene>

  <navigation id="editNavigation{g}" root="edit{g}"/>

  <scene id="edit{g}" class="Edit{g}ViewController" base="UITableViewController" title="Edit">
    <outlet name="firstNameField" type="UITextField"/>
    <outlet name="lastNameField" type="UITextField"/>
    <outlet name="phoneField" type="UITextField"/>
    <barButton system="cancel" side="left">
      <unwind id="cancelInput" action="cancel"/>
    </barButton>
    <barButton system="save" side="right">
      <unwind id="saveInput" action="save"/>
    </barButton>
  </scene>

  <scene id="more{g}" class="More{g}ViewController" title="More">
    <outlet name="choiceLabel" type="UILabel"/>
    <button title="Choose">
      <segue id="choose" kind="present" to="chooserNavigation{g}" delegate="true"/>
    </button>
  </scene>

  <navigation id="chooserNavigation{g}" root="chooser{g}"/>

  <scene id="chooser{g}" class="Chooser{g}ViewController" base="UITableViewController" title="Choose">
    <delegate>
      <event name="didChoose" param="choice" type="String"/>
      <event name="didCancel" optional="true"/>
    </delegate>
    <action name="cancel"/>
    <barButton system="cancel" side="left" action="cancel"/>
    <cell reuseID="ChoiceCell"/>
  </scene>

  <scene id="settings{g}" class="Settings{g}ViewController" base="UITableViewController" title="Settings">
    <table style="insetGrouped">
      <section title="Profile" footer="Shown to your friends.">
        <row key="displayName" label="Name" editor="text"/>
        <row key="email" editor="email"/>
        <row key="birthday" editor="date"/>
      </section>
      <section title="Preferences">
        <row key="notifications" editor="toggle"/>
        <row key="theme" editor="picker" options="Light|Dark|Automatic"/>
        <row key="about" editor="push">
          <segue id="showAbout" kind="show" to="about{g}"/>
        </row>
      </section>
    </table>
  </scene>

  <scene id="about{g}" class="About{g}ViewController" title="About" storyboardID="About {g}">
    <outlet name="versionLabel" type="UILabel"/>
    <outlet name="creditsView" type="UITextView"/>
  </scene>

  <scene id="gallery{g}" class="Gallery{g}ViewController" base="UICollectionViewController" title="Gallery">
    <cell reuseID="PhotoCell"/>
  </scene>
"""


def main():
    scenes = int(sys.argv[1])
    groups = max(1, scenes // 8)
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<flow name="Big" version="1" initial="main">\n',
        '  <navigation id="main" root="list0"/>\n',
    ]
    for g in range(groups):
        parts.append(group(g, g == groups - 1))
    parts.append("</flow>\n")
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        out.write("".join(parts))


if __name__ == "__main__":
    main()
