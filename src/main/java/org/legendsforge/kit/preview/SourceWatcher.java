package org.legendsforge.kit.preview;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Watches folders recursively (card-data/ and templates/) and hands out changes in batches: after
 * the first event it waits until the folders have been quiet for the debounce time, so an editor's
 * save (write, rename, touch) or a git checkout becomes one rebuild. Folders created later are
 * watched too.
 */
public final class SourceWatcher implements AutoCloseable {
  private final WatchService service;
  private final Map<WatchKey, Path> dirs = new HashMap<>();
  private final List<Path> roots;
  private final List<Path> ignored;
  private final long debounceMs;

  /**
   * {@code ignored} folders (the output, when someone put it inside a watched folder) never count.
   */
  public SourceWatcher(List<Path> roots, List<Path> ignored, long debounceMs) throws IOException {
    this.service = FileSystems.getDefault().newWatchService();
    this.roots = roots.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    this.ignored = ignored.stream().map(p -> p.toAbsolutePath().normalize()).toList();
    this.debounceMs = debounceMs;
    for (Path root : this.roots) {
      registerTree(root);
    }
  }

  /**
   * Blocks until something changed, then returns the changed files (relative to their watched
   * folder, sorted); empty when the watcher was closed.
   */
  public Optional<List<String>> next() throws InterruptedException {
    while (true) {
      Map<String, Path> changed = new TreeMap<>();
      Set<String> created = new HashSet<>();
      try {
        WatchKey key = service.take();
        collect(key, changed, created);
        while ((key = service.poll(debounceMs, TimeUnit.MILLISECONDS)) != null) {
          collect(key, changed, created);
        }
      } catch (ClosedWatchServiceException e) {
        return Optional.empty();
      }
      // An editor's or sed's temporary file comes and goes within one batch: not a change.
      changed.keySet().removeIf(name -> created.contains(name) && !Files.exists(changed.get(name)));
      if (!changed.isEmpty()) {
        return Optional.of(List.copyOf(changed.keySet()));
      }
    }
  }

  @Override
  public void close() throws IOException {
    service.close();
  }

  private void collect(WatchKey key, Map<String, Path> changed, Set<String> created) {
    Path dir = dirs.get(key);
    for (WatchEvent<?> event : key.pollEvents()) {
      if (event.kind() == OVERFLOW || dir == null) {
        changed.put("(many files)", dir == null ? Path.of("") : dir);
        continue;
      }
      Path file = dir.resolve((Path) event.context());
      if (ignored.stream().anyMatch(file::startsWith)) {
        continue;
      }
      if (event.kind() == ENTRY_CREATE && Files.isDirectory(file)) {
        registerTree(file);
      }
      changed.put(display(file), file);
      if (event.kind() == ENTRY_CREATE) {
        created.add(display(file));
      }
    }
    if (!key.reset()) {
      dirs.remove(key);
    }
  }

  private String display(Path file) {
    for (Path root : roots) {
      if (file.startsWith(root)) {
        return root.getFileName() + "/" + root.relativize(file);
      }
    }
    return file.toString();
  }

  private static final int MAX_DEPTH = 8;
  private static final int MAX_FOLDERS = 500;

  private void registerTree(Path root) {
    if (!Files.isDirectory(root) || ignored.stream().anyMatch(root::startsWith)) {
      return;
    }
    // as deep and as many as a card-data or templates folder goes: --data / watches a little of /,
    // not the whole machine
    try (Stream<Path> walk = Files.walk(root, MAX_DEPTH)) {
      for (Path dir :
          (Iterable<Path>) walk.filter(Files::isDirectory).limit(MAX_FOLDERS)::iterator) {
        if (ignored.stream().noneMatch(dir::startsWith)) {
          dirs.put(dir.register(service, ENTRY_CREATE, ENTRY_DELETE, ENTRY_MODIFY), dir);
        }
      }
    } catch (IOException e) {
      // A folder removed while we walked it: its parent's events still report the change.
    }
  }
}
