package org.legendsforge.kit.render;

import java.nio.file.Files;
import java.nio.file.Path;
import org.legendsforge.games.graveyard.model.Catalog;
import org.legendsforge.kit.diag.DiagnosticFormatter;
import org.legendsforge.kit.diag.Diagnostics;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.image.CardImagesTarget;

/** Renders the sample catalog to target/look for eyes (not a test): run with exec or main. */
public final class RenderLook {
  public static void main(String[] args) throws Exception {
    FontSet fonts = FontSet.load();
    Diagnostics d = new Diagnostics();
    var res =
        RenderResources.load(
            Path.of("templates"), java.util.Optional.empty(), "Graveyard of Legends", fonts, d);
    System.out.print(new DiagnosticFormatter().format(d));
    if (res.isEmpty()) {
      return;
    }
    Catalog c = SampleCatalog.build();
    Diagnostics fit = new Diagnostics();
    res.get().fitCheck().check(c, new NoSources(), fit);
    System.out.print(new DiagnosticFormatter().format(fit));
    Path out = Path.of(args.length > 0 ? args[0] : "target/look");
    Files.createDirectories(out);
    new CardImagesTarget().write(new BuildContext(c, res.get().renderer(), fonts, 1, d), out);
  }
}
