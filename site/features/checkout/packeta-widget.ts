import type { PickupPoint } from '~/worker/domain/delivery';
import type { PacketaWidgetPoint } from '~/worker/domain/packeta';
import { pointFromWidget, widgetOptions } from './delivery-ops';

/**
 * Packeta's pickup-point widget (v6: `Packeta.Widget.pick(apiKey, callback, options)`), loaded only when the reader
 * opens the choice of a point: its script comes from the address the quote names (`packetaWidget.scriptUrl`;
 * tests point it at a local stand-in), once per page. The page's policy allows that origin (worker CSP).
 */

interface PacketaGlobal {
  Widget: { pick(apiKey: string, callback: (point: PacketaWidgetPoint | null) => void, options?: Record<string, unknown>): void };
}

const loads = new Map<string, Promise<PacketaGlobal>>();

const WIDGET_LOAD_FAILED = 'Mapu výdajných miest Packety sa nepodarilo načítať. Skúste to prosím znova alebo vyberte iný spôsob doručenia.';

function loadWidget(scriptUrl: string): Promise<PacketaGlobal> {
  const known = (window as { Packeta?: PacketaGlobal }).Packeta;
  if (known?.Widget) return Promise.resolve(known);
  let p = loads.get(scriptUrl);
  if (!p) {
    p = new Promise<PacketaGlobal>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = scriptUrl;
      s.async = true;
      s.onload = () => {
        const g = (window as { Packeta?: PacketaGlobal }).Packeta;
        if (g?.Widget) resolve(g);
        else reject(new Error(WIDGET_LOAD_FAILED));
      };
      s.onerror = () => reject(new Error(WIDGET_LOAD_FAILED));
      document.head.appendChild(s);
    });
    // A failed load may be tried again (a flaky network): forget it.
    p.catch(() => loads.delete(scriptUrl));
    loads.set(scriptUrl, p);
  }
  return p;
}

/**
 * Opens the widget for the address's country, in Slovak; resolves with the chosen point, or null when the reader
 * closed it without choosing. Rejects (with the Slovak sentence) when the script cannot load.
 */
export async function pickPoint(widget: { apiKey: string; scriptUrl: string }, country: string): Promise<PickupPoint | null> {
  const packeta = await loadWidget(widget.scriptUrl);
  return new Promise((resolve) => packeta.Widget.pick(widget.apiKey, (point) => resolve(pointFromWidget(point)), widgetOptions(country)));
}
