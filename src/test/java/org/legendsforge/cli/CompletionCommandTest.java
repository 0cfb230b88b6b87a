package org.legendsforge.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** forge completion bash|zsh prints a script that tab-completes forge's commands and options. */
class CompletionCommandTest {
  @TempDir Path dir;

  private static String script(String shell) {
    StringWriter out = new StringWriter();
    int code =
        Forge.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "completion", shell);
    assertThat(code).isEqualTo(ExitCodes.OK);
    return out.toString();
  }

  /** What bash offers after the words typed (the last one being completed). */
  private List<String> bashOffers(String... typed) throws Exception {
    Path file = Files.writeString(dir.resolve("forge-completion.bash"), script("bash"));
    String words = String.join(" ", typed);
    String probe =
        "source '"
            + file
            + "'\nCOMP_WORDS=("
            + words
            + ")\nCOMP_CWORD="
            + (typed.length - 1)
            + "\nCOMP_LINE='"
            + words
            + "'\nCOMP_POINT=${#COMP_LINE}\n_complete_forge\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n";
    Process p =
        new ProcessBuilder("bash", "-c", probe)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    String offered = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    return offered.lines().map(String::strip).filter(s -> !s.isEmpty()).toList();
  }

  @Test
  void bashCompletesEveryCommandAndEachCommandsOptions() throws Exception {
    assertThat(bashOffers("./forge", "bu")).containsExactly("build");
    assertThat(bashOffers("./forge", "p"))
        .contains("print", "play", "playtest")
        .doesNotContain("build");
    assertThat(bashOffers("./forge", "build", "--pap")).containsExactly("--paper");
    assertThat(bashOffers("./forge", "completion", "")).contains("bash", "zsh");
  }

  @Test
  void zshGetsTheSameScriptWhichSetsUpItsBashCompletion() {
    String zsh = script("zsh");
    assertThat(zsh).isEqualTo(script("bash"));
    assertThat(zsh).contains("ZSH_VERSION").contains("bashcompinit");
  }

  @Test
  void anotherShellIsAUsageError() {
    StringWriter err = new StringWriter();
    int code =
        Forge.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "completion", "fish");
    assertThat(code).isEqualTo(ExitCodes.USAGE);
    assertThat(err.toString()).contains("forge: error: ").contains("bash, zsh");
  }
}
