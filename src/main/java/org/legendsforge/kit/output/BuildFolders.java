package org.legendsforge.kit.output;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.legendsforge.kit.files.FileLinks;

/**
 * The builds of an output folder, in {@code .forge-builds/}: each build is written whole into a
 * numbered folder of its own, and {@code .forge-builds/current}, a symbolic link, names the one the
 * output shows. The entries a user sees at the top of the output folder ({@code cards}, {@code
 * index.html}, ...) are fixed links through {@code current}. Committing a build is renaming a new
 * {@code current} link over the old one: a single rename of a single directory entry, atomic on
 * every POSIX file system, so whatever instant forge is killed at, the output shows the whole last
 * build or the whole new one, never a mix.
 */
final class BuildFolders {
  static final String DIR = ".forge-builds";
  static final String CURRENT = "current";

  /** What a top-level link of the output folder points at, before its name. */
  static final String THROUGH = DIR + "/" + CURRENT + "/";

  private final Path root;
  private final Path builds;

  BuildFolders(Path root) {
    this.root = root;
    this.builds = root.resolve(DIR);
  }

  /** The folder of the build the output shows, if there is one. */
  Optional<Path> current() throws IOException {
    Path link = builds.resolve(CURRENT);
    if (!Files.isSymbolicLink(link)) {
      return Optional.empty();
    }
    Path target = builds.resolve(Files.readSymbolicLink(link).toString()).normalize();
    return target.getParent().equals(builds) && Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)
        ? Optional.of(target)
        : Optional.empty();
  }

  /**
   * A fresh, empty folder for the next build. Folders of builds that never committed (a crash, a
   * failure) are deleted first; the current build is left as it is.
   */
  Path begin() throws IOException {
    if (Files.exists(builds, LinkOption.NOFOLLOW_LINKS)
        && !Files.isDirectory(builds, LinkOption.NOFOLLOW_LINKS)) {
      Files.delete(builds); // not forge's: forge never makes it a link or a file
    }
    Files.createDirectories(builds);
    Optional<Path> current = current();
    int next = 1;
    for (Path p : entries(builds)) {
      String name = p.getFileName().toString();
      if (current.isPresent() && p.equals(current.get()) || name.equals(CURRENT)) {
        next = Math.max(next, number(name) + 1);
        continue;
      }
      OutputTree.deleteTree(p);
    }
    while (true) {
      try {
        return Files.createDirectory(builds.resolve(Integer.toString(next)));
      } catch (FileAlreadyExistsException taken) {
        next++;
      }
    }
  }

  /**
   * Makes {@code staged} the build the output shows, and returns the names of its entries. Names
   * the last build had but this one has not are carried over from it (a run that writes only some
   * outputs, forge print, keeps the others). Links are made first for names that have none yet;
   * they point at nothing until the one rename that commits; links of names no build has any more,
   * and the old build's folder, are removed after it. Returns the names this build wrote itself.
   */
  List<String> commit(Path staged) throws IOException {
    List<String> written = new ArrayList<>();
    for (Path p : entries(staged)) {
      written.add(p.getFileName().toString());
    }
    Optional<Path> previous = current();
    if (previous.isPresent()) {
      carryOver(previous.get(), staged);
    }
    List<String> names = new ArrayList<>();
    for (Path p : entries(staged)) {
      names.add(p.getFileName().toString());
    }
    for (String name : names) {
      showThroughCurrent(name, staged);
    }
    Path next = builds.resolve(CURRENT + "." + staged.getFileName() + ".new");
    Files.deleteIfExists(next);
    Files.createSymbolicLink(next, Path.of(staged.getFileName().toString()));
    Files.move(next, builds.resolve(CURRENT), StandardCopyOption.ATOMIC_MOVE);
    removeLinksBut(names);
    for (Path p : entries(builds)) {
      if (!p.equals(staged) && !p.getFileName().toString().equals(CURRENT)) {
        OutputTree.deleteTree(p);
      }
    }
    return written;
  }

  /**
   * Deletes a build that did not commit; with no build committed ever, {@code .forge-builds} too.
   */
  void abandon(Path staged) throws IOException {
    OutputTree.deleteTree(staged);
    if (current().isEmpty() && entries(builds).isEmpty()) {
      Files.deleteIfExists(builds);
    }
  }

  /**
   * Puts the link {@code name -> .forge-builds/current/name} at the top of the output folder, made
   * beside and renamed into place. An entry already there that is not that link (the output of a
   * forge from before these links, or anything else under a name a build now uses) is replaced: a
   * file by the same rename, a folder (which cannot be renamed over) moved aside first and deleted
   * with the old builds.
   */
  private void showThroughCurrent(String name, Path staged) throws IOException {
    Path top = root.resolve(name);
    Path wanted = Path.of(THROUGH + name);
    if (Files.isSymbolicLink(top) && Files.readSymbolicLink(top).equals(wanted)) {
      return;
    }
    // the target is relative to wherever the link stands: right once it stands at the top
    Path link = builds.resolve(name + ".link");
    Files.deleteIfExists(link);
    Files.createSymbolicLink(link, wanted);
    if (Files.isDirectory(top, LinkOption.NOFOLLOW_LINKS)) {
      Path aside =
          Files.createDirectories(builds.resolve("aside-" + staged.getFileName())).resolve(name);
      Files.move(top, aside, StandardCopyOption.ATOMIC_MOVE);
    }
    Files.move(link, top, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
  }

  /** Removes the top-level links through {@code current} whose names the build no longer has. */
  private void removeLinksBut(List<String> names) throws IOException {
    for (Path p : entries(root)) {
      String name = p.getFileName().toString();
      if (!names.contains(name)
          && Files.isSymbolicLink(p)
          && Files.readSymbolicLink(p).toString().startsWith(THROUGH)) {
        Files.delete(p);
      }
    }
  }

  private static int number(String name) {
    try {
      return Integer.parseInt(name);
    } catch (NumberFormatException notABuild) {
      return 0;
    }
  }

  /**
   * Links into {@code staged} every entry of {@code last} (a folder of the last build) that {@code
   * staged} does not hold: what a run did not write stays as the last build had it.
   */
  static void carryOver(Path last, Path staged) throws IOException {
    for (Path old : entries(last)) {
      Path mine = staged.resolve(old.getFileName().toString());
      if (!Files.exists(mine, LinkOption.NOFOLLOW_LINKS)) {
        FileLinks.linkTree(old, mine);
      }
    }
  }

  static List<Path> entries(Path dir) throws IOException {
    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.sorted().toList();
    }
  }
}
