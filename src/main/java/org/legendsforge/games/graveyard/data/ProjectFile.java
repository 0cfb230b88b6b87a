package org.legendsforge.games.graveyard.data;

import static org.legendsforge.kit.data.shape.Field.optional;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.legendsforge.kit.data.YamlDocument;
import org.legendsforge.kit.data.YamlReader;
import org.legendsforge.kit.data.shape.ListShape;
import org.legendsforge.kit.data.shape.NumberShape;
import org.legendsforge.kit.data.shape.ObjectShape;
import org.legendsforge.kit.data.shape.ShapeContext;
import org.legendsforge.kit.data.shape.TextShape;
import org.legendsforge.kit.diag.Diagnostics;

/**
 * {@code forge.yaml}, beside the card-data folder: the settings a designer chooses once and every
 * later run keeps (the printer setup of {@code forge build} and {@code forge print}, the address
 * the TTS images are hosted at). The designer writes it; forge only reads it, checked like card
 * data (unknown keys and bad values are located errors). No file means no settings.
 */
public final class ProjectFile {
  public static final String NAME = "forge.yaml";

  /** What forge.yaml sets. {@code imageBaseUrl} ends in "/". */
  public record Settings(
      Optional<String> imageBaseUrl, PrintSettings print, ClusterSettings cluster) {
    public static final Settings NONE =
        new Settings(Optional.empty(), PrintSettings.NONE, ClusterSettings.NONE);
  }

  /** The words of each printer-setup key, as the command line spells them. */
  public static final List<String> PAPERS = List.of("letter", "a4");

  public static final List<String> DUPLEX = List.of("long", "short", "none");
  public static final List<String> LAYOUTS = List.of("home", "fold", "shop");
  public static final List<String> SHOPS =
      List.of("generic", "pdfx", "png-825", "png-822", "terrain", "terrain-pdfx");
  public static final List<String> BACKS = List.of("full", "low-ink");

  /** The widest printer margin and gutter forge plans for, in mm. */
  public static final double MAX_MARGIN = 30;

  public static final double MAX_GUTTER = 20;

  /** How far a back may be moved to meet its front, in mm each way. */
  public static final double MAX_BACK_OFFSET = 10;

  private static final ObjectShape PRINT =
      new ObjectShape(
          "print settings",
          List.of(
              optional("paper", TextShape.oneOf(PAPERS), "one paper; without it both are written"),
              optional(
                  "duplex",
                  TextShape.oneOf(DUPLEX),
                  "the flip edge of a duplex printer, or none for printing the backs by hand"),
              optional(
                  "layout",
                  TextShape.oneOf(LAYOUTS),
                  "home sheets, fold-over sheets or a card shop's files"),
              optional(
                  "shop", TextShape.oneOf(SHOPS), "the card shop's preset when the layout is shop"),
              optional(
                  "margin",
                  new NumberShape(0, MAX_MARGIN),
                  "what the printer cannot print at each page edge, in mm (default 6.35)"),
              optional(
                  "backOffset",
                  new ListShape(new NumberShape(-MAX_BACK_OFFSET, MAX_BACK_OFFSET)),
                  "[right, down] in mm, as the duplex test shows the backs lying off their place"),
              optional("backs", TextShape.oneOf(BACKS), "full colour or low-ink backs"),
              optional(
                  "gutter",
                  new NumberShape(0, MAX_GUTTER),
                  "mm between neighbouring cards, each with its own bleed and cut marks")));

  static final TextShape URL =
      TextShape.matching(
          "(https?|file)://[^?#\\s]+",
          "write the folder's address, like https://example.org/legends/images/ (http, https or"
              + " file; no ?query or #fragment: image names are added to it)");

  /** A worker's address: a host name or IP address, a colon, a port. */
  static final TextShape MEMBER =
      TextShape.matching(
          "[A-Za-z0-9][A-Za-z0-9.-]*:[0-9]{1,5}",
          "write a worker's address as host:port, like 192.168.1.20:5701 (forge worker prints it)");

  private static final ObjectShape CLUSTER =
      new ObjectShape(
          "cluster settings",
          List.of(
              optional(
                  "members",
                  new ListShape(MEMBER),
                  "the forge workers to play on, host:port; any one finds the rest"),
              optional(
                  "secretEnv",
                  TextShape.matching(
                      "[A-Za-z_][A-Za-z0-9_]*",
                      "name an environment variable, like FORGE_CLUSTER_SECRET"),
                  "the environment variable that holds the shared secret"),
              optional(
                  "secretFile",
                  TextShape.line(1000),
                  "the file that holds the shared secret, relative to forge.yaml's folder")));

  /** The keys of forge.yaml's {@code print:} section. */
  public static final List<String> PRINT_KEYS = List.copyOf(PRINT.fields().keySet());

  private static final ObjectShape SHAPE =
      new ObjectShape(
          "project file",
          List.of(
              optional(
                  "tts",
                  new ObjectShape(
                      "tts settings",
                      List.of(
                          optional(
                              "imageBaseUrl",
                              URL,
                              "where output/tts-hosted/images is uploaded; every build then also"
                                  + " writes the hosted save"))),
                  "Tabletop Simulator settings"),
              optional("print", PRINT, "the printer setup of forge build and forge print"),
              optional(
                  "cluster",
                  CLUSTER,
                  "the forge workers playtests are played on (docs/cluster.md)")));

  private ProjectFile() {}

  /** The file {@code forge.yaml} beside {@code dataDir}. */
  public static Path of(Path dataDir) {
    return dataDir.toAbsolutePath().normalize().resolveSibling(NAME);
  }

  /**
   * The settings of the forge.yaml beside {@code dataDir}: {@link Settings#NONE} when there is
   * none, empty after reporting to {@code sink} when it is wrong.
   */
  public static Optional<Settings> load(Path dataDir, Path userDir, Diagnostics sink) {
    Path file = of(dataDir);
    if (!Files.exists(file)) {
      return Optional.of(Settings.NONE);
    }
    DataFolder folder = new DataFolder(file.getParent(), userDir);
    Diagnostics local = new Diagnostics();
    Optional<String> text = folder.read(NAME, local);
    if (text.isPresent()
        && text.get().lines().allMatch(l -> l.isBlank() || l.strip().startsWith("#"))) {
      return Optional.of(Settings.NONE); // only comments: nothing set yet
    }
    Optional<YamlDocument> doc =
        text.flatMap(t -> new YamlReader().read(t, folder.display(file), NAME, local));
    doc.ifPresent(
        d -> {
          ShapeContext ctx = new ShapeContext(d, local);
          refuseSecret(d.root().path("cluster"), ctx);
          if (SHAPE.check(d.root(), "", ctx)) {
            checkBackOffset(d.root().path("print").path("backOffset"), ctx);
            checkCluster(d.root().path("cluster"), ctx);
          }
        });
    sink.addAll(local);
    if (doc.isEmpty() || local.hasErrors()) {
      return Optional.empty();
    }
    String url = doc.get().root().path("tts").path("imageBaseUrl").asText("");
    return Optional.of(
        new Settings(
            url.isEmpty() ? Optional.empty() : Optional.of(url.endsWith("/") ? url : url + "/"),
            print(doc.get().root().path("print")),
            cluster(doc.get(), file.getParent())));
  }

  /**
   * A secret written in forge.yaml is an error of its own, not an unknown key: the file travels
   * with the card data (into git, to a friend), so the secret would too. Taken out after it is
   * reported, so the shape check does not report it again.
   */
  private static void refuseSecret(JsonNode cluster, ShapeContext ctx) {
    if (cluster instanceof com.fasterxml.jackson.databind.node.ObjectNode c && c.has("secret")) {
      ctx.errorAtKey(
          "secret-in-file",
          "/cluster/secret",
          "forge.yaml must not hold the cluster's secret: the file is shared with the card data",
          "keep the secret in an environment variable or a file of its own and name it here with"
              + " \"secretEnv: FORGE_CLUSTER_SECRET\" or \"secretFile: PATH\"");
      c.remove("secret");
    }
  }

  /** One place for the secret, and a port a worker can have. */
  private static void checkCluster(JsonNode c, ShapeContext ctx) {
    if (c.has("secretEnv") && c.has("secretFile")) {
      ctx.error(
          "conflict",
          "/cluster/secretFile",
          "\"secretEnv\" and \"secretFile\" both name the cluster's secret",
          "keep one of them");
    }
    JsonNode members = c.path("members");
    for (int i = 0; i < members.size(); i++) {
      String m = members.get(i).asText();
      int port = Integer.parseInt(m.substring(m.lastIndexOf(':') + 1));
      if (port < 1 || port > 65535) {
        ctx.error(
            "out-of-range",
            "/cluster/members/" + i,
            "port " + port + " of \"" + m + "\" is not a port (1 to 65535)",
            "write the port forge worker prints, 5701 unless it was given --port");
      }
    }
  }

  private static ClusterSettings cluster(YamlDocument doc, Path folder) {
    JsonNode c = doc.root().path("cluster");
    if (c.isMissingNode() || c.isNull()) {
      return ClusterSettings.NONE;
    }
    List<String> members = new java.util.ArrayList<>();
    List<org.legendsforge.kit.diag.SourceRef> memberAt = new java.util.ArrayList<>();
    JsonNode m = c.path("members");
    for (int i = 0; i < m.size(); i++) {
      members.add(m.get(i).asText());
      memberAt.add(doc.locate("/cluster/members/" + i));
    }
    return new ClusterSettings(
        members,
        word(c, "secretEnv"),
        word(c, "secretFile").map(f -> folder.resolve(f).normalize()),
        doc.locateKey(c.has("members") ? "/cluster/members" : "/cluster"),
        memberAt,
        c.has("secretFile") ? Optional.of(doc.locate("/cluster/secretFile")) : Optional.empty());
  }

  /** Two numbers, right then down: the list shape cannot say how many. */
  private static void checkBackOffset(JsonNode offset, ShapeContext ctx) {
    if (offset.isArray() && offset.size() != 2) {
      ctx.error(
          "wrong-type",
          "/print/backOffset",
          "\"backOffset\" should be two numbers, right and down, found "
              + offset.size()
              + (offset.size() == 1 ? " number" : " numbers"),
          "write it as the duplex test shows the offset, like \"backOffset: [1.5, -0.5]\"");
    }
  }

  private static PrintSettings print(JsonNode p) {
    Optional<java.util.List<Double>> offset =
        p.has("backOffset")
            ? Optional.of(
                List.of(
                    p.get("backOffset").get(0).asDouble(), p.get("backOffset").get(1).asDouble()))
            : Optional.empty();
    return new PrintSettings(
        word(p, "paper"),
        word(p, "duplex"),
        word(p, "layout"),
        word(p, "shop"),
        number(p, "margin"),
        offset,
        word(p, "backs"),
        number(p, "gutter"));
  }

  private static Optional<String> word(JsonNode p, String key) {
    return p.hasNonNull(key) ? Optional.of(p.get(key).asText()) : Optional.empty();
  }

  private static Optional<Double> number(JsonNode p, String key) {
    return p.hasNonNull(key) ? Optional.of(p.get(key).asDouble()) : Optional.empty();
  }
}
