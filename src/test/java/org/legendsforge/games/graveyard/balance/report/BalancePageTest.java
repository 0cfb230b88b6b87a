package org.legendsforge.games.graveyard.balance.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.balance.BalanceModel;
import org.legendsforge.games.graveyard.balance.BalanceReport;
import org.legendsforge.games.graveyard.balance.BalanceWeights;
import org.legendsforge.games.graveyard.balance.CardValue;
import org.legendsforge.games.graveyard.data.BalanceWeightsLoader;
import org.legendsforge.games.graveyard.data.CardDataLoader;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.model.Effect;
import org.legendsforge.games.graveyard.model.EffectKind;
import org.legendsforge.games.graveyard.model.Spell;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.ReportsTarget;
import org.legendsforge.kit.report.ChartFigure;
import org.legendsforge.kit.report.ChartNames;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The balance report page: well-formed, self-contained, one SVG per chart with every data point,
 * stable bytes.
 */
class BalancePageTest {
  @TempDir Path work;

  private static Catalog shipped() {
    return new CardDataLoader(Path.of("")).load(ShippedData.folder()).catalog().orElseThrow();
  }

  private static BalanceModel model(Catalog c) {
    return model(c, ShippedData.folder());
  }

  private static BalanceModel model(Catalog c, Path data) {
    Set<String> ids = new HashSet<>();
    c.printedCards().forEach(dc -> ids.add(dc.card().id()));
    Diagnostics sink = new Diagnostics();
    BalanceWeights w =
        new BalanceWeightsLoader(Path.of(""))
            .load(data, ids, sink)
            .orElseThrow(() -> new AssertionError(sink.sorted()));
    return new BalanceModel(w);
  }

  private static Document parse(String html) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(false);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<Element> elements(Element root, String tag) {
    NodeList list = root.getElementsByTagName(tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < list.getLength(); i++) {
      out.add((Element) list.item(i));
    }
    return out;
  }

  private static Element chart(Document doc, String id) {
    return elements(doc.getDocumentElement(), "figure").stream()
        .filter(e -> e.getAttribute("id").equals("chart-" + id))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no chart " + id));
  }

  private static List<String> cards(Element chart, String className) {
    List<String> out = new ArrayList<>();
    for (String tag : List.of("circle", "polygon", "rect")) {
      for (Element e : elements(chart, tag)) {
        if (e.getAttribute("class").equals(className)) {
          out.add(
              e.getAttribute("data-card")
                  + "="
                  + e.getAttribute("data-x")
                  + (e.hasAttribute("data-y") ? "," + e.getAttribute("data-y") : ""));
        }
      }
    }
    return out;
  }

  @Test
  void thePageIsWellFormedSelfContainedAndHasOneSvgPerChartWithEveryDataPoint() throws Exception {
    Catalog c = shipped();
    BalanceModel m = model(c);
    String html = new BalancePage().html(c, m);
    Document doc = parse(html);
    BalanceReport r = BalanceReport.of(c, m);

    assertThat(elements(doc.getDocumentElement(), "figure")).hasSize(3);
    for (String id : List.of("cost-value", "distribution", "weapons")) {
      assertThat(elements(chart(doc, id), "svg")).as(id).hasSize(1);
    }
    List<String> spells =
        r.cards().stream()
            .filter(v -> v.aim().isPresent())
            .map(v -> v.id() + "=" + v.cost() + "," + BalanceReport.fmt(v.value()))
            .toList();
    assertThat(cards(chart(doc, "cost-value"), "point"))
        .containsExactlyInAnyOrderElementsOf(spells);
    assertThat(cards(chart(doc, "distribution"), "point"))
        .containsExactlyInAnyOrderElementsOf(
            r.cards().stream().map(v -> v.id() + "=" + BalanceReport.fmt(v.value())).toList());
    List<String> weapons = new ArrayList<>();
    c.startingWeapons().forEach(w -> weapons.add(w.id()));
    c.itemWeapons().forEach(w -> weapons.add(w.id()));
    assertThat(cards(chart(doc, "weapons"), "bar"))
        .extracting(s -> s.substring(0, s.indexOf('=')))
        .containsExactlyInAnyOrderElementsOf(weapons);

    assertThat(html).doesNotContain("<script").doesNotContain("<link").doesNotContain("src=");
    assertThat(
            html.replace("http://www.w3.org/2000/svg", "")
                .replace("http://www.w3.org/1999/xhtml", ""))
        .doesNotContain("http");
    assertThat(html).contains("<style>");
  }

  @Test
  void everyDeckHasItsSleeveColourAndItsOwnMarkerInTheLegend() throws Exception {
    Catalog c = shipped();
    Document doc = parse(new BalancePage().html(c, model(c)));
    Element legend =
        elements(doc.getDocumentElement(), "div").stream()
            .filter(e -> e.getAttribute("class").equals("legend"))
            .findFirst()
            .orElseThrow();
    List<Element> keys =
        elements(legend, "span").stream()
            .filter(e -> e.getAttribute("class").equals("key"))
            .toList();
    Set<String> shapes = new HashSet<>();
    for (Element k : keys) {
      Element mark = (Element) elements(k, "svg").get(0).getFirstChild();
      shapes.add(mark.getAttribute("data-shape"));
      String colour = mark.getAttribute("fill");
      String name = k.getTextContent().replace(colour, "").strip();
      assertThat(c.decks())
          .as(name)
          .anyMatch(d -> d.name().equals(name) && d.sleeve().hex().equalsIgnoreCase(colour));
    }
    assertThat(shapes).as("one shape per deck").hasSize(keys.size());
  }

  @Test
  void flaggedCardsAreHighlightedWithTheirReason() throws Exception {
    Catalog c = shipped();
    BalanceModel m = model(c);
    Spell s = c.spells().get(0);
    Spell strong =
        new Spell(
            s.id(),
            s.name(),
            s.element(),
            s.cost(),
            s.range(),
            s.area(),
            s.over(),
            s.noAction(),
            List.of(Effect.of(EffectKind.DAMAGE, 9)),
            s.text(),
            s.flavour(),
            s.art());
    List<Spell> spells = new ArrayList<>(c.spells());
    spells.set(0, strong);
    Catalog edited =
        new Catalog(
            c.game(),
            c.heroes(),
            c.spirits(),
            spells,
            c.startingWeapons(),
            c.itemWeapons(),
            c.chaosElements(),
            c.hyperOrbs(),
            c.playerCards(),
            c.terrainCards(),
            c.pickups(),
            c.decks(),
            c.components());
    CardValue v =
        BalanceReport.of(edited, m).cards().stream()
            .filter(x -> x.id().equals(s.id()))
            .findFirst()
            .orElseThrow();
    assertThat(v.flag()).isPresent();
    Document doc = parse(new BalancePage().html(edited, m));
    List<Element> flagged =
        elements(doc.getDocumentElement(), "tr").stream()
            .filter(e -> e.getAttribute("class").equals("flagged"))
            .toList();
    assertThat(flagged)
        .anySatisfy(
            row ->
                assertThat(row.getTextContent())
                    .contains(s.name())
                    .contains("flagged: " + v.flag().get()));
    assertThat(new BalancePage().html(edited, m))
        .contains(s.name() + ": cost " + s.cost() + ", value " + BalanceReport.fmt(v.value()));
  }

  @Test
  void whenEverySpellIsFlaggedTheNamesShownAreLegibleAndTheRestCountedUnderTheChart()
      throws Exception {
    Path data = ShippedData.copyInto(work);
    ShippedData.editLine(data, "balance.yaml", "^spellAction: \\S+", "spellAction: 2.2");
    Catalog c = new CardDataLoader(Path.of("")).load(data).catalog().orElseThrow();
    BalanceModel m = model(c, data);
    BalanceReport r = BalanceReport.of(c, m);
    long flagged =
        r.cards().stream().filter(v -> v.aim().isPresent() && v.flag().isPresent()).count();
    assertThat(flagged).as("every spell flagged").isGreaterThan(40);

    ChartFigure f = new CostValueChart().figure(r, m.weights(), DeckStyle.of(c, r));
    int named = 0;
    for (ChartNames.Panel p : ChartNames.panels(f.svg())) {
      named += p.names().size();
      for (ChartNames.Name n : p.names()) {
        assertThat(n.box().inside(p.plot())).as(n.text() + " inside its panel").isTrue();
        for (ChartNames.Name o : p.names()) {
          assertThat(o != n && n.box().overlaps(o.box()))
              .as(n.text() + " over " + o.text())
              .isFalse();
        }
        for (org.legendsforge.kit.report.Footprint.Box marker : p.markers()) {
          assertThat(n.box().overlaps(marker)).as(n.text() + " over a point").isFalse();
        }
      }
    }
    assertThat(named).isPositive();
    assertThat(f.caption()).contains((flagged - named) + " more are in the table below");
  }

  @Test
  void theReportsTargetWritesThePageIntoTheStagingFolder() throws Exception {
    Catalog c = shipped();
    BalanceModel m = model(c);
    ReportsTarget target =
        new ReportsTarget((game, sink) -> Optional.of(new BalancePage().html(c, m)));
    assertThat(target.name()).isEqualTo("reports");
    target.write(new BuildContext(c, null, null, 1, new Diagnostics()), work);
    assertThat(Files.readString(work.resolve("reports/balance.html")))
        .isEqualTo(new BalancePage().html(c, m));
  }

  @Test
  void theSameInputGivesTheSameBytesAndAnEditChangesThem() throws Exception {
    Catalog c = shipped();
    String once = new BalancePage().html(c, model(c));
    assertThat(new BalancePage().html(shipped(), model(shipped()))).isEqualTo(once);

    Path a = work.resolve("a.html");
    Path b = work.resolve("b.html");
    ForgeRun first =
        ForgeRun.of("balance", "--data", ShippedData.folder().toString(), "--html", a.toString());
    ForgeRun second =
        ForgeRun.of("balance", "--data", ShippedData.folder().toString(), "--html", b.toString());
    assertThat(first.exitCode()).as(first.err()).isZero();
    assertThat(second.exitCode()).isZero();
    assertThat(Files.readAllBytes(a))
        .isEqualTo(Files.readAllBytes(b))
        .isEqualTo(once.getBytes(StandardCharsets.UTF_8));

    Path data = ShippedData.copyInto(work);
    ShippedData.editLine(data, "balance.yaml", "^spellAction: \\S+", "spellAction: 2");
    Path edited = work.resolve("c.html");
    assertThat(
            ForgeRun.of("balance", "--data", data.toString(), "--html", edited.toString())
                .exitCode())
        .isZero();
    assertThat(Files.readString(edited)).isNotEqualTo(once).contains("aim: cost + 2");
  }
}
