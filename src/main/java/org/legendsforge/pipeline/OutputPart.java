package org.legendsforge.pipeline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.legendsforge.kit.diag.OutputFailure;
import org.legendsforge.kit.output.OutputTree;

/**
 * Files a command writes into the output folder outside a build ({@code forge playtest}'s and
 * {@code forge tune}'s pages, the tune cache): staged and committed as a build writes ({@link
 * OutputTree#writePart}), the rest of every folder they go into kept from the last build, so a
 * reader never sees half a page and a failure leaves the last output whole.
 */
public final class OutputPart {
  private final OutputTree tree;

  public OutputPart(Path root) {
    this.tree = new OutputTree(root);
  }

  /** The output folder. */
  public Path root() {
    return tree.root();
  }

  /**
   * Whether forge may write into the folder (it is absent, empty or made by forge); asked before a
   * long run, so that it does not end at a folder it may not write.
   */
  public boolean isOurs() throws IOException {
    return tree.isOurs();
  }

  /**
   * What became of a write: done, or why nothing was written.
   *
   * @param folder the folder refused, for {@link OutputFailure#NOT_MADE_BY_FORGE}
   * @param problem the file system's words, for {@link OutputFailure#CANNOT_WRITE}
   */
  public record Written(Optional<OutputFailure> failure, Path folder, String problem) {
    public boolean done() {
      return failure.isEmpty();
    }
  }

  /** Writes {@code files} (path relative to the output folder, to text) in one commit. */
  public Written write(Map<String, String> files) {
    try {
      write(tree, files);
      return new Written(Optional.empty(), tree.root(), "");
    } catch (OutputTree.NotOurs e) {
      return new Written(Optional.of(e.failure()), e.folder(), e.getMessage());
    } catch (IOException e) {
      return new Written(Optional.of(OutputFailure.CANNOT_WRITE), tree.root(), e.getMessage());
    }
  }

  /**
   * Writes {@code files} (relative path to text) into the output in one commit, as a build writes,
   * keeping the rest of every folder they go into.
   */
  static void write(OutputTree tree, Map<String, String> files) throws IOException {
    Set<String> folders = new TreeSet<>();
    files.keySet().forEach(f -> folders.add(Path.of(f).getParent().toString()));
    tree.writePart(
        staging -> {
          for (Map.Entry<String, String> f : new TreeMap<>(files).entrySet()) {
            Path staged = staging.resolve(f.getKey());
            Files.createDirectories(staged.getParent());
            Files.writeString(staged, f.getValue(), StandardCharsets.UTF_8);
          }
        },
        folders.toArray(String[]::new));
  }
}
