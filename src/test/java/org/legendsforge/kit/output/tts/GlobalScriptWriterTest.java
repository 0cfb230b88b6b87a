package org.legendsforge.kit.output.tts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.games.graveyard.table.LuaView;
import org.legendsforge.games.graveyard.table.TableGeometry;
import org.legendsforge.games.graveyard.table.TableIndex;
import org.legendsforge.kit.tts.GuidAllocator;
import org.legendsforge.kit.tts.TestCatalog;

/**
 * The script templates are kept parsed for the life of the process (forge watch, the build server),
 * yet a designer's edit to one shows in the very next build.
 */
class GlobalScriptWriterTest {
  @Test
  void anEditedScriptTemplateIsReadAgainByTheNextBuild(@TempDir Path templates) throws IOException {
    Path tts = Files.createDirectories(templates.resolve("tts"));
    Files.writeString(tts.resolve(GlobalScriptWriter.LUA), "-- first version\n");
    Files.writeString(tts.resolve(GlobalScriptWriter.UI), "<Panel/>\n");
    Catalog catalog = TestCatalog.create();
    LuaView view =
        LuaView.of(
            catalog, TableIndex.create(catalog, new GuidAllocator()), TableGeometry.DEFAULT, 1);

    assertThat(new GlobalScriptWriter(templates).write(view).lua()).isEqualTo("-- first version\n");

    Path lua = tts.resolve(GlobalScriptWriter.LUA);
    Files.writeString(lua, "-- second version\n");
    // as a later save would stamp it, even on a file system that keeps whole seconds
    Files.setLastModifiedTime(lua, FileTime.from(Instant.now().plusSeconds(5)));
    assertThat(new GlobalScriptWriter(templates).write(view).lua())
        .isEqualTo("-- second version\n");
  }
}
