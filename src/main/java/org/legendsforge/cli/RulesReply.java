package org.legendsforge.cli;

import java.io.PrintWriter;
import org.legendsforge.pipeline.RulesQuestions;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Prints what {@code forge rules} is answered: the text; or what the user typed wrong, as a usage
 * error (exit 2); or a terrain's problems (exit 1 when there is no map to answer on).
 */
final class RulesReply {
  private RulesReply() {}

  static int print(CommandLine cl, RulesQuestions.Answer answer) {
    if (answer.usageError().isPresent()) {
      throw new ParameterException(cl, answer.usageError().get());
    }
    DiagnosticPrinter.text(answer.problems(), cl.getErr());
    if (answer.text().isEmpty()) {
      return ExitCodes.DATA;
    }
    PrintWriter out = cl.getOut();
    out.print(answer.text().get());
    out.flush();
    return ExitCodes.OK;
  }
}
