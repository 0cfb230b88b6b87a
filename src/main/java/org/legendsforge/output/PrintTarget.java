package org.legendsforge.output;

import java.io.IOException;
import java.nio.file.Path;
import org.legendsforge.print.Layout;
import org.legendsforge.print.Paper;
import org.legendsforge.print.Side;

/**
 * The print-and-play PDFs, under {@code print/} of the output folder: {@code
 * <slug>-cards-<paper>.pdf} (home sheets) or {@code <slug>-cards-shop-fronts.pdf} and {@code
 * -backs.pdf} (shop layout), and {@code <slug>-terrain-<paper>.pdf} or, for index stock, {@code
 * <slug>-terrain-index.pdf}.
 */
public final class PrintTarget implements OutputTarget {
  private final PrintOptions options;

  public PrintTarget(PrintOptions options) {
    this.options = options;
  }

  @Override
  public String name() {
    return "print";
  }

  @Override
  public void write(BuildContext context, Path outDir) throws IOException {
    PrintTemplates templates = new PrintTemplates(options.templates());
    Path dir = outDir.resolve("print");
    String slug = context.catalog().game().slug();
    if (options.layout() == Layout.SHOP) {
      ShopPdf shop = new ShopPdf(context);
      shop.write(dir.resolve(slug + "-cards-shop-fronts.pdf"), Side.FRONT);
      shop.write(dir.resolve(slug + "-cards-shop-backs.pdf"), Side.BACK);
    } else {
      CardsPdf cards = new CardsPdf(context, templates);
      for (Paper paper : options.papers()) {
        cards.write(
            dir.resolve(slug + "-cards-" + paper.key() + ".pdf"),
            paper,
            options.duplex(),
            options.cutLines());
      }
    }
    TerrainPdf terrain = new TerrainPdf(context, templates);
    if (options.indexStock()) {
      terrain.write(dir.resolve(slug + "-terrain-index.pdf"), "index-stock", false);
    } else {
      for (Paper paper : options.papers()) {
        terrain.write(
            dir.resolve(slug + "-terrain-" + paper.key() + ".pdf"),
            "terrain-" + paper.key(),
            options.cutLines());
      }
    }
  }
}
