package org.legendsforge.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    header = "Prints the shell completion script for forge (bash or zsh).",
    description = {
      "Tab completes forge's commands, options and option values in bash and zsh.",
      "For this shell: source <(./forge completion bash) (or zsh). For every new one, add that"
          + " line to ~/.bashrc or ~/.zshrc with the path of your forge.",
      "It completes the command forge (bash also ./forge, by its last part)."
    })
final class CompletionCommand implements Callable<Integer> {
  /** The shells picocli's script serves: one script, which sets zsh's bash emulation up itself. */
  enum Shell {
    bash,
    zsh
  }

  @Parameters(
      paramLabel = "bash|zsh",
      description = "The shell: ${COMPLETION-CANDIDATES}.",
      completionCandidates = ShellNames.class)
  Shell shell;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  static final class ShellNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return java.util.Arrays.stream(Shell.values()).map(Enum::name).iterator();
    }
  }

  @Override
  public Integer call() {
    // the whole command line, every command (a run of one command builds only its own)
    var all = ExitCodes.commandLine(new Forge(), Forge.COMMANDS);
    spec.commandLine().getOut().print(AutoComplete.bash("forge", all));
    spec.commandLine().getOut().flush();
    return ExitCodes.OK;
  }
}
