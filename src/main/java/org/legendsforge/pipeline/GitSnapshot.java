package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A card-data folder as committed at a git ref, copied file by file ({@code git cat-file blob})
 * into a scratch folder the caller owns (inside output/, since forge writes nowhere else). The copy
 * keeps the folder's path inside the repository, so messages about it read {@code
 * card-data/heroes.yaml}.
 */
public final class GitSnapshot {
  /** A problem the user can fix: not a repository, an unknown ref, a folder not in that commit. */
  public static final class Problem extends Exception {
    private final String hint;

    Problem(String message, String hint) {
      super(message);
      this.hint = hint;
    }

    public String hint() {
      return hint;
    }
  }

  /**
   * The copy: {@code root} stands for the repository's top, {@code dataDir} is the folder in it.
   */
  public record Copy(Path root, Path dataDir, String repoPath) {}

  /** Copies {@code dataDir} as committed at {@code ref} into the new, empty folder {@code into}. */
  public Copy take(Path dataDir, String ref, Path into) throws Problem, IOException {
    if (ref.isBlank() || ref.startsWith("-")) {
      throw new Problem(
          "\"" + ref + "\" is not a git ref", "name a commit, branch or tag, e.g. HEAD~1 or main");
    }
    Path real = dataDir.toRealPath();
    Path repo = topLevel(real);
    if (git(repo, "rev-parse", "--verify", "--quiet", ref + "^{commit}").code() != 0) {
      throw new Problem(
          "git knows no commit \"" + ref + "\" in " + repo,
          "name a commit, branch or tag (git log --oneline lists them), e.g. HEAD~1");
    }
    String rel = repo.relativize(real).toString().replace('\\', '/');
    Result listing =
        git(repo, "ls-tree", "-r", "-z", "--name-only", ref, "--", rel.isEmpty() ? "." : rel);
    List<String> files = new ArrayList<>();
    for (String f : listing.text().split("\0")) {
      if (!f.isEmpty()) {
        files.add(f);
      }
    }
    if (listing.code() != 0 || files.isEmpty()) {
      throw new Problem(
          "the commit \"" + ref + "\" has no folder " + (rel.isEmpty() ? "." : rel),
          "choose a later commit, one where the card data was already committed");
    }
    for (String f : files) {
      Result blob = git(repo, "cat-file", "blob", ref + ":" + f);
      if (blob.code() != 0) {
        throw new IOException("git cat-file failed for " + f + ": " + blob.error().strip());
      }
      Path target = into.resolve(f).normalize();
      if (!target.startsWith(into)) {
        throw new IOException("refusing to write " + f + " outside " + into);
      }
      Files.createDirectories(target.getParent());
      Files.write(target, blob.bytes());
    }
    return new Copy(into, rel.isEmpty() ? into : into.resolve(rel), rel.isEmpty() ? "." : rel);
  }

  /** The top folder of the git repository holding {@code dir}. */
  public Path topLevel(Path dir) throws Problem, IOException {
    Path real = dir.toRealPath();
    Result top = git(real, "rev-parse", "--show-toplevel");
    if (top.code() != 0) {
      String says =
          top.error().strip().lines().findFirst().map(l -> " (git: " + l + ")").orElse("");
      throw new Problem(
          real + " is not inside a git repository, so --since has nothing to compare with" + says,
          "compare two folders instead: forge diff OLD NEW");
    }
    return Path.of(top.text().strip()).toRealPath();
  }

  /** Deletes a scratch folder and everything in it. */
  public static void delete(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
        Files.delete(p);
      }
    }
  }

  private record Result(int code, byte[] bytes, String error) {
    String text() {
      return new String(bytes, StandardCharsets.UTF_8);
    }
  }

  private static Result git(Path dir, String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("GIT_TERMINAL_PROMPT", "0");
    pb.redirectInput(ProcessBuilder.Redirect.PIPE);
    Process p = pb.start();
    p.getOutputStream().close();
    byte[] out = p.getInputStream().readAllBytes();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      return new Result(p.waitFor(), out, err);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while running git", e);
    }
  }
}
