package org.legendsforge.output;

import org.legendsforge.diag.Diagnostics;
import org.legendsforge.model.Catalog;
import org.legendsforge.render.CardRenderer;
import org.legendsforge.render.FontSet;

/**
 * What every output target is given: the validated catalog, the one card renderer, the fonts, the
 * setup seed, and a sink for warnings found while writing (text that still overflows, say).
 */
public record BuildContext(
    Catalog catalog, CardRenderer renderer, FontSet fonts, long seed, Diagnostics diagnostics) {}
