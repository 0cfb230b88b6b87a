package org.legendsforge.cli;

import java.util.List;
import org.legendsforge.pipeline.ProcessStats;
import org.legendsforge.pipeline.Stages;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code forge} command line: the only code that prints or picks exit codes. */
@Command(
    name = "forge",
    mixinStandardHelpOptions = true,
    versionProvider = ForgeVersion.class,
    description =
        "Turns Graveyard of Legends card data into printable PDFs, card images and a Tabletop Simulator save.")
public final class Forge implements Runnable {
  /**
   * The commands, in the order {@code forge --help} lists them (the order a designer needs them).
   */
  static final List<Class<?>> COMMANDS =
      List.of(
          BuildCommand.class,
          ValidateCommand.class,
          NewCommand.class,
          PrintCommand.class,
          TtsCommand.class,
          WatchCommand.class,
          BalanceCommand.class,
          DiffCommand.class,
          SetupCommand.class,
          PlayCommand.class,
          PlaytestCommand.class,
          TuneCommand.class,
          RulesCommand.class,
          SchemaCommand.class,
          BenchCommand.class,
          ServerCommand.class,
          WorkerCommand.class,
          CompletionCommand.class,
          CommandLine.HelpCommand.class);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Read by the error handler from the raw arguments; declared so every command accepts it. */
  @CommandLine.Option(
      names = "--verbose",
      scope = CommandLine.ScopeType.INHERIT,
      description = "On an internal error, print the full stack trace.")
  boolean verbose;

  public static void main(String[] args) {
    List<Class<?>> commands = commandsFor(args);
    if (commands.size() == 1 && NeedsFonts.class.isAssignableFrom(commands.get(0))) {
      Stages.readFontsAhead();
    }
    var out =
        new java.io.PrintWriter(
            new java.io.OutputStreamWriter(System.out, java.nio.charset.StandardCharsets.UTF_8),
            true);
    var err =
        new java.io.PrintWriter(
            new java.io.OutputStreamWriter(System.err, java.nio.charset.StandardCharsets.UTF_8),
            true);
    int code = run(new Forge(true), commands, out, err, args);
    String stats = System.getProperty("forge.stats");
    if (stats != null) {
      try {
        java.nio.file.Files.writeString(
            java.nio.file.Path.of(stats), ProcessStats.ofThisProcess().json());
      } catch (java.io.IOException e) {
        err.println("forge: cannot write the benchmark statistics to " + stats);
      }
    }
    System.exit(code);
  }

  /** Whether out and err are the process's own streams (so a live progress bar may be drawn). */
  final boolean processStreams;

  public Forge() {
    this(false);
  }

  private Forge(boolean processStreams) {
    this.processStreams = processStreams;
  }

  /** Runs with the given output and error streams (for tests and embedding). */
  public static int run(java.io.PrintWriter out, java.io.PrintWriter err, String... args) {
    return run(new Forge(), commandsFor(args), out, err, args);
  }

  private static int run(
      Forge forge,
      List<Class<?>> commands,
      java.io.PrintWriter out,
      java.io.PrintWriter err,
      String... args) {
    CommandLine cl = ExitCodes.commandLine(forge, commands);
    cl.setOut(out);
    cl.setErr(err);
    try {
      return cl.execute(args);
    } catch (OutOfMemoryError e) {
      // Whatever was staged is abandoned; the output folder still holds the last good build.
      long mib = Runtime.getRuntime().maxMemory() / (1024 * 1024);
      err.println(
          "forge: error: the card set needs more memory than the " + mib + " MiB forge may use");
      err.println(
          "  hint: run again with more, e.g. FORGE_MAX_HEAP=1g ./forge " + String.join(" ", args));
      return ExitCodes.ENVIRONMENT;
    } finally {
      out.flush();
      err.flush();
    }
  }

  /**
   * The commands to build the command line with: only the one being run when the first word names
   * one (reading every command's options and help cost about 50 ms of every run), all of them for
   * help, version, mistakes and no command at all.
   */
  static List<Class<?>> commandsFor(String... args) {
    for (String arg : args) {
      if (arg.startsWith("-")) {
        continue;
      }
      for (Class<?> c : COMMANDS) {
        if (c != CommandLine.HelpCommand.class
            && c.getAnnotation(Command.class).name().equals(arg)) {
          return List.of(c);
        }
      }
      break;
    }
    return COMMANDS;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "say which command to run");
  }
}
