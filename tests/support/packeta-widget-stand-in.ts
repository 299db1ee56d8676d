import { STAND_IN_POINTS, widgetPoint } from './packeta-points';

/**
 * The stand-in of Packeta's widget v6 (https://docs.packetery.com/01-pickup-point-selection/02-widget-v6.html),
 * served by tests/support/packeta-stand-in.ts as Packeta serves it: `library.js` defines
 * `Packeta.Widget.pick(apiKey, callback, options, inElement)` and `Packeta.Widget.close()`, and opens the picker
 * as an iframe of the widget's own origin over the page (so the page's frame-src and script-src are tested as with
 * the real one); the picker posts its choice back with `window.postMessage`, and `callback` gets the v6 point
 * object, or null when the reader closes it (the button or Escape).
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `library.js` for the stand-in at `origin`. Styles are set through the CSSOM: the shop's CSP allows no inline style attribute. */
export function widgetLibrary(origin: string): string {
  return `(function () {
  var ORIGIN = ${JSON.stringify(origin)};
  var overlay = null;
  var onMessage = null;
  function close() {
    if (onMessage) window.removeEventListener('message', onMessage);
    onMessage = null;
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
    overlay = null;
  }
  function pick(apiKey, callback, options, inElement) {
    close();
    options = options || {};
    var q = new URLSearchParams({ apiKey: String(apiKey || ''), country: String(options.country || ''), language: String(options.language || '') });
    overlay = document.createElement('div');
    overlay.setAttribute('data-packeta-widget', '');
    var s = overlay.style;
    s.position = inElement ? 'relative' : 'fixed';
    if (!inElement) { s.inset = '0'; s.zIndex = '2147483647'; s.background = 'rgba(0,0,0,0.5)'; }
    s.display = 'flex'; s.alignItems = 'center'; s.justifyContent = 'center';
    var frame = document.createElement('iframe');
    frame.src = ORIGIN + '/v6/?' + q.toString();
    frame.title = 'Packeta: výber výdajného miesta';
    frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
    frame.setAttribute('allow', 'geolocation');
    frame.style.width = 'min(100%, 40rem)'; frame.style.height = 'min(100%, 36rem)'; frame.style.border = '0'; frame.style.background = '#fff';
    overlay.appendChild(frame);
    onMessage = function (e) {
      if (e.origin !== ORIGIN || !e.data || e.data.packetaWidgetMessage !== true) return;
      close();
      callback(e.data.packetaPoint || null);
    };
    window.addEventListener('message', onMessage);
    (inElement || document.body).appendChild(overlay);
    frame.focus();
  }
  window.Packeta = window.Packeta || {};
  window.Packeta.Widget = { pick: pick, close: close };
})();
`;
}

/** The picker inside the iframe: the points of the asked countries, or Packeta's refusal of an unknown key. */
export function widgetPage(query: URLSearchParams, apiKey: string): string {
  const keyOk = query.get('apiKey') === apiKey;
  const countries = (query.get('country') ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const offered = STAND_IN_POINTS.filter((p) => p.inWidget && (countries.length === 0 || countries.includes(p.country)));
  const items = offered
    .map(
      (p) =>
        `<li><button type="button" data-point="${esc(JSON.stringify(widgetPoint(p)))}"><strong>${esc(p.name)}</strong><span>${esc(p.place)}, ${esc(p.zip)} ${esc(p.city)}</span></button></li>`,
    )
    .join('');
  const body = keyOk ? `<ul>${items}</ul>` : '<p role="alert">Neplatný API kľúč Packety.</p>';
  return `<!doctype html>
<html lang="sk"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Packeta – výber výdajného miesta (stand-in)</title>
<style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#fff}
h1{font-size:1.25rem;margin:0 0 .75rem}ul{list-style:none;margin:0 0 1rem;padding:0}li{margin:0 0 .5rem}
button{font:inherit;cursor:pointer;border:1px solid #555;border-radius:6px;background:#fff;color:#1a1a1a;padding:.6rem .8rem;min-height:44px}
li button{display:flex;flex-direction:column;align-items:flex-start;width:100%;text-align:left}
li button span{color:#444}#close{background:#ba1f33;color:#fff;border-color:#ba1f33}
</style></head>
<body><main><h1>Vyberte výdajné miesto</h1>${body}<button type="button" id="close">Zavrieť</button></main>
<script>
function send(point) { parent.postMessage({ packetaWidgetMessage: true, packetaPoint: point }, '*'); }
document.querySelectorAll('[data-point]').forEach(function (b) { b.addEventListener('click', function () { send(JSON.parse(b.getAttribute('data-point'))); }); });
document.getElementById('close').addEventListener('click', function () { send(null); });
addEventListener('keydown', function (e) { if (e.key === 'Escape') send(null); });
</script></body></html>`;
}
