package org.legendsforge.kit.render;

import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Image;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.BufferedImageOp;
import java.awt.image.ImageObserver;
import java.awt.image.RenderedImage;
import java.awt.image.renderable.RenderableImage;
import java.text.AttributedCharacterIterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A Graphics2D that logs every drawing call as a line of text (in device units, here millimetres of
 * the card, rounded to 0.01) while a small real image Graphics2D keeps the state. Copies made by
 * {@link #create()} log into the same list, like a painter's sub-contexts do. Also records calls a
 * PDF would lose text through (glyph vectors, attributed strings).
 */
final class RecordingGraphics2D extends Graphics2D {
  private final Graphics2D d;
  private final List<String> log;
  private final boolean clipped;

  RecordingGraphics2D(List<String> log) {
    this(new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB).createGraphics(), log, false);
  }

  /**
   * A recorder whose boxes are what shows: each shape's bounds cut to the clip in force, as a
   * picture drawn larger than its window and clipped to it only shows inside the window.
   */
  static RecordingGraphics2D showingOnlyWhatTheClipLets(List<String> log) {
    return new RecordingGraphics2D(
        new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB).createGraphics(), log, true);
  }

  private RecordingGraphics2D(Graphics2D delegate, List<String> log, boolean clipped) {
    this.d = delegate;
    this.log = log;
    this.clipped = clipped;
  }

  private static String n(double v) {
    String s = String.format(Locale.ROOT, "%.2f", v);
    return s.equals("-0.00") ? "0.00" : s;
  }

  private String box(Shape s) {
    Rectangle2D b = d.getTransform().createTransformedShape(s).getBounds2D();
    Shape clip = d.getClip();
    if (clipped && clip != null) {
      Rectangle2D window = d.getTransform().createTransformedShape(clip).getBounds2D();
      Rectangle2D.intersect(b, window, b);
    }
    return n(b.getX()) + "," + n(b.getY()) + " " + n(b.getWidth()) + "x" + n(b.getHeight());
  }

  private String paint() {
    Paint p = d.getPaint();
    return p instanceof Color c
        ? String.format(Locale.ROOT, "#%06X", c.getRGB() & 0xFFFFFF)
        : p.getClass().getSimpleName();
  }

  @Override
  public void draw(Shape s) {
    log.add("draw " + box(s) + " " + paint());
    d.draw(s);
  }

  @Override
  public void fill(Shape s) {
    log.add("fill " + box(s) + " " + paint());
    d.fill(s);
  }

  @Override
  public void drawString(String str, float x, float y) {
    Point2D p = d.getTransform().transform(new Point2D.Double(x, y), null);
    double size = d.getFont().getSize2D() * Math.sqrt(Math.abs(d.getTransform().getDeterminant()));
    log.add(
        "text \""
            + str
            + "\" at "
            + n(p.getX())
            + ","
            + n(p.getY())
            + " "
            + d.getFont().getFontName(Locale.ROOT)
            + " "
            + n(size / FontRole.MM_PER_PT)
            + "pt "
            + paint());
    d.drawString(str, x, y);
  }

  @Override
  public void drawString(String str, int x, int y) {
    drawString(str, (float) x, (float) y);
  }

  @Override
  public void drawString(AttributedCharacterIterator it, float x, float y) {
    log.add("LOST-TEXT attributed string");
  }

  @Override
  public void drawString(AttributedCharacterIterator it, int x, int y) {
    log.add("LOST-TEXT attributed string");
  }

  @Override
  public void drawGlyphVector(GlyphVector g, float x, float y) {
    log.add("LOST-TEXT glyph vector");
  }

  @Override
  public boolean drawImage(Image img, AffineTransform xform, ImageObserver obs) {
    Shape placed =
        xform.createTransformedShape(new Rectangle(0, 0, img.getWidth(null), img.getHeight(null)));
    log.add("image " + img.getWidth(null) + "x" + img.getHeight(null) + " in " + box(placed));
    return true;
  }

  @Override
  public void drawImage(BufferedImage img, BufferedImageOp op, int x, int y) {
    log.add("image op");
  }

  @Override
  public void drawRenderedImage(RenderedImage img, AffineTransform xform) {
    log.add("image rendered");
  }

  @Override
  public void drawRenderableImage(RenderableImage img, AffineTransform xform) {
    log.add("image renderable");
  }

  @Override
  public boolean drawImage(Image img, int x, int y, ImageObserver o) {
    log.add("image int");
    return true;
  }

  @Override
  public boolean drawImage(Image img, int x, int y, int w, int h, ImageObserver o) {
    log.add("image int");
    return true;
  }

  @Override
  public boolean drawImage(Image img, int x, int y, Color bg, ImageObserver o) {
    log.add("image int");
    return true;
  }

  @Override
  public boolean drawImage(Image img, int x, int y, int w, int h, Color bg, ImageObserver o) {
    log.add("image int");
    return true;
  }

  @Override
  public boolean drawImage(
      Image img, int a, int b, int c, int e, int f, int g, int h, int i, ImageObserver o) {
    log.add("image int");
    return true;
  }

  @Override
  public boolean drawImage(
      Image img,
      int a,
      int b,
      int c,
      int e,
      int f,
      int g,
      int h,
      int i,
      Color bg,
      ImageObserver o) {
    log.add("image int");
    return true;
  }

  @Override
  public Graphics create() {
    return new RecordingGraphics2D((Graphics2D) d.create(), log, clipped);
  }

  @Override
  public void dispose() {
    d.dispose();
  }

  // state, delegated
  @Override
  public boolean hit(Rectangle rect, Shape s, boolean onStroke) {
    return d.hit(rect, s, onStroke);
  }

  @Override
  public GraphicsConfiguration getDeviceConfiguration() {
    return d.getDeviceConfiguration();
  }

  @Override
  public void setComposite(Composite comp) {
    d.setComposite(comp);
  }

  @Override
  public void setPaint(Paint paint) {
    d.setPaint(paint);
  }

  @Override
  public void setStroke(Stroke s) {
    d.setStroke(s);
  }

  @Override
  public void setRenderingHint(RenderingHints.Key k, Object v) {
    d.setRenderingHint(k, v);
  }

  @Override
  public Object getRenderingHint(RenderingHints.Key k) {
    return d.getRenderingHint(k);
  }

  @Override
  public void setRenderingHints(Map<?, ?> hints) {
    d.setRenderingHints(hints);
  }

  @Override
  public void addRenderingHints(Map<?, ?> hints) {
    d.addRenderingHints(hints);
  }

  @Override
  public RenderingHints getRenderingHints() {
    return d.getRenderingHints();
  }

  @Override
  public void translate(int x, int y) {
    d.translate(x, y);
  }

  @Override
  public void translate(double tx, double ty) {
    d.translate(tx, ty);
  }

  @Override
  public void rotate(double theta) {
    d.rotate(theta);
  }

  @Override
  public void rotate(double theta, double x, double y) {
    d.rotate(theta, x, y);
  }

  @Override
  public void scale(double sx, double sy) {
    d.scale(sx, sy);
  }

  @Override
  public void shear(double shx, double shy) {
    d.shear(shx, shy);
  }

  @Override
  public void transform(AffineTransform tx) {
    d.transform(tx);
  }

  @Override
  public void setTransform(AffineTransform tx) {
    d.setTransform(tx);
  }

  @Override
  public AffineTransform getTransform() {
    return d.getTransform();
  }

  @Override
  public Paint getPaint() {
    return d.getPaint();
  }

  @Override
  public Composite getComposite() {
    return d.getComposite();
  }

  @Override
  public void setBackground(Color color) {
    d.setBackground(color);
  }

  @Override
  public Color getBackground() {
    return d.getBackground();
  }

  @Override
  public Stroke getStroke() {
    return d.getStroke();
  }

  @Override
  public void clip(Shape s) {
    d.clip(s);
  }

  @Override
  public FontRenderContext getFontRenderContext() {
    return d.getFontRenderContext();
  }

  @Override
  public Color getColor() {
    return d.getColor();
  }

  @Override
  public void setColor(Color c) {
    d.setColor(c);
  }

  @Override
  public void setPaintMode() {
    d.setPaintMode();
  }

  @Override
  public void setXORMode(Color c1) {
    d.setXORMode(c1);
  }

  @Override
  public Font getFont() {
    return d.getFont();
  }

  @Override
  public void setFont(Font font) {
    d.setFont(font);
  }

  @Override
  public FontMetrics getFontMetrics(Font f) {
    return d.getFontMetrics(f);
  }

  @Override
  public Rectangle getClipBounds() {
    return d.getClipBounds();
  }

  @Override
  public void clipRect(int x, int y, int w, int h) {
    d.clipRect(x, y, w, h);
  }

  @Override
  public void setClip(int x, int y, int w, int h) {
    d.setClip(x, y, w, h);
  }

  @Override
  public Shape getClip() {
    return d.getClip();
  }

  @Override
  public void setClip(Shape clip) {
    d.setClip(clip);
  }

  @Override
  public void copyArea(int x, int y, int w, int h, int dx, int dy) {
    log.add("copyArea");
  }

  @Override
  public void drawLine(int x1, int y1, int x2, int y2) {
    draw(new java.awt.geom.Line2D.Double(x1, y1, x2, y2));
  }

  @Override
  public void fillRect(int x, int y, int w, int h) {
    fill(new Rectangle(x, y, w, h));
  }

  @Override
  public void clearRect(int x, int y, int w, int h) {
    log.add("clearRect");
  }

  @Override
  public void drawRoundRect(int x, int y, int w, int h, int aw, int ah) {
    draw(new java.awt.geom.RoundRectangle2D.Double(x, y, w, h, aw, ah));
  }

  @Override
  public void fillRoundRect(int x, int y, int w, int h, int aw, int ah) {
    fill(new java.awt.geom.RoundRectangle2D.Double(x, y, w, h, aw, ah));
  }

  @Override
  public void drawOval(int x, int y, int w, int h) {
    draw(new java.awt.geom.Ellipse2D.Double(x, y, w, h));
  }

  @Override
  public void fillOval(int x, int y, int w, int h) {
    fill(new java.awt.geom.Ellipse2D.Double(x, y, w, h));
  }

  @Override
  public void drawArc(int x, int y, int w, int h, int s, int a) {
    draw(new java.awt.geom.Arc2D.Double(x, y, w, h, s, a, java.awt.geom.Arc2D.OPEN));
  }

  @Override
  public void fillArc(int x, int y, int w, int h, int s, int a) {
    fill(new java.awt.geom.Arc2D.Double(x, y, w, h, s, a, java.awt.geom.Arc2D.PIE));
  }

  @Override
  public void drawPolyline(int[] xs, int[] ys, int n) {
    log.add("polyline " + n);
  }

  @Override
  public void drawPolygon(int[] xs, int[] ys, int n) {
    draw(new java.awt.Polygon(xs, ys, n));
  }

  @Override
  public void fillPolygon(int[] xs, int[] ys, int n) {
    fill(new java.awt.Polygon(xs, ys, n));
  }
}
