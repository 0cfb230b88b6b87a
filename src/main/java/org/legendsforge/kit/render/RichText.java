package org.legendsforge.kit.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Card text markup parsed into words and icons: {@code {damage}} is an inline icon, {@code
 * **Stun**} bold, a newline a new paragraph. Theme keywords are bold wherever they stand, and a
 * number right before an icon is bold, so "3 {damage}" reads at a glance.
 */
final class RichText {
  enum Style {
    REGULAR,
    BOLD,
    ITALIC
  }

  /** A word (text set) or an inline icon (icon set); {@code space} says a space comes before it. */
  record Atom(String text, String icon, Style style, boolean space) {
    boolean isIcon() {
      return icon != null;
    }
  }

  private RichText() {}

  static List<List<Atom>> parse(String markup, Set<String> keywords, Style base) {
    List<List<Atom>> out = new ArrayList<>();
    for (String para : markup.split("\n")) {
      if (!para.isBlank()) {
        out.add(finish(words(para.strip(), base), keywords));
      }
    }
    return out;
  }

  /** The names of the inline icons a markup text uses, for load-time checks. */
  static List<String> icons(String markup) {
    List<String> out = new ArrayList<>();
    for (List<Atom> p : parse(markup, Set.of(), Style.REGULAR)) {
      p.stream().filter(Atom::isIcon).forEach(a -> out.add(a.icon()));
    }
    return out;
  }

  private static List<Atom> words(String para, Style base) {
    List<Atom> atoms = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean bold = false;
    boolean pendingSpace = false;
    boolean wordSpace = false;
    int i = 0;
    while (i < para.length()) {
      char c = para.charAt(i);
      if (Character.isWhitespace(c)) {
        emit(atoms, word, bold ? Style.BOLD : base, wordSpace);
        pendingSpace = true;
        i++;
      } else if (c == '*' && i + 1 < para.length() && para.charAt(i + 1) == '*') {
        if (emit(atoms, word, bold ? Style.BOLD : base, wordSpace)) {
          pendingSpace = false;
        }
        bold = !bold;
        i += 2;
      } else if (c == '{' && para.indexOf('}', i) > i + 1) {
        if (emit(atoms, word, bold ? Style.BOLD : base, wordSpace)) {
          pendingSpace = false;
        }
        int end = para.indexOf('}', i);
        atoms.add(
            new Atom(
                null,
                para.substring(i + 1, end).strip(),
                Style.REGULAR,
                pendingSpace && !atoms.isEmpty()));
        pendingSpace = false;
        i = end + 1;
      } else {
        if (word.length() == 0) {
          wordSpace = pendingSpace;
          pendingSpace = false;
        }
        word.append(c);
        i++;
      }
    }
    emit(atoms, word, bold ? Style.BOLD : base, wordSpace);
    return atoms;
  }

  /** Adds the pending word, if any; returns whether it did. */
  private static boolean emit(List<Atom> atoms, StringBuilder word, Style style, boolean space) {
    if (word.length() == 0) {
      return false;
    }
    atoms.add(new Atom(word.toString(), null, style, space && !atoms.isEmpty()));
    word.setLength(0);
    return true;
  }

  private static List<Atom> finish(List<Atom> atoms, Set<String> keywords) {
    List<Atom> out = new ArrayList<>();
    for (int i = 0; i < atoms.size(); i++) {
      Atom a = atoms.get(i);
      if (a.isIcon() || a.style() != Style.REGULAR) {
        out.add(a);
        continue;
      }
      boolean beforeIcon = i + 1 < atoms.size() && atoms.get(i + 1).isIcon();
      if (beforeIcon && a.text().matches("[+-]?\\d+")) {
        out.add(new Atom(a.text(), null, Style.BOLD, a.space()));
        continue;
      }
      String core = a.text().replaceAll("[.,;:!?)]+$", "");
      if (!core.isEmpty() && keywords.contains(core)) {
        out.add(new Atom(core, null, Style.BOLD, a.space()));
        if (core.length() < a.text().length()) {
          out.add(new Atom(a.text().substring(core.length()), null, Style.REGULAR, false));
        }
        continue;
      }
      out.add(a);
    }
    return out;
  }
}
