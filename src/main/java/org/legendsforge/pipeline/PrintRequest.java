package org.legendsforge.pipeline;

import java.nio.file.Path;
import java.util.Optional;
import org.legendsforge.games.graveyard.data.PrintSettings;
import org.legendsforge.kit.output.pdf.PrintOptions;

/**
 * What a command asks of the print PDFs, as its options say: the printer setup given on the command
 * line, and forge print's own choices (one deck, the proof overlay, full-length cut lines, index
 * stock). {@link Stages} weighs it against forge.yaml's {@code print:} and forge's defaults.
 */
public record PrintRequest(
    PrinterSetup printer,
    Optional<String> deck,
    boolean proof,
    boolean cutLines,
    boolean indexStock) {
  /** The printer setup alone, as {@code forge build} and {@code forge watch} ask for it. */
  public static PrintRequest of(PrinterSetup printer) {
    return new PrintRequest(printer, Optional.empty(), false, false, false);
  }

  /**
   * The options of this run: the command line over forge.yaml's {@code print:} over forge's
   * defaults, with forge print's own choices.
   *
   * @throws PrinterSetup.Refused when a word or number given on the command line is not a printer
   *     setup
   */
  PrintOptions resolve(PrintSettings saved, Path printTemplates) throws PrinterSetup.Refused {
    PrintOptions o = printer.resolve(saved, printTemplates);
    return o.withDeck(deck)
        .withPrinter(o.margin(), o.backOffset(), proof)
        .withSheets(cutLines, indexStock);
  }
}
