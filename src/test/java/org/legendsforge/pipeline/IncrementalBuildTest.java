package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;
import org.legendsforge.testing.ShownOutput;

/** A balance edit of one card redraws that card's images and reuses every other one. */
class IncrementalBuildTest {
  @TempDir Path work;

  @Test
  void editingOneSpellRedrawsOnlyItsFaceInItsDeckAndInGeneral() throws Exception {
    Rebuilt rebuilt = rebuiltAfterTheEdit("cards");
    Map<Path, Object> before = rebuilt.before("cards");
    Map<Path, Object> after = rebuilt.now("cards");

    assertThat(after.keySet()).isEqualTo(before.keySet());
    Map<Path, Object> changed = new HashMap<>();
    after.forEach(
        (p, id) -> {
          if (!id.equals(before.get(p))) {
            changed.put(p, id);
          }
        });
    String firstFireSpell =
        Files.readAllLines(rebuilt.data().resolve("spells/fire.yaml")).stream()
            .filter(l -> l.strip().startsWith("- id:"))
            .findFirst()
            .orElseThrow()
            .replaceAll("^\\s*- id:\\s*([a-z0-9-]+).*$", "$1");
    assertThat(changed.keySet())
        .extracting(p -> p.getParent().getFileName() + "/" + p.getFileName())
        .containsExactlyInAnyOrder(
            "fire/" + firstFireSpell + ".png", "fire/" + firstFireSpell + ".svg",
            "general/" + firstFireSpell + ".png", "general/" + firstFireSpell + ".svg");
  }

  @Test
  void aSpellEditRedrawsOnlyThatCardForThePdfsAndKeepsTheTerrainPdfsAndTableArt() throws Exception {
    Rebuilt rebuilt = rebuiltAfterTheEdit(".forge-cache/forms", "print", "tts/images");
    Map<Path, Object> print = rebuilt.before("print");
    Map<Path, Object> art = rebuilt.before("tts/images");

    // The spell's face in the Fire deck and in General: two new drawings, every other one kept.
    assertTwoNewAndTheRestKept(
        rebuilt.before(".forge-cache/forms"), rebuilt.now(".forge-cache/forms"));
    Map<Path, Object> printAfter = rebuilt.now("print");
    print.forEach(
        (p, id) -> {
          if (p.toString().contains("-terrain-")) {
            assertThat(printAfter.get(p)).as(p.toString()).isEqualTo(id);
          } else if (p.toString().endsWith(".pdf")) {
            assertThat(printAfter.get(p)).as(p.toString()).isNotEqualTo(id);
          }
        });
    Map<Path, Object> artAfter = rebuilt.now("tts/images");
    art.forEach(
        (p, id) -> {
          String name = p.getFileName().toString();
          if (name.startsWith("map-")
              || name.startsWith("hero-")
              || name.startsWith("pickup-")
              || name.startsWith("token-")) {
            assertThat(artAfter.get(p)).as(name).isEqualTo(id);
          }
        });
  }

  @Test
  void aSpellEditReEncodesOnlyTheSheetRowsThatShowIt() throws Exception {
    Rebuilt rebuilt = rebuiltAfterTheEdit(".forge-cache/sheet-rows");

    // One row of the Fire sheet and one of the General sheet show the spell; the rest are kept.
    assertTwoNewAndTheRestKept(
        rebuilt.before(".forge-cache/sheet-rows"), rebuilt.now(".forge-cache/sheet-rows"));
  }

  /**
   * A build of the shipped data, the files under some of its folders as they were, then the edit
   * built.
   */
  private record Rebuilt(Path data, Path out, Map<String, Map<Path, Object>> before) {
    Map<Path, Object> before(String folder) {
      return before.get(folder);
    }

    Map<Path, Object> now(String folder) throws Exception {
      return identities(out.resolve(folder));
    }
  }

  /**
   * Builds the shipped data, notes the identity of every file under each of {@code folders} of the
   * output, makes the balance edit and builds again.
   */
  private Rebuilt rebuiltAfterTheEdit(String... folders) throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    assertThat(build(data, out).exitCode()).isZero();
    Map<String, Map<Path, Object>> before = new HashMap<>();
    for (String folder : folders) {
      before.put(folder, identities(out.resolve(folder)));
    }
    editFirstFireSpellsCost(data);
    ForgeRun again = build(data, out);
    assertThat(again.exitCode()).as(again.err()).isZero();
    return new Rebuilt(data, out, before);
  }

  /** The balance edit these tests make: the first fire spell costs 9. */
  private static void editFirstFireSpellsCost(Path data) throws Exception {
    ShippedData.editLine(data, "spells/fire.yaml", "^(\\s+cost:) (\\d+)$", "$1 9");
  }

  /** Two cache files are new, and every other one is the very file it was before the edit. */
  private static void assertTwoNewAndTheRestKept(
      Map<Path, Object> before, Map<Path, Object> after) {
    assertThat(after).hasSameSizeAs(before);
    assertThat(after.keySet().stream().filter(p -> !before.containsKey(p))).hasSize(2);
    after.forEach(
        (p, id) -> {
          if (before.containsKey(p)) {
            assertThat(id).as(p.toString()).isEqualTo(before.get(p));
          }
        });
  }

  @Test
  void aDamagedSheetRowIsEncodedAgain() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    assertThat(build(data, out).exitCode()).isZero();
    try (Stream<Path> rows = Files.list(out.resolve(".forge-cache/sheet-rows"))) {
      for (Path f : rows.toList()) {
        byte[] bytes = Files.readAllBytes(f);
        Files.delete(f);
        Files.write(f, java.util.Arrays.copyOf(bytes, bytes.length / 2));
      }
    }
    // the edit makes the Fire and General sheets be put together again from their rows
    editFirstFireSpellsCost(data);
    ForgeRun again = build(data, out);
    assertThat(again.exitCode()).as(again.err()).isZero();
    Map<Path, byte[]> sheets = contents(out.resolve("tts/images"));
    deleteTree(out);
    assertThat(build(data, out).exitCode()).isZero();
    Map<Path, byte[]> clean = contents(out.resolve("tts/images"));
    assertThat(sheets.keySet()).isEqualTo(clean.keySet());
    clean.forEach((p, bytes) -> assertThat(sheets.get(p)).as(p.toString()).isEqualTo(bytes));
  }

  @Test
  void aCardThatIsNotMeasuredAgainStillReportsWhatTheFitCheckFound() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    ShippedData.EditedLine e =
        ShippedData.editLine(
            data,
            "spirits.yaml",
            "^(\\s+text:) Then discard down to your limits\\.$",
            "$1 Then discard down to your {bogus} limits.");
    ForgeRun first = build(data, out);
    assertThat(first.exitCode()).as(first.err()).isZero();
    assertThat(diagnostics(first))
        .contains("spirits.yaml:" + e.line() + ":", "warning[unknown-icon]", "{bogus}");
    assertThat(Files.readString(out.resolve(".forge-cache/fit.json"))).contains("unknown-icon");

    ForgeRun again = build(data, out);
    assertThat(again.exitCode()).as(again.err()).isZero();
    assertThat(diagnostics(again)).isEqualTo(diagnostics(first));
  }

  /** What a build reported, without its progress lines (they carry timings). */
  private static String diagnostics(ForgeRun run) {
    return run.err()
        .lines()
        .filter(l -> !l.startsWith("forge: "))
        .collect(java.util.stream.Collectors.joining("\n"));
  }

  @Test
  void aDamagedCachedDrawingIsDrawnAgain() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    assertThat(build(data, out).exitCode()).isZero();
    byte[] letter = Files.readAllBytes(out.resolve("print/graveyard-of-legends-cards-letter.pdf"));
    try (Stream<Path> forms = Files.list(out.resolve(".forge-cache/forms"))) {
      for (Path f : forms.toList()) {
        Files.delete(f);
        Files.write(f, new byte[] {'b', 'a', 'd'});
      }
    }
    ForgeRun again = build(data, out);
    assertThat(again.exitCode()).as(again.err()).isZero();
    assertThat(Files.readAllBytes(out.resolve("print/graveyard-of-legends-cards-letter.pdf")))
        .isEqualTo(letter);
  }

  @Test
  void printingAloneKeepsWhatTheNextBuildCanReuse() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    assertThat(build(data, out).exitCode()).isZero();
    Map<Path, Object> before = identities(out.resolve("cards"));
    ForgeRun print =
        ForgeRun.of("print", "--data", data.toString(), "--out", out.toString(), "--paper", "a4");
    assertThat(print.exitCode()).as(print.err()).isZero();
    assertThat(build(data, out).exitCode()).isZero();
    assertThat(identities(out.resolve("cards"))).isEqualTo(before);
  }

  @Test
  void anIncrementalBuildWritesTheSameBytesAsACleanOne() throws Exception {
    Path data = ShippedData.copyInto(work);
    Path out = work.resolve("out");
    assertThat(build(data, out).exitCode()).isZero();
    ShippedData.editLine(data, "spells/water.yaml", "^(\\s+cost:) (\\d+)$", "$1 7");
    assertThat(build(data, out).exitCode()).isZero();
    Map<Path, byte[]> incremental = contents(out);
    deleteTree(out);
    assertThat(build(data, out).exitCode()).isZero();
    Map<Path, byte[]> clean = contents(out);
    assertThat(incremental.keySet()).isEqualTo(clean.keySet());
    incremental.forEach((p, bytes) -> assertThat(bytes).as(p.toString()).isEqualTo(clean.get(p)));
  }

  private static Map<Path, byte[]> contents(Path root) throws Exception {
    Map<Path, byte[]> all = new HashMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(root).entrySet()) {
      all.put(f.getKey(), Files.readAllBytes(f.getValue()));
    }
    return all;
  }

  private static void deleteTree(Path root) throws Exception {
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }

  private static ForgeRun build(Path data, Path out) {
    return ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
  }

  /** Each file's inode: a reused file is the same file, linked into the new output. */
  private static Map<Path, Object> identities(Path root) throws Exception {
    Map<Path, Object> ids = new HashMap<>();
    for (Map.Entry<Path, Path> f : ShownOutput.files(root).entrySet()) {
      ids.put(f.getKey(), Files.getAttribute(f.getValue(), "unix:ino"));
    }
    return ids;
  }
}
