package org.legendsforge.kit.output.pdf;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TimeZone;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.legendsforge.kit.card.PrintedCard;
import org.legendsforge.kit.output.BuildContext;
import org.legendsforge.kit.output.image.PngCardWriter;
import org.legendsforge.kit.print.Box;
import org.legendsforge.kit.render.BackStyle;
import org.legendsforge.kit.render.CardSize;
import org.legendsforge.kit.render.FontSet;

/**
 * The PDF/X-1a:2003 file of card shops that print from CMYK PDFs: one card per page of its trim
 * with 1/8 in bleed (a poker card's 2.5 × 3.5 in on 2.75 × 3.75 in, a terrain index card's 3 × 5 in
 * on 3.25 × 5.25 in), back then front, card after card, as the shops that take this file ask (each
 * card's back page comes first). Colours are DeviceCMYK only ({@link CmykContent}; a card with
 * images or transparency is placed as one CMYK image at 300 dpi), fonts are embedded, no
 * transparency, TrimBox and BleedBox on every page, the output intent carries forge's own ICC
 * profile ({@link CmykProfile}), the information dictionary names the standard; PDF 1.4 without
 * object streams. The 1/8 in bleed is 0.175 mm wider than the 3 mm the card painter fills: that
 * ring repeats the card's own outermost bleed. The shipped game's cards and a data-only game's
 * ({@link ProjectShop}) come to it as {@link Card}s.
 */
final class PdfxShopPdf {
  static final double INCH = 25.4;
  static final double BLEED = INCH / 8;

  /** One card of the file: its size, and its back and face as drawings. */
  interface Card {
    CardSize size();

    /** Cards of one back id share one back drawing. */
    String backId();

    /** The back as recorded (text and paths only), or empty when it must be drawn as an image. */
    Optional<RecordedForm> backRecording() throws IOException;

    void paintBack(Graphics2D g);

    Optional<RecordedForm> faceRecording() throws IOException;

    void paintFace(Graphics2D g);
  }

  private final FontSet fonts;
  private final Supplier<FormRecorder> recorder;
  private final String key;
  private final String title;
  private final boolean proof;
  private final List<Card> cards;

  /**
   * The shipped game's file.
   *
   * @param cards the cards of the file, in order
   * @param what what the file holds, in its key and title: {@code cards} or {@code terrain}
   */
  PdfxShopPdf(
      BuildContext ctx,
      CardForms forms,
      boolean proof,
      BackStyle backs,
      List<? extends PrintedCard> cards,
      String what) {
    this(
        ctx.fonts(),
        forms::recorder,
        // the poker cards' key is the one it always was, so their file keeps its bytes
        String.join(
            "/",
            ctx.game().gameSlug(),
            what.equals("cards") ? "shop-pdfx" : "shop-pdfx-" + what,
            Boolean.toString(proof),
            backs.key()),
        ctx.game().gameName() + " " + what + " (PDF/X-1a:2003)",
        proof,
        cards.stream().<Card>map(c -> new GameCard(ctx, forms, backs, c)).toList());
  }

  /**
   * @param recorder the recorder of the thread that writes the file, asked for when it does
   * @param key what the file's ID is made from: the same key, the same ID
   * @param cards the cards of the file, in order
   */
  PdfxShopPdf(
      FontSet fonts,
      Supplier<FormRecorder> recorder,
      String key,
      String title,
      boolean proof,
      List<Card> cards) {
    this.fonts = fonts;
    this.recorder = recorder;
    this.key = key;
    this.title = title;
    this.proof = proof;
    this.cards = List.copyOf(cards);
  }

  /** A card of the shipped game, drawn by its renderer, its backs inked as {@code backs} asks. */
  private record GameCard(BuildContext ctx, CardForms forms, BackStyle backs, PrintedCard card)
      implements Card {
    @Override
    public CardSize size() {
      return ctx.renderer().size(card.deck());
    }

    @Override
    public String backId() {
      return card.deck().id();
    }

    @Override
    public Optional<RecordedForm> backRecording() throws IOException {
      return forms.backRecording(card.deck());
    }

    @Override
    public void paintBack(Graphics2D g) {
      ctx.renderer().paintBack(card.deck(), backs, g);
    }

    @Override
    public Optional<RecordedForm> faceRecording() throws IOException {
      return forms.faceRecording(card);
    }

    @Override
    public void paintFace(Graphics2D g) {
      ctx.renderer().paintFace(card, g);
    }
  }

  void write(Path file) throws IOException {
    try (PdfDocumentWriter pdf = new PdfDocumentWriter(fonts, key, title, recorder.get(), true)) {
      standard(pdf.document(), title);
      Map<String, PDFormXObject> backs = new HashMap<>();
      for (Card card : cards) {
        CardSize size = card.size();
        PDFormXObject back = backs.get(card.backId());
        if (back == null) {
          back = cmyk(pdf, size, card.backRecording(), card::paintBack);
          backs.put(card.backId(), back);
        }
        page(pdf, size, back);
        page(pdf, size, cmyk(pdf, size, card.faceRecording(), card::paintFace));
      }
      pdf.saveUncompressed(file);
    }
  }

  private void page(PdfDocumentWriter pdf, CardSize size, PDFormXObject form) throws IOException {
    double ring = BLEED - size.bleed();
    Box pageBox = new Box(0, 0, size.trimWidth() + 2 * BLEED, size.trimHeight() + 2 * BLEED);
    try (PageCanvas canvas = pdf.newPage(pageBox.width(), pageBox.height())) {
      Box card = new Box(ring, ring, size.bleedWidth(), size.bleedHeight());
      // The ring beyond the painted bleed: the card again, moved out by the ring's width and
      // clipped to the ring's part on that side, so it repeats the card's outermost bleed.
      for (int dx = -1; dx <= 1; dx++) {
        for (int dy = -1; dy <= 1; dy++) {
          if (dx != 0 || dy != 0) {
            canvas.place(
                form, card.shifted(dx * ring, dy * ring), ringPart(pageBox, dx, dy, ring), 0);
          }
        }
      }
      canvas.place(form, card, card, 0);
      Box trim = new Box(BLEED, BLEED, size.trimWidth(), size.trimHeight());
      if (proof) {
        canvas.outline(java.util.List.of(trim), 0.15, CardPages.PROOF_CUT, 0);
        canvas.outline(
            java.util.List.of(trim.grow(-size.safe(), -size.safe(), -size.safe(), -size.safe())),
            0.15,
            CardPages.PROOF_SAFE,
            1.0);
      }
      canvas.boxes(trim, pageBox);
    }
  }

  private static Box ringPart(Box page, int dx, int dy, double ring) {
    double x = dx < 0 ? 0 : dx == 0 ? ring : page.width() - ring;
    double y = dy < 0 ? 0 : dy == 0 ? ring : page.height() - ring;
    double w = dx == 0 ? page.width() - 2 * ring : ring;
    double h = dy == 0 ? page.height() - 2 * ring : ring;
    return new Box(x, y, w, h);
  }

  /** The drawing in CMYK: its own content rewritten, or else the card as a CMYK image. */
  private PDFormXObject cmyk(
      PdfDocumentWriter pdf,
      CardSize size,
      Optional<RecordedForm> recorded,
      Consumer<Graphics2D> paint)
      throws IOException {
    if (recorded.isPresent()) {
      RecordedForm r = recorded.get();
      Optional<byte[]> content = CmykContent.convert(r.content());
      if (content.isPresent()) {
        return pdf.form(RecordedForm.of(r.width(), r.height(), content.get(), r.fonts()));
      }
    }
    return imageForm(pdf.document(), size, paint);
  }

  /** The card drawn at 300 dpi, each pixel converted to {@link Cmyk}, in a form of its size. */
  private static PDFormXObject imageForm(PDDocument doc, CardSize size, Consumer<Graphics2D> paint)
      throws IOException {
    BufferedImage rgb = new PngCardWriter(300).image(size, paint);
    int w = rgb.getWidth();
    int h = rgb.getHeight();
    ByteArrayOutputStream raw = new ByteArrayOutputStream(w * h);
    try (DeflaterOutputStream z = new DeflaterOutputStream(raw, new Deflater(6))) {
      byte[] row = new byte[w * 4];
      for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
          int p = rgb.getRGB(x, y);
          Cmyk c =
              Cmyk.fromRgb(((p >> 16) & 255) / 255.0, ((p >> 8) & 255) / 255.0, (p & 255) / 255.0);
          row[4 * x] = (byte) Math.round(c.c() * 255);
          row[4 * x + 1] = (byte) Math.round(c.m() * 255);
          row[4 * x + 2] = (byte) Math.round(c.y() * 255);
          row[4 * x + 3] = (byte) Math.round(c.k() * 255);
        }
        z.write(row);
      }
    }
    COSStream stream = doc.getDocument().createCOSStream();
    try (java.io.OutputStream out = stream.createRawOutputStream()) {
      out.write(raw.toByteArray());
    }
    stream.setItem(COSName.FILTER, COSName.FLATE_DECODE);
    stream.setItem(COSName.TYPE, COSName.XOBJECT);
    stream.setItem(COSName.SUBTYPE, COSName.IMAGE);
    stream.setInt(COSName.WIDTH, w);
    stream.setInt(COSName.HEIGHT, h);
    stream.setInt(COSName.BITS_PER_COMPONENT, 8);
    stream.setItem(COSName.COLORSPACE, COSName.DEVICECMYK);
    PDImageXObject image =
        new PDImageXObject(new org.apache.pdfbox.pdmodel.common.PDStream(stream), null);
    float fw = (float) (size.bleedWidth() * PdfDocumentWriter.PT);
    float fh = (float) (size.bleedHeight() * PdfDocumentWriter.PT);
    PDFormXObject form = new PDFormXObject(doc);
    form.setBBox(new PDRectangle(fw, fh));
    form.setResources(new org.apache.pdfbox.pdmodel.PDResources());
    try (org.apache.pdfbox.pdmodel.PDFormContentStream cs =
        new org.apache.pdfbox.pdmodel.PDFormContentStream(form)) {
      cs.drawImage(image, 0, 0, fw, fh);
    }
    return form;
  }

  /**
   * What makes the file PDF/X-1a:2003: the version key, the output intent with its profile, and the
   * dates and trapping the standard requires (fixed dates: the same cards give the same bytes).
   */
  private static void standard(PDDocument doc, String title) throws IOException {
    doc.setVersion(1.4f);
    PDDocumentInformation info = doc.getDocumentInformation();
    info.setTitle(title);
    Calendar date = Calendar.getInstance(TimeZone.getTimeZone("UTC"), java.util.Locale.ROOT);
    date.clear();
    date.set(2026, Calendar.JANUARY, 1, 0, 0, 0);
    info.setCreationDate(date);
    info.setModificationDate(date);
    info.setTrapped("False");
    info.setCustomMetadataValue("GTS_PDFXVersion", "PDF/X-1a:2003");
    // The profile's own bytes: PDOutputIntent's stream constructor would have Java's colour
    // management write it out again in its own way.
    COSStream profile = doc.getDocument().createCOSStream();
    try (java.io.OutputStream out = profile.createOutputStream(COSName.FLATE_DECODE)) {
      out.write(CmykProfile.bytes());
    }
    profile.setInt(COSName.N, 4);
    PDOutputIntent intent = new PDOutputIntent(new org.apache.pdfbox.cos.COSDictionary());
    intent.getCOSObject().setItem(COSName.TYPE, COSName.getPDFName("OutputIntent"));
    intent.getCOSObject().setItem(COSName.S, COSName.getPDFName("GTS_PDFX"));
    intent.getCOSObject().setItem(COSName.getPDFName("DestOutputProfile"), profile);
    intent.setOutputConditionIdentifier("Custom");
    intent.setOutputCondition(CmykProfile.CONDITION);
    intent.setInfo(CmykProfile.CONDITION);
    doc.getDocumentCatalog().addOutputIntent(intent);
  }
}
