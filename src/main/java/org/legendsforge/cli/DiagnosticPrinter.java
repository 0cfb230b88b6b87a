package org.legendsforge.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import org.legendsforge.kit.diag.Diagnostic;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.pipeline.ProjectPaths;

/** Prints diagnostics as text (for people) or JSON (for editors and tools). */
final class DiagnosticPrinter {
  private DiagnosticPrinter() {}

  /**
   * Problems found in the project of {@code dataDir}, whose paths are relative to it (as outputs
   * name files), shown as the user can open them from where they stand.
   */
  static void text(Diagnostics d, PrintWriter err, ProjectPaths paths, Path dataDir) {
    text(forConsole(d, paths, dataDir), err);
  }

  static Diagnostics forConsole(Diagnostics d, ProjectPaths paths, Path dataDir) {
    Path project = ProjectPaths.projectOf(dataDir);
    return d.withPaths(p -> paths.shownFromProject(project, p));
  }

  static void text(Diagnostics d, PrintWriter err) {
    err.print(new DiagnosticFormatter().format(d));
    err.flush();
  }

  static String json(Diagnostics d) {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("errors", d.errorCount());
    root.put("warnings", d.warningCount());
    // problems counted but not listed (past the first 200 of a file): their number per file
    ObjectNode notShown = root.putObject("notShown");
    d.notShown().forEach(notShown::put);
    ArrayNode list = root.putArray("diagnostics");
    for (Diagnostic x : d.sorted()) {
      ObjectNode o = list.addObject();
      o.put("severity", x.severity().word());
      o.put("check", x.checkId());
      o.put("path", x.where().path());
      o.put("line", x.where().line());
      o.put("column", x.where().column());
      o.put("message", x.message());
      o.put("hint", x.hint());
    }
    try {
      return mapper.writeValueAsString(root);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
