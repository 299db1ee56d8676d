import { createHash } from 'node:crypto';
import { formatEur } from '../domain/money';
import { siteFacts } from '../domain/site-facts';
import type { TestCheckoutView } from '../services/payments/test-checkout';

/**
 * The built-in test checkout's HTML: self-contained (one `<style>` block, no scripts, plain POST forms), Slovak,
 * clearly marked as a test. Every value shown is escaped.
 */

export const TEST_CHECKOUT_BANNER = 'Testovacia platba – žiadne peniaze sa nestrhnú';

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const STYLE = `
  body { margin: 0; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; color: #222; background: #f6f6f6; }
  main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 6px; border-top: 6px solid #b3001b; }
  .test { margin: 0 0 1rem; padding: .75rem 1rem; background: #fff4e5; border: 2px dashed #b3001b; font-weight: bold; color: #7a0012; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; color: #b3001b; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: bold; }
  dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1.5rem; }
  caption { text-align: left; font-weight: bold; padding-bottom: .25rem; }
  th, td { padding: .4rem .25rem; border-bottom: 1px solid #ddd; text-align: left; }
  td.amount, th.amount { text-align: right; white-space: nowrap; }
  .total { font-size: 1.25rem; font-weight: bold; }
  .actions { display: flex; gap: 1rem; flex-wrap: wrap; }
  form { margin: 0; }
  button { font: inherit; padding: .75rem 1.5rem; border-radius: 4px; cursor: pointer; border: 2px solid #b3001b; }
  button.pay { background: #b3001b; color: #fff; }
  button.cancel { background: #fff; color: #b3001b; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1a4fd6; outline-offset: 2px; }
  a { color: #b3001b; }
`;

/**
 * Nothing but the one style block, allowed by its hash: no scripts, no outside resources, forms post only here,
 * not framable. (The app's header policy, worker/http/security-headers.ts, is enforced on top of it.)
 */
export const TEST_CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="sk">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test" role="note">${esc(TEST_CHECKOUT_BANNER)}</p>
${body}
</main>
</body>
</html>`;
}

function linesTable(v: TestCheckoutView): string {
  const rows = v.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.name)}</td><td class="amount">${l.qty} × ${esc(formatEur(l.unitAmountCents))}</td><td class="amount">${esc(formatEur(l.qty * l.unitAmountCents))}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>Položky platby</caption>
<thead><tr><th scope="col">Položka</th><th scope="col" class="amount">Počet × cena</th><th scope="col" class="amount">Spolu</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
}

export function testCheckoutPage(v: TestCheckoutView): string {
  const base = `/test-checkout/${encodeURIComponent(v.sessionId)}`;
  const summary = `<h1>Platba kartou</h1>
<dl>
<dt>Obchod</dt><dd>${esc(siteFacts.site.name)}</dd>
<dt>Objednávka</dt><dd>${esc(v.orderNumber)}</dd>
<dt>Suma na úhradu</dt><dd class="total">${esc(formatEur(v.totalCents))}</dd>
</dl>
${linesTable(v)}`;
  const actions =
    v.state === 'open'
      ? `<div class="actions">
<form method="post" action="${esc(base)}/pay"><button type="submit" class="pay">Zaplatiť</button></form>
<form method="post" action="${esc(base)}/cancel"><button type="submit" class="cancel">Zrušiť</button></form>
</div>`
      : v.state === 'paid'
        ? `<p>Objednávka už je zaplatená.</p><p><a href="${esc(v.successUrl)}">Pokračovať na potvrdenie objednávky</a></p>`
        : `<p>Objednávka je zrušená, zaplatiť ju už nemožno.</p><p><a href="${esc(v.cancelUrl)}">Späť do obchodu</a></p>`;
  return page(`${TEST_CHECKOUT_BANNER} – objednávka ${v.orderNumber}`, `${summary}\n${actions}`);
}

export function testCheckoutNotFoundPage(): string {
  return page(
    'Platba sa nenašla – testovacia platba',
    `<h1>Platba sa nenašla</h1>
<p>Táto testovacia platba neexistuje alebo už nie je platná. Začnite platbu prosím znova z detailu objednávky.</p>
<p><a href="/">Späť do obchodu</a></p>`,
  );
}
