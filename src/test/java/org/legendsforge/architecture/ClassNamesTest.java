package org.legendsforge.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every class of the tool and its benchmarks has a simple name of its own, so a name read in a
 * stack trace, a diff or a search says which class it is, and no file imports the wrong one.
 */
class ClassNamesTest {
  private static final List<Path> SOURCES =
      List.of(
          Path.of("src/main/java/org/legendsforge"), Path.of("src/bench/java/org/legendsforge"));

  @Test
  void noTwoClassesShareASimpleName() throws IOException {
    Map<String, TreeSet<String>> packagesByName = new TreeMap<>();
    for (Path root : SOURCES) {
      if (!Files.isDirectory(root)) {
        continue;
      }
      try (Stream<Path> s = Files.walk(root)) {
        for (Path file : s.filter(p -> p.toString().endsWith(".java")).toList()) {
          String name = file.getFileName().toString().replace(".java", "");
          String pkg = root.relativize(file.getParent()).toString().replace('/', '.');
          packagesByName.computeIfAbsent(name, n -> new TreeSet<>()).add(pkg);
        }
      }
    }
    Map<String, TreeSet<String>> shared =
        packagesByName.entrySet().stream()
            .filter(e -> e.getValue().size() > 1)
            .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    assertThat(packagesByName).hasSizeGreaterThan(300);
    assertThat(shared).as("simple names used in more than one package").isEmpty();
  }
}
