package org.legendsforge.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where {@code forge tts} put the save, and an install that finds no Saves folder. */
class TtsSaveTest {
  @TempDir Path tmp;

  @Test
  void theLocalAndHostedSavesLieInTheirFoldersOfTheOutput() {
    TtsSave save = new TtsSave(tmp, "Graveyard of Legends");

    assertThat(save.localSave()).isEqualTo(tmp.resolve("tts/Graveyard of Legends.json"));
    assertThat(save.hostedSave().getParent()).isEqualTo(tmp.resolve("tts-hosted"));
    assertThat(save.hostedImages()).isEqualTo(tmp.resolve("tts-hosted/images"));
  }

  @Test
  void aSavesFolderThatIsNotThereInstallsNothingAndCreatesNothing() {
    Path missing = tmp.resolve("Saves");

    TtsSave.Installed r =
        new TtsSave(tmp, "Graveyard of Legends").install(Optional.of(missing), false);

    assertThat(r.outcome()).isEqualTo(TtsSave.Outcome.NO_GAME_FOLDER);
    assertThat(r.lookedIn()).containsExactly(missing);
    assertThat(r.saves()).isEmpty();
    assertThat(missing).doesNotExist();
  }
}
