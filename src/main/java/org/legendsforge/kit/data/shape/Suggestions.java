package org.legendsforge.kit.data.shape;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Finds the word a user probably meant, for "did you mean" hints. */
public final class Suggestions {
  private Suggestions() {}

  /** The closest candidate within an edit distance that scales with the word's length. */
  public static Optional<String> closest(String word, Collection<String> candidates) {
    String w = word.toLowerCase(Locale.ROOT);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    int allowed = Math.max(1, Math.min(3, word.length() / 3));
    for (String c : candidates) {
      // the distance is at least the difference in length: skip the quadratic table for words
      // that cannot be close (a pasted blob as a key would otherwise cost gigabytes)
      if (Math.abs(w.length() - c.length()) > allowed) {
        continue;
      }
      int d = distance(w, c.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
  }

  /** A hint: {@code did you mean "health"?}, or the list of allowed words. */
  public static String hint(String word, Collection<String> candidates, String listIntro) {
    return closest(word, candidates)
        .map(c -> "did you mean \"" + c + "\"?")
        .orElse(listIntro + " " + String.join(", ", candidates));
  }

  /** Optimal string alignment distance: insertions, deletions, substitutions, transpositions. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
