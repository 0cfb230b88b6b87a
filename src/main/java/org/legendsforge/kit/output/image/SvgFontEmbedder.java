package org.legendsforge.kit.output.image;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.fontbox.ttf.TTFSubsetter;
import org.legendsforge.kit.render.FontFile;
import org.legendsforge.kit.render.FontSet;

/**
 * Carries a theme's own fonts inside each card SVG, so a browser or an editor draws its text in the
 * same glyphs as the PNG and the PDF: each own face the card's text uses is subset to the
 * characters it shows and embedded as an {@code @font-face} under a family name of its own ({@code
 * lf-font-N}), which the text elements name. Built-in DejaVu text is left to the viewer's DejaVu,
 * as before. Works on the text jfreesvg writes: {@code <text … style='… font-family: "…";
 * …'>…</text>}.
 */
final class SvgFontEmbedder {
  private static final Pattern TEXT =
      Pattern.compile("<text [^>]*style='([^']*)'[^>]*>([^<]*)</text>");
  private static final Pattern FAMILY = Pattern.compile("font-family: \"(lf-font-\\d+)\"");

  private final FontSet fonts;

  /** Own faces by the family token written for their Java family. */
  private final Map<String, List<FontFile>> byToken = new LinkedHashMap<>();

  private final Map<String, String> tokenOfFamily = new LinkedHashMap<>();

  SvgFontEmbedder(FontSet fonts) {
    this.fonts = fonts;
    for (String key : fonts.keys()) {
      fonts
          .own(key)
          .ifPresent(
              f -> {
                String family = f.font().getFamily();
                String token =
                    tokenOfFamily.computeIfAbsent(family, x -> "lf-font-" + tokenOfFamily.size());
                byToken.computeIfAbsent(token, t -> new ArrayList<>()).add(f);
              });
    }
  }

  /** The CSS font-family jfreesvg writes for a Java family (inside a single-quoted attribute). */
  String family(String javaFamily) {
    String token = tokenOfFamily.get(javaFamily);
    if (token != null) {
      return "\"" + token + "\"";
    }
    return javaFamily.equals("DejaVu Sans")
        ? "\"DejaVu Sans\", sans-serif"
        : "\"" + javaFamily + "\", \"DejaVu Sans\", sans-serif";
  }

  /** {@code svg} with the own faces its text uses embedded, subset to what it shows. */
  String embed(String svg) throws IOException {
    if (byToken.isEmpty()) {
      return svg;
    }
    Map<FontFile, Set<Integer>> used = new LinkedHashMap<>();
    Matcher m = TEXT.matcher(svg);
    while (m.find()) {
      Matcher fam = FAMILY.matcher(m.group(1));
      if (fam.find()) {
        face(fam.group(1), m.group(1))
            .ifPresent(
                f ->
                    unescape(m.group(2))
                        .codePoints()
                        .forEach(cp -> used.computeIfAbsent(f, x -> new TreeSet<>()).add(cp)));
      }
    }
    if (used.isEmpty()) {
      return svg;
    }
    StringBuilder css = new StringBuilder("<defs><style>");
    for (var e : used.entrySet()) {
      FontFile f = e.getKey();
      String token = tokenOfFamily.get(f.font().getFamily());
      css.append("@font-face{font-family:\"")
          .append(token)
          .append("\";font-weight:")
          .append(f.bold() ? "bold" : "normal")
          .append(";font-style:")
          .append(f.italic() ? "italic" : "normal")
          .append(";src:url(data:font/ttf;base64,")
          .append(Base64.getEncoder().encodeToString(subset(f, e.getValue())))
          .append(") format(\"truetype\");}");
    }
    css.append("</style></defs>");
    int open = svg.indexOf("<svg");
    int end = svg.indexOf('>', open) + 1;
    return svg.substring(0, end) + css + svg.substring(end);
  }

  /** The face of a family token whose bold and italic match the text's style, or its first. */
  private Optional<FontFile> face(String token, String style) {
    List<FontFile> faces = byToken.getOrDefault(token, List.of());
    boolean bold = style.contains("font-weight: bold");
    boolean italic = style.contains("font-style: italic");
    return faces.stream()
        .filter(f -> f.bold() == bold && f.italic() == italic)
        .findFirst()
        .or(() -> faces.stream().findFirst());
  }

  private byte[] subset(FontFile f, Set<Integer> codePoints) throws IOException {
    ParsedFonts.Lent lent = ParsedFonts.borrow(fonts, f.key());
    try {
      TTFSubsetter subsetter = new TTFSubsetter(lent.ttf());
      subsetter.addAll(codePoints);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      subsetter.writeToStream(out);
      return out.toByteArray();
    } finally {
      lent.giveBack();
    }
  }

  private static final Pattern ENTITY =
      Pattern.compile("&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|quot|apos|amp);");

  /** The characters of XML text: the five named entities and numeric ones. */
  static String unescape(String xml) {
    Matcher m = ENTITY.matcher(xml);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String e = m.group(1);
      String ch =
          switch (e) {
            case "lt" -> "<";
            case "gt" -> ">";
            case "quot" -> "\"";
            case "apos" -> "'";
            case "amp" -> "&";
            default ->
                new String(
                    Character.toChars(
                        e.startsWith("#x")
                            ? Integer.parseInt(e.substring(2), 16)
                            : Integer.parseInt(e.substring(1))));
          };
      m.appendReplacement(out, Matcher.quoteReplacement(ch));
    }
    m.appendTail(out);
    return out.toString();
  }
}
