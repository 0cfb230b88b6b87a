package org.legendsforge.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * A project the launchers can run on without building anything real: this checkout's {@code forge}
 * and its JVM flag files, with a pom and one source for the launcher's "sources changed" hash. The
 * launcher tests give it stand-in tools of their own on the PATH.
 */
public final class LauncherStandIn {
  private LauncherStandIn() {}

  /**
   * The stand-in project in {@code dir/project}, its {@code forge} copied from {@code launcher}.
   */
  public static Path project(Path dir, Path launcher) throws IOException {
    Path project = Files.createDirectories(dir.resolve("project"));
    Files.copy(launcher, project.resolve("forge"));
    Files.createDirectories(project.resolve("launcher"));
    for (String args : List.of("build.args", "games.args")) {
      Files.copy(Path.of("launcher", args), project.resolve("launcher").resolve(args));
    }
    Files.writeString(project.resolve("pom.xml"), "<project/>\n");
    Files.createDirectories(project.resolve("src/main/java/x"));
    Files.writeString(project.resolve("src/main/java/x/A.java"), "class A {}\n");
    return project;
  }

  /** The stand-in project with this checkout's {@code forge}. */
  public static Path project(Path dir) throws IOException {
    return project(dir, Path.of("forge"));
  }

  /** An executable script: {@code shebang}, then {@code body}. */
  public static void script(Path file, String shebang, String body) throws IOException {
    Files.writeString(file, shebang + "\n" + body + "\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  /**
   * A PATH of {@code bin} (a test's stand-in tools) and then the machine's own {@code tools}, each
   * reached through a one-line script in {@code folder}, so a tool left off the list is missing.
   */
  public static String path(Path bin, Path folder, List<String> tools) throws IOException {
    Files.createDirectories(folder);
    for (String name : tools) {
      for (String dir : System.getenv("PATH").split(File.pathSeparator)) {
        Path tool = Path.of(dir.isEmpty() ? "." : dir, name);
        if (Files.isExecutable(tool) && !Files.exists(folder.resolve(name))) {
          script(folder.resolve(name), "#!/bin/sh", "exec '" + tool + "' \"$@\"");
        }
      }
    }
    return bin + File.pathSeparator + folder;
  }
}
