package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.testing.ForgeRun;

/**
 * The starter game's preview page: every link and picture on it is a file of the build, it links
 * the TTS save and each PDF the build wrote (home print and shop), and it was written after all of
 * them.
 */
class ProjectGalleryTest {
  private static final Pattern LINK = Pattern.compile("(?:href|src)=\"([^\"#?]+)[^\"]*\"");

  @TempDir Path tmp;

  @Test
  void thePageLinksTheSaveAndEveryPdfAndIsWrittenAfterThem() throws Exception {
    Path game = tmp.resolve("game");
    assertThat(ForgeRun.of("new", game.toString()).exitCode()).isZero();
    Path out = tmp.resolve("out");
    BuildReport report = new ProjectBuild(game, "").build(out);
    assertThat(report.ok()).as("%s", report.diagnostics().sorted()).isTrue();

    Path page = out.resolve("index.html");
    List<String> links = links(Files.readString(page));
    assertThat(links).contains("tts/game.json").isNotEmpty();
    List<String> pdfs = new ArrayList<>();
    for (String dir : List.of("print", "print/shop")) {
      try (var s = Files.list(out.resolve(dir))) {
        s.map(p -> dir + "/" + p.getFileName()).filter(n -> n.endsWith(".pdf")).forEach(pdfs::add);
      }
    }
    assertThat(pdfs).contains("print/game-cards-a4.pdf", "print/shop/game-shop-fronts.pdf");
    assertThat(links).containsAll(pdfs);
    FileTime written = Files.getLastModifiedTime(page);
    for (String link : links) {
      Path file = out.resolve(link);
      assertThat(file).as(link).isRegularFile();
      assertThat(Files.getLastModifiedTime(file)).as(link).isLessThanOrEqualTo(written);
    }
  }

  private static List<String> links(String html) {
    List<String> out = new ArrayList<>();
    Matcher m = LINK.matcher(html);
    while (m.find()) {
      if (!m.group(1).contains(":")) {
        out.add(m.group(1));
      }
    }
    return out;
  }
}
