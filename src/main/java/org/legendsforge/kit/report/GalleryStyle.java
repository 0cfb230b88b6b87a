package org.legendsforge.kit.report;

/**
 * The gallery's inline style sheet and its one script, kept apart so the page builder reads as
 * markup.
 */
final class GalleryStyle {
  private GalleryStyle() {}

  static final String CSS =
      """
      body { font-family: "DejaVu Sans", Verdana, sans-serif; color: #1a1a1a; margin: 0; background: #f6f5f2; line-height: 1.4; }
      header.top { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 6px 20px; padding: 10px 20px; background: #23201c; color: #f4efe6; }
      header.top h1 { font-size: 19px; margin: 0; }
      header.top nav { display: flex; gap: 14px; font-size: 14px; }
      header.top a { color: #f0c87a; text-decoration: none; }
      .live { margin-left: auto; font-size: 12px; padding: 2px 8px; border-radius: 10px; background: #555; }
      .live.ok { background: #2e7d32; }
      .live.failed { background: #b71c1c; }
      .banner { position: sticky; top: 44px; z-index: 1; margin: 0; padding: 10px 20px; background: #ffebee; color: #7f0000; border-bottom: 3px solid #b71c1c; }
      .banner pre { max-height: 40vh; overflow: auto; margin: 6px 0 0; font-size: 12px; white-space: pre-wrap; }
      main { max-width: 1200px; margin: 0 auto; padding: 4px 20px 40px; }
      h2 { font-size: 18px; margin: 28px 0 10px; padding-bottom: 4px; border-bottom: 2px solid #ddd6c8; display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
      h2 small { font-weight: normal; color: #666; font-size: 13px; }
      .clean { color: #1b5e20; font-weight: bold; }
      ul.messages { padding-left: 18px; font-size: 13px; }
      ul.messages li { margin: 4px 0; }
      li.error b { color: #b71c1c; }
      li.warning b { color: #9a5b00; }
      .hint { color: #555; }
      ul.deck-index { display: flex; flex-wrap: wrap; gap: 6px 10px; list-style: none; padding: 0; margin: 0; }
      ul.deck-index a { display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px; background: #fff; border: 1px solid #ddd6c8; border-radius: 14px; color: #1a1a1a; text-decoration: none; font-size: 13px; }
      ul.deck-index small { color: #777; }
      .swatch { display: inline-block; width: 14px; height: 14px; border: 1px solid #222; border-radius: 3px; flex: none; }
      .cards { display: flex; flex-wrap: wrap; gap: 14px 12px; }
      figure.card { margin: 0; width: 116px; }
      figure.card img { display: block; width: 116px; height: auto; min-height: 60px; border-radius: 5px; background: #e8e4dc; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35); }
      figure.card figcaption { font-size: 11px; text-align: center; margin-top: 4px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
      figure.back figcaption { font-style: italic; color: #666; }
      figure.card.flagged img { outline: 3px solid #D55E00; outline-offset: 1px; }
      figure.card p.note { font-size: 10px; line-height: 1.25; margin: 3px 0 0; color: #8a3a00; }
      table.sleeves { border-collapse: collapse; font-size: 13px; background: #fff; }
      table.sleeves th, table.sleeves td { text-align: left; padding: 4px 10px; border-bottom: 1px solid #e6e1d6; vertical-align: middle; }
      table.sleeves th { background: #ece7dc; }
      table.sleeves td .swatch { margin-right: 6px; vertical-align: -2px; }
      table.sleeves small { color: #777; }
      table.sleeves .num { text-align: right; font-variant-numeric: tabular-nums; }
      tr.clash td { background: #fff3e0; }
      tr.total td { font-weight: bold; }
      ul.files { font-size: 14px; display: flex; flex-wrap: wrap; gap: 14px; list-style: none; padding: 0; }
      ul.files li { display: flex; flex-direction: column; gap: 4px; max-width: 260px; }
      ul.files img.preview { width: 240px; height: auto; border: 1px solid #ddd6c8; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
      figure.chart { margin: 10px 0 18px; overflow-x: auto; background: #fff; padding: 6px; border: 1px solid #e6e1d6; }
      figure.chart svg { max-width: 100%; height: auto; }
      """;

  /**
   * Live reload for {@code forge watch}: listens to its {@code /events} stream, reloads when a
   * newer build finished and shows the errors of a failed rebuild above the last good output.
   * Opened from disk, the page has no server to listen to and the script does nothing.
   */
  static final String LIVE_RELOAD =
      """
      (function () {
        if (!/^https?:$/.test(location.protocol) || !window.EventSource) { return; }
        var shown = document.querySelector('meta[name="forge-build"]').content;
        var live = document.getElementById('forge-live');
        var banner = document.getElementById('forge-banner');
        var errors = document.getElementById('forge-errors');
        live.hidden = false;
        live.textContent = 'connecting';
        var events = new EventSource('/events');
        events.addEventListener('build', function (e) {
          var s = JSON.parse(e.data);
          if (s.id && s.id !== shown) { location.reload(); return; }
          banner.hidden = s.ok;
          errors.textContent = s.ok ? '' : s.errors;
          live.textContent = s.sequence === 0 ? 'live: building' : s.ok ? 'live: up to date' : 'live: rebuild failed';
          live.className = s.ok ? 'live ok' : 'live failed';
          document.documentElement.setAttribute('data-forge-state', s.ok ? 'ok' : 'failed');
        });
        events.onerror = function () {
          live.textContent = 'not connected: is forge watch running?';
          live.className = 'live';
        };
      })();
      """;
}
