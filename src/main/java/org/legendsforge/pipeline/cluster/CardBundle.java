package org.legendsforge.pipeline.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import org.legendsforge.kit.files.InputFolder;

/**
 * A card-data folder as one blob, shipped to the cluster once: every plain file a build reads, by
 * its path in the folder. Unpacked on a member only below its scratch folder.
 */
final class CardBundle {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long MAX_FILE = 16L * 1024 * 1024;

  private CardBundle() {}

  static byte[] of(Path dir) throws IOException {
    InputFolder folder = new InputFolder(dir, "card-data folder");
    ObjectNode files = JSON.createObjectNode();
    for (Path f : folder.files(8, 5000).files()) {
      String name = folder.root().relativize(f).toString().replace('\\', '/');
      files.put(name, folder.read(f, MAX_FILE));
    }
    return JSON.writeValueAsBytes(files);
  }

  /**
   * Writes the bundle's files into {@code into} (made here); a file that would land outside it is
   * refused.
   */
  static void unpack(byte[] bundle, Path into) throws IOException {
    Path root = into.toAbsolutePath().normalize();
    JsonNode files = JSON.readTree(bundle);
    for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      Path target = root.resolve(e.getKey()).normalize();
      if (!target.startsWith(root) || target.equals(root)) {
        throw new IOException("the card data names a file outside its folder: " + e.getKey());
      }
      Files.createDirectories(target.getParent());
      Files.write(target, e.getValue().binaryValue());
    }
  }
}
