package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.outputs.GraveyardParts;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.TestCardRenderer;
import org.legendsforge.kit.render.FontSet;
import org.legendsforge.kit.tts.TestCatalog;

/**
 * With an image address, the hosted save beside the local one: every URL under the address, and in
 * its folder exactly the images to upload.
 */
class TtsHostedImagesTest {
  @Test
  void imageBaseUrlRewritesEveryImageUrl(@TempDir Path out) throws IOException {
    FontSet fonts = FontSet.load();
    var ctx =
        new BuildContext(
            TestCatalog.create(), new TestCardRenderer(fonts), fonts, 3, new Diagnostics());
    new TtsTarget(
            TtsFixture.TEMPLATES,
            Optional.of("https://example.org/legends/"),
            out,
            new GraveyardParts())
        .write(ctx, out);
    JsonNode save =
        new ObjectMapper().readTree(out.resolve("tts-hosted/Test Legends (hosted).json").toFile());
    List<String> urls = new ArrayList<>();
    collectUrls(save, urls);
    assertThat(urls).isNotEmpty().allMatch(u -> u.startsWith("https://example.org/legends/"));
    for (String u : urls) {
      assertThat(
              out.resolve("tts-hosted/images")
                  .resolve(u.substring("https://example.org/legends/".length())))
          .exists();
    }
    assertThat(Files.readString(out.resolve("tts-hosted/Test Legends (hosted).json")))
        .doesNotContain("file://");
    assertThat(out.resolve("tts-hosted/Test Legends (hosted).png")).exists();
    // the local save still loads from this computer
    assertThat(Files.readString(out.resolve("tts/Test Legends.json")))
        .contains("file://")
        .doesNotContain("https://example.org/legends/");
  }

  private static void collectUrls(JsonNode n, List<String> out) {
    n.fields()
        .forEachRemaining(
            e -> {
              if (e.getKey().endsWith("URL")
                  && e.getValue().isTextual()
                  && !e.getValue().asText().isEmpty()) {
                out.add(e.getValue().asText());
              } else {
                collectUrls(e.getValue(), out);
              }
            });
    if (n.isArray()) {
      n.forEach(c -> collectUrls(c, out));
    }
  }
}
