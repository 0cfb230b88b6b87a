package org.legendsforge.pipeline;

import java.util.function.Supplier;

/** What a report command prints: the report in words, as JSON for tools, or its page. */
public enum ReportFormat {
  text,
  json,
  html;

  /** The report in this format: its text, its JSON, or its page {@code html}. */
  String of(Supplier<String> words, Supplier<String> json, String html) {
    return switch (this) {
      case text -> words.get();
      case json -> json.get();
      case html -> html;
    };
  }
}
