package org.legendsforge.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.legendsforge.kit.server.BuildServer;
import org.legendsforge.pipeline.ProjectPaths;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "server",
    mixinStandardHelpOptions = true,
    header = "Shows or stops this project's build servers.",
    description =
        "The ./forge launcher runs build, print and validate in a forge that stays running"
            + " between builds, so builds after the first start warm. A server ends by itself after "
            + BuildServer.IDLE_MINUTES
            + " minutes without a build or when forge is rebuilt;"
            + " FORGE_SERVER=0 runs forge without one.")
public final class ServerCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "status|stop",
      defaultValue = "status",
      description = "status (the default) lists the running servers; stop ends them.")
  String action;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /**
   * The build server's process, as the launcher starts it: the socket to listen on and the jar it
   * runs from. A request that goes on after its client went and it was cancelled ends the process,
   * so it cannot keep the output folder locked.
   */
  public static void main(String[] args) throws java.io.IOException {
    BuildServer.serveProcess(
        args,
        ServerCommand::runRequest,
        ServerCommand::isWork,
        () -> Runtime.getRuntime().halt(ExitCodes.ENVIRONMENT));
  }

  /**
   * Whether forge's arguments ask for work worth a server: they parse, and ask for no help or
   * version (which a server started for them would have been started for nothing).
   */
  public static boolean isWork(List<String> args) {
    String[] given = args.toArray(String[]::new);
    try {
      CommandLine.ParseResult parsed =
          ExitCodes.commandLine(new Forge(), Forge.commandsFor(given)).parseArgs(given);
      for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
        if (p.isUsageHelpRequested() || p.isVersionHelpRequested()) {
          return false;
        }
      }
      return parsed.hasSubcommand();
    } catch (CommandLine.ParameterException usageError) {
      return false;
    }
  }

  /** One request to the build server, run as a one-shot forge would run it. */
  public static int runRequest(PrintWriter out, PrintWriter err, String[] args) {
    try {
      return Forge.run(out, err, args);
    } catch (RuntimeException | Error e) {
      // what a one-shot forge would have died of; the server serves on
      err.println("forge: internal error: " + e);
      err.println(
          "  hint: this is a bug in forge; run again with FORGE_SERVER=0 ./forge ... --verbose and"
              + " report the output");
      return ExitCodes.BUG;
    }
  }

  @Override
  public Integer call() {
    if (!action.equals("status") && !action.equals("stop")) {
      return Usage.error(
          spec,
          "unknown action '" + action + "'",
          "use 'forge server status' or 'forge server stop'");
    }
    PrintWriter out = spec.commandLine().getOut();
    Path project = ProjectPaths.fromSystem().home();
    List<ProcessHandle> servers = running(project.resolve("target").resolve("forge-server"));
    if (servers.isEmpty()) {
      out.println("forge: no build server is running for " + project);
      return ExitCodes.OK;
    }
    for (ProcessHandle p : servers) {
      String where = workingDir(p).map(d -> " in " + d).orElse("");
      if (action.equals("stop")) {
        p.destroy();
        boolean ended = p.onExit().completeOnTimeout(null, 10, TimeUnit.SECONDS).join() != null;
        out.println(
            "forge: "
                + (ended ? "stopped" : "asked to stop")
                + " the build server "
                + p.pid()
                + where);
      } else {
        out.println("forge: build server " + p.pid() + " is running" + where);
      }
    }
    return ExitCodes.OK;
  }

  /** The build servers whose socket is in {@code folder}, as the launcher starts them. */
  public static List<ProcessHandle> running(Path folder) {
    String prefix = folder.toAbsolutePath().normalize() + "/";
    return ProcessHandle.allProcesses()
        .filter(
            p -> p.info().arguments().map(args -> isServerIn(List.of(args), prefix)).orElse(false))
        .toList();
  }

  private static boolean isServerIn(List<String> args, String prefix) {
    int main = args.indexOf(ServerCommand.class.getName());
    return main >= 0 && main + 1 < args.size() && args.get(main + 1).startsWith(prefix);
  }

  /** Where the server runs (the folder its paths are relative to); Linux tells through /proc. */
  private static Optional<String> workingDir(ProcessHandle p) {
    try {
      return Optional.of(
          Files.readSymbolicLink(Path.of("/proc", Long.toString(p.pid()), "cwd")).toString());
    } catch (Exception notLinux) {
      return Optional.empty();
    }
  }
}
