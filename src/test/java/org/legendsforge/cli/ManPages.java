package org.legendsforge.cli;

import java.io.File;
import java.io.IOException;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes the AsciiDoc source of forge's man pages, one per command (forge.adoc, forge-build.adoc,
 * …), from the same annotations {@code --help} prints; the package phase turns them into man pages
 * (pom.xml: Asciidoctor's manpage backend). picocli's own generator takes command classes, but
 * forge's commands are added to its command line in code, so this hands it the whole line.
 */
public final class ManPages {
  private ManPages() {}

  /** Argument: the folder to write the pages' sources into. */
  public static void main(String[] args) throws IOException {
    File outdir = new File(args[0]);
    if (!outdir.isDirectory() && !outdir.mkdirs()) {
      throw new IOException("cannot make " + outdir);
    }
    var forge = ExitCodes.commandLine(new Forge(), Forge.COMMANDS);
    int code =
        ManPageGenerator.generateManPage(
            outdir, null, new boolean[0], true, forge.getCommandSpec());
    if (code != 0) {
      throw new IOException("picocli's man page generator failed (" + code + ")");
    }
  }
}
