package org.legendsforge.kit.render;

import java.util.List;
import java.util.Set;
import org.legendsforge.kit.render.RichText.Atom;
import org.legendsforge.kit.render.RichText.Style;

/**
 * Fits text into a region the way card-design-guide.md orders it: tighten the line spacing to 1.0,
 * then shrink in 0.25 pt steps down to the role's minimum, then drop the flavour; what still does
 * not fit is measured, so the fit check can name the card and the overflow in millimetres.
 */
final class TextFitter {
  static final double STEP = 0.25;

  /** Space between rules text and the flavour rule, and between the rule and the flavour. */
  static final double FLAVOUR_GAP = 1.1;

  /** One fitted box of text; {@code overflow} is how many mm it is too tall or too wide. */
  record Fitted(TextBlock block, double overflow) {}

  /** The rules-and-flavour box. */
  record Body(TextBlock rules, TextBlock flavour, double overflow, boolean flavourDropped) {
    double height() {
      return rules.height() + (flavour.isEmpty() ? 0 : 2 * FLAVOUR_GAP + flavour.height());
    }
  }

  private final Typesetter setter;
  private final Set<String> keywords;

  TextFitter(Typesetter setter, Set<String> keywords) {
    this.setter = setter;
    this.keywords = keywords;
  }

  List<List<Atom>> parse(String markup, Style base) {
    return RichText.parse(markup, keywords, base);
  }

  /** Fits text of one role into {@code r}, wrapping as needed. */
  Fitted fit(String markup, Region r, FontRole role) {
    List<List<Atom>> paras = parse(markup, Style.REGULAR);
    TextBlock block = null;
    for (double pt = role.size(); pt >= role.min() - 1e-9; pt -= STEP) {
      for (double leading :
          pt == role.size() ? new double[] {role.leading(), 1.0} : new double[] {1.0}) {
        block = setter.set(paras, r.w(), role, pt, leading, r.align());
        if (block.height() <= r.h() + 1e-9 && block.widest() <= r.w() + 1e-9) {
          return new Fitted(block, 0);
        }
      }
    }
    return new Fitted(block, overflow(block.height(), block.widest(), r));
  }

  /** Rules text and flavour sharing one box, flavour dropped only when nothing else helps. */
  Body fitBody(String rules, String flavour, Region r, FontRole body, FontRole flavourRole) {
    List<List<Atom>> ruleParas = parse(rules, Style.REGULAR);
    List<List<Atom>> flavourParas = parse(flavour == null ? "" : flavour, Style.ITALIC);
    Body last = null;
    for (boolean withFlavour :
        flavourParas.isEmpty() ? new boolean[] {false} : new boolean[] {true, false}) {
      for (double pt = body.size(); pt >= body.min() - 1e-9; pt -= STEP) {
        for (double leading :
            pt == body.size() ? new double[] {body.leading(), 1.0} : new double[] {1.0}) {
          TextBlock rb = setter.set(ruleParas, r.w(), body, pt, leading, r.align());
          TextBlock fb = TextBlock.EMPTY;
          if (withFlavour) {
            double fpt = Math.max(flavourRole.min(), Math.min(flavourRole.size(), pt - 0.75));
            fb = setter.set(flavourParas, r.w(), flavourRole, fpt, 1.05, Region.Align.CENTER);
          }
          last = new Body(rb, fb, 0, !withFlavour && !flavourParas.isEmpty());
          double widest = Math.max(rb.widest(), fb.widest());
          if (last.height() <= r.h() + 1e-9 && widest <= r.w() + 1e-9) {
            return last;
          }
        }
      }
    }
    double widest = Math.max(last.rules().widest(), last.flavour().widest());
    return new Body(
        last.rules(), last.flavour(), overflow(last.height(), widest, r), last.flavourDropped());
  }

  private static double overflow(double height, double widest, Region r) {
    return Math.max(0, height - r.h()) + Math.max(0, widest - r.w());
  }
}
