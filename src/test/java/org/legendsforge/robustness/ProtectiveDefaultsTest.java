package org.legendsforge.robustness;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.legendsforge.testing.ForgeRun;
import org.legendsforge.testing.ShippedData;

/**
 * The defaults that protect a user's files and machine (issue 8, item 4): forge writes only into an
 * output folder it made, data paths never leave card-data (not by climbing, not by absolute paths,
 * not through links), and art and text have size limits with clear messages.
 */
class ProtectiveDefaultsTest {
  @TempDir Path work;
  private Path data;
  private int artLine;

  @BeforeEach
  void copyTheShippedData() {
    data = ShippedData.copyInto(work);
  }

  @Test
  void aNonEmptyFolderNotMadeByForgeIsRefusedAndLeftAlone() throws IOException {
    Path out = Files.createDirectories(work.resolve("documents"));
    Files.writeString(out.resolve("thesis.txt"), "four years of work");
    TreeSnapshot before = TreeSnapshot.of(work);
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("is not empty and was not made by forge")
        .contains("hint: choose an empty or new folder with --out DIR");
    assertThat(before.diff(TreeSnapshot.of(work))).isEmpty();
  }

  @Test
  void anOutputPathThatIsAFileIsRefusedAndLeftAlone() throws IOException {
    Path out = Files.writeString(work.resolve("output"), "not a folder");
    ForgeRun run = ForgeRun.of("build", "--data", data.toString(), "--out", out.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(Files.readString(out)).isEqualTo("not a folder");
  }

  @Test
  void anEmptyFolderOrOneForgeMadeIsWritten() throws IOException {
    Path out = Files.createDirectories(work.resolve("empty"));
    assertThat(ForgeRun.of("build", "--data", data.toString(), "--out", out.toString()).exitCode())
        .isZero();
    assertThat(out.resolve(".forge-output")).exists();
    Files.writeString(out.resolve("stray.txt"), "left by the user");
    assertThat(ForgeRun.of("build", "--data", data.toString(), "--out", out.toString()).exitCode())
        .isZero();
  }

  @ParameterizedTest(name = "art \"{0}\" is refused")
  @ValueSource(strings = {"../outside.png", "art/../../outside.png", "ABSOLUTE"})
  void artPathsThatLeaveCardDataAreRefused(String art) throws IOException {
    Files.write(work.resolve("outside.png"), ArtMutations.png(8, 8));
    String path = art.equals("ABSOLUTE") ? work.resolve("outside.png").toString() : art;
    ForgeRun run = validateWithArt(path);
    assertLocatedError(run, "art-path", "lies outside the card-data folder");
  }

  @Test
  void artLinkedToAFileOutsideCardDataIsRefused() throws IOException {
    Path outside = Files.write(work.resolve("outside.png"), ArtMutations.png(8, 8));
    Files.createSymbolicLink(
        Files.createDirectories(data.resolve("art")).resolve("link.png"), outside);
    assertLocatedError(
        validateWithArt("art/link.png"),
        "art-path",
        "links to a file outside the card-data folder");
  }

  @Test
  void artInALinkedFolderOutsideCardDataIsRefused() throws IOException {
    Path dir = Files.createDirectories(work.resolve("elsewhere"));
    Files.write(dir.resolve("x.png"), ArtMutations.png(8, 8));
    Files.createSymbolicLink(data.resolve("art"), dir);
    assertLocatedError(
        validateWithArt("art/x.png"), "art-path", "links to a file outside the card-data folder");
  }

  @Test
  void aLinkThatStaysInsideCardDataIsFine() throws IOException {
    Path artDir = Files.createDirectories(data.resolve("art"));
    Files.write(artDir.resolve("real.png"), ArtMutations.png(40, 56));
    Files.createSymbolicLink(artDir.resolve("alias.png"), artDir.resolve("real.png"));
    ForgeRun run = validateWithArt("art/alias.png");
    assertThat(run.exitCode()).as(run.err()).isZero();
  }

  @Test
  void cardDataReachedThroughALinkedFolderKeepsItsArt() throws IOException {
    Files.write(
        Files.createDirectories(data.resolve("art")).resolve("real.png"), ArtMutations.png(40, 56));
    Path link = Files.createSymbolicLink(work.resolve("project-link"), work);
    ShippedData.editLine(
        data, "heroes.yaml", "^(\\s+)- id: ([a-z-]+).*$", "$1- id: $2\n$1  art: art/real.png");
    ForgeRun run = ForgeRun.of("validate", "--data", link.resolve("card-data").toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
  }

  @Test
  void artWithHugePixelSizesIsRefusedFromItsHeaderAlone() throws IOException {
    Path artDir = Files.createDirectories(data.resolve("art"));
    // a header claiming 100 000 x 70 000 pixels and no pixel data: decoding it would fail or
    // take gigabytes, so a clear message proves only the header was read
    Files.write(artDir.resolve("huge.png"), ArtMutations.pngHeader(100_000, 70_000));
    assertLocatedError(
        validateWithArt("art/huge.png"),
        "art-too-large",
        "is 100000 x 70000 px, more than the 4096 px a side may be");
  }

  @Test
  void jpegArtWithHugePixelSizesIsRefused() throws IOException {
    Files.write(
        Files.createDirectories(data.resolve("art")).resolve("huge.jpg"),
        ArtMutations.jpegHeader(5000, 3000));
    assertLocatedError(validateWithArt("art/huge.jpg"), "art-too-large", "is 5000 x 3000 px");
  }

  @Test
  void hugeArtFilesAreRefused() throws IOException {
    Path file = Files.createDirectories(data.resolve("art")).resolve("big.png");
    Files.write(file, ArtMutations.png(8, 8));
    try (var ch =
        java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.WRITE)) {
      ch.write(java.nio.ByteBuffer.wrap(new byte[] {0}), 17L * 1024 * 1024);
    }
    assertLocatedError(
        validateWithArt("art/big.png"),
        "art-too-large",
        "is 17 MiB, more than the 16 MiB an art file may be");
  }

  @Test
  void artThatIsNotAnImageIsRefused() throws IOException {
    Files.writeString(
        Files.createDirectories(data.resolve("art")).resolve("notes.png"), "just text");
    assertLocatedError(
        validateWithArt("art/notes.png"), "art-format", "is not a PNG, JPEG or SVG image");
  }

  @Test
  void brokenOrBloatedSvgArtGivesAWarningAndTheEmblemNeverACrash() throws IOException {
    Path art = Files.createDirectories(data.resolve("art"));
    Files.writeString(
        art.resolve("broken.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 L\"/><g><g><rect");
    ForgeRun broken = validateWithArt("art/broken.svg");
    assertThat(broken.exitCode()).as(broken.err()).isZero();
    assertThat(broken.err())
        .containsPattern("heroes\\.yaml:17:\\d+: warning\\[art\\]: .*cannot be read as a picture");

    StringBuilder deep =
        new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">");
    deep.append("<g>".repeat(5000))
        .append("<rect width=\"1\" height=\"1\"/>")
        .append("</g>".repeat(5000))
        .append("</svg>");
    Files.writeString(art.resolve("broken.svg"), deep);
    ForgeRun nested = ForgeRun.of("validate", "--data", data.toString());
    assertThat(nested.exitCode()).as(nested.err()).isZero();
    assertThat(nested.err()).doesNotContain("Exception").doesNotContain("jsvg");
  }

  @Test
  void artOfAReasonableSizeIsAccepted() throws IOException {
    Files.write(
        Files.createDirectories(data.resolve("art")).resolve("ok.png"),
        ArtMutations.png(822, 1122));
    Files.write(data.resolve("art").resolve("ok.jpg"), ArtMutations.jpegHeader(4096, 4096));
    assertThat(validateWithArt("art/ok.png").exitCode()).isZero();
    ShippedData.editLine(data, "heroes.yaml", "art/ok.png", "art/ok.jpg");
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
  }

  @Test
  void textLongerThanACardCanHoldIsRefusedWithItsLength() {
    int line =
        ShippedData.editLine(data, "heroes.yaml", "^(\\s+)name: .*$", "$1name: " + "N".repeat(41))
            .line();
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .containsPattern(
            "heroes\\.yaml:"
                + line
                + ":\\d+: error\\[text-too-long\\]: \"name\" is 41 characters long, more than the 40 allowed")
        .contains("hint: shorten it");
    assertThat(ErrorOutputCheck.problems(run.err(), run.out(), data.toString())).isEmpty();
  }

  @Test
  void aMegabyteOfTextIsRefusedWithoutEchoingIt() {
    ShippedData.editLine(
        data, "spirits.yaml", "^(\\s+)text: .*$", "$1text: " + "lorem ipsum ".repeat(90_000));
    ForgeRun run = ForgeRun.of("validate", "--data", data.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains(
            "error[text-too-long]: \"text\" is 1079999 characters long, more than the 400 allowed");
    assertThat(run.err().length()).isLessThan(2000);
  }

  @Test
  void oddCharactersInTheDataFolderNameKeepEachMessageOnOneLine() throws IOException {
    String name = "odd\nname \u202e\u2713";
    org.junit.jupiter.api.Assumptions.assumeTrue(
        java.nio.charset.Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8"))
            .newEncoder()
            .canEncode(name),
        "file names cannot hold non-ASCII characters in this locale");
    Path odd = Files.createDirectories(work.resolve(name));
    Path oddData = ShippedData.copyInto(odd);
    ShippedData.editLine(oddData, "heroes.yaml", "^(\\s+)health:", "$1helth:");
    ForgeRun run = ForgeRun.of("validate", "--data", oddData.toString());
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err().lines().filter(l -> l.contains("error[")))
        .singleElement()
        .asString()
        .contains("odd\\nname \\u202e\u2713/card-data/heroes.yaml:")
        .contains("error[unknown-key]: unknown key \"helth\" in hero");
  }

  /** Gives the first hero art at {@code path} and validates. */
  private ForgeRun validateWithArt(String path) {
    artLine =
        ShippedData.editLine(
                    data,
                    "heroes.yaml",
                    "^(\\s+)- id: ([a-z-]+).*$",
                    "$1- id: $2\n$1  art: \"" + path + "\"")
                .line()
            + 1;
    return ForgeRun.of("validate", "--data", data.toString());
  }

  private void assertLocatedError(ForgeRun run, String checkId, String message) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
    assertThat(run.err())
        .containsPattern(
            "heroes\\.yaml:"
                + artLine
                + ":\\d+: error\\["
                + checkId
                + "\\]: .*"
                + java.util.regex.Pattern.quote(message));
    assertThat(ErrorOutputCheck.problems(run.err(), run.out(), data.toString())).isEmpty();
  }
}
