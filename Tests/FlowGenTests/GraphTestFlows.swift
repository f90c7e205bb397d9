/// Flows the graph tests draw besides the examples in `Flows/`.
enum GraphTestFlows {
  /// Every node kind and every transition kind and trigger, checking clean.
  static let gallery = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Gallery" version="1" initial="tabs">
      <tabBar id="tabs">
        <tab to="libraryNavigation" title="Library"/>
        <tab to="split" title="Browse"/>
        <tab to="settings"/>
      </tabBar>
      <navigation id="libraryNavigation" root="library"/>
      <scene id="library" class="LibraryViewController" base="UITableViewController" title="Library">
        <unwindAction name="done"/>
        <cell reuseID="AlbumCell">
          <segue id="showAlbum" kind="show" to="album"/>
        </cell>
        <barButton title="Info" side="left">
          <segue id="showInfo" kind="popover" to="info"/>
        </barButton>
        <segue id="showSettings" kind="custom" to="settings" class="FadeSegue"/>
      </scene>
      <scene id="album" class="AlbumViewController" base="UICollectionViewController" title="Album">
        <outlet name="photoViews" type="UIImageView" collection="true"/>
        <segue id="embedHeader" kind="embed" to="header"/>
        <gesture kind="tapGestureRecognizer">
          <segue id="showPhoto" kind="show" to="photo"/>
        </gesture>
      </scene>
      <scene id="header" class="HeaderViewController"/>
      <scene id="photo" class="PhotoViewController" title="Photo">
        <button title="Done">
          <unwind id="finish" action="done"/>
        </button>
      </scene>
      <scene id="info" class="InfoViewController" title="Info"/>
      <split id="split" primary="browser" secondary="preview"/>
      <scene id="browser" class="BrowserViewController" base="UITableViewController" title="Browse">
        <cell reuseID="ItemCell">
          <segue id="showItem" kind="showDetail" to="preview"/>
        </cell>
      </scene>
      <scene id="preview" class="PreviewViewController" title="Preview"/>
      <scene id="settings" class="SettingsViewController" title="Settings">
        <segue id="openAccount" kind="present" to="account"/>
      </scene>
      <reference id="account" storyboard="Account" sceneID="AccountRoot"/>
    </flow>
    """

  /// Broken references of every sort: a segue, a root and a tab to nothing, an unwind
  /// to an action no scene declares, and one to an action declared only where it can
  /// never be beneath.
  static let broken = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Broken" version="1" initial="start">
      <navigation id="start" root="master"/>
      <scene id="master" title="Master">
        <cell reuseID="Cell">
          <segue id="showDetail" kind="show" to="detial"/>
        </cell>
        <segue id="showOther" kind="show" to="other"/>
      </scene>
      <scene id="other">
        <unwind id="back" action="nowhere"/>
        <unwind id="away" action="elsewhere"/>
      </scene>
      <scene id="island">
        <unwindAction name="elsewhere"/>
      </scene>
      <navigation id="lost" root="nothing"/>
      <tabBar id="tabs">
        <tab to="ghost"/>
      </tabBar>
    </flow>
    """

  /// Titles, classes and ids full of what DOT and HTML-like labels treat specially. The
  /// ids and classes are not identifiers, so the flow has errors and is drawn the way
  /// `--force` draws it.
  static let hostile = """
    <?xml version="1.0" encoding="UTF-8"?>
    <flow name="Hostile" version="1" initial="a&quot;b">
      <navigation id="a&quot;b" root="c\\d"/>
      <scene id="c\\d" class="Quote&quot;Back\\slash" title="Say &quot;hi&quot; \\n &lt;b&gt;bold&lt;/b&gt; &amp; more&#10;second line">
        <cell reuseID="Cell &lt;&amp;&gt; &quot;x&quot;">
          <segue id="go&lt;&gt;" kind="show" to="e&amp;f"/>
        </cell>
        <button title="Tap \\ &quot;here&quot;&#10;now">
          <segue id="open" kind="present" to="e&amp;f"/>
        </button>
      </scene>
      <scene id="e&amp;f" class="Amp&amp;Class" title="]]&gt; -- &#9;tab {braces} [brackets] ;,=">
        <outlet name="x&lt;y" type="A&lt;B&gt;"/>
      </scene>
    </flow>
    """
}
