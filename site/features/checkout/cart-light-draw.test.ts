// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { drawLightCart, type LightCartState } from './cart-light-draw';
import { book, quote, state } from './cart-light.test-support';
import { CHECKOUT_ENTRY } from '~/site/lib/paths';
import { CODE_FIELD_ID } from './cart-light-handoff';

const eur = (s: string) => s.replace(/ €/g, '\u00a0€');

function drawn(over: Partial<LightCartState> = {}): HTMLElement {
  const box = document.createElement('div');
  document.body.appendChild(box);
  drawLightCart(box, state(over));
  return box;
}

const text = (box: HTMLElement, selector: string) => box.querySelector(selector)?.textContent ?? null;

afterEach(() => document.body.replaceChildren());

describe('drawLightCart (the cart before React)', () => {
  it('draws each line as CartPage does: link, unit price, quantity to the stock, line total, removal named', () => {
    const box = drawn();
    const line = box.querySelector('.cart-line')!;
    expect(line.querySelector('a.cart-line-name')!.getAttribute('href')).toBe('/product/7');
    expect(text(box, '.cart-line-price')).toBe(eur('12,50 € / ks'));
    const select = line.querySelector('select')!;
    expect(select.id).toBe('qty-7');
    expect(select.dataset.qty).toBe('7');
    expect([...select.options].map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(select.value).toBe('2');
    expect(box.querySelector('label[for="qty-7"]')!.textContent).toBe('Počet – Normálny kresťanský život');
    expect(text(box, '.cart-line-total')).toBe(eur('Spolu za položku 25,00 €'));
    const remove = line.querySelector('button[data-remove="7"]')!;
    expect(remove.getAttribute('aria-label')).toBe('Odstrániť Normálny kresťanský život');
  });

  it('says a discount, a changed price and a sold-out line, which counts for nothing and blocks checkout', () => {
    const box = drawn({
      items: [book({ discount: 20, price: 10 }), book({ product: 8, name: 'Sedem', countInStock: 0, qty: 1 })],
      changes: new Map([[7, { kind: 'price', before: 12.5, after: 10 }]]),
    });
    const [first, second] = box.querySelectorAll('.cart-line');
    expect(first.querySelector('.cart-discount')!.textContent).toBe('Zľava 20%');
    expect(first.querySelector('.cart-change--info')!.textContent).toContain('Cena sa zmenila');
    expect(second.className).toBe('cart-line cart-line--blocked');
    expect(second.querySelector('select')).toBeNull();
    expect(second.querySelector('.cart-soldout')!.textContent).toBe('Vypredané');
    expect(second.querySelector('.cart-line-total')!.textContent).toBe('Spolu za položku –');
    expect(text(box, '#cart-blocked')).toContain('Niektoré tituly už nemáme');
    expect(box.querySelector('a.acct-btn--primary')).toBeNull();
    expect(text(box, '.checkout-sums')).toContain(eur('20,00 €'));
  });

  it('shows the stored lines while they are re-read, and the sums wait for the server', () => {
    const box = drawn({ checking: true });
    expect(text(box, '.cart-checking')).toBe('Overujeme aktuálne ceny a sklad…');
    expect(text(box, '.checkout-sums')).toContain('počítame…');
    expect(drawn().querySelector('.cart-checking')!.textContent).toBe('');
  });

  it("puts the server's figures in the summary: with a chosen method its postage and total and its name", () => {
    const box = drawn({ quote: quote(), method: 'post' });
    const rows = [...box.querySelectorAll('.checkout-sums > div')].map((d) => d.textContent);
    expect(rows).toEqual(['Položiek (2)', eur('Produkty25,00 €'), eur('Poštovné4,50 €'), eur('Celkom29,50 €')]);
    expect(box.querySelector('.checkout-sums > div:last-child')!.className).toBe('checkout-sums-total');
    expect(text(box, '.cart-summary .cart-muted')).toBe('Doprava: Slovenská pošta');
    expect(box.querySelector('a.acct-btn--primary')!.getAttribute('href')).toBe(CHECKOUT_ENTRY);
  });

  it('before a method is chosen says where postage starts and the sum without it', () => {
    const box = drawn({ quote: quote() });
    expect(text(box, '.checkout-sums')).toContain('Doprava');
    expect(text(box, '.checkout-sums')).toContain('Spolu bez dopravy');
    expect(box.querySelector('.cart-summary .cart-muted')).toBeNull();
  });

  it('offers the code field with Použiť waiting for React; an applied code is named with its removal, or its refusal', () => {
    const open = drawn();
    const field = open.querySelector<HTMLInputElement>(`#${CODE_FIELD_ID}`)!;
    expect(open.querySelector(`label[for="${CODE_FIELD_ID}"]`)!.textContent).toBe('Zľavový kód');
    expect(field.getAttribute('maxlength')).toBe('40');
    expect(open.querySelector<HTMLButtonElement>('.code-form button[type="submit"]')!.disabled).toBe(true);

    const applied = drawn({ code: 'JAR-2026', quote: quote({ discountPrice: 2.5, discountCode: 'JAR-2026' }) });
    expect(text(applied, '.code-applied-text')).toBe('Zľavový kód JAR-2026 je uplatnený.');
    expect(applied.querySelector('[data-remove-code]')!.getAttribute('aria-label')).toBe('Odstrániť zľavový kód JAR-2026');
    expect(text(applied, '.checkout-sums-discount')).toBe(eur('Zľavový kód JAR-2026−2,50 €'));

    const refused = drawn({ code: 'STARY', quoteError: 'Platnosť kódu skončila.' });
    // Said once, at the code; the summary says its figures could not be had.
    expect([...refused.querySelectorAll('[role="alert"]')].map((e) => e.textContent)).toEqual(['Platnosť kódu skončila.']);
    expect(text(refused, '.checkout-sums')).toContain('Dopravanepodarilo sa spočítať');
  });

  it('offline (no answer, no code): the summary says in red that it could not count, not "počítame…" for ever', () => {
    const offline = drawn({ quoteError: 'Požiadavka zlyhala. Skúste to prosím znova.' });
    const alert = offline.querySelector('.cart-summary > [role="alert"]')!;
    expect(alert.textContent).toBe('Požiadavka zlyhala. Skúste to prosím znova.');
    expect(alert.className).toBe('cart-change cart-change--blocked');
    expect(text(offline, '.checkout-sums')).not.toContain('počítame');
    expect(text(offline, '.checkout-sums')).toContain(eur('Spolu bez dopravy25,00 €'));
    expect(drawn().querySelector('[role="alert"]')).toBeNull();
  });

  it('redraws in place: the field, what was typed, the focus and the links stay the same nodes', () => {
    const box = drawn();
    const field = box.querySelector<HTMLInputElement>(`#${CODE_FIELD_ID}`)!;
    const more = box.querySelector('a.cart-continue');
    field.value = 'JAR';
    field.focus();
    drawLightCart(box, state({ quote: quote(), items: [book({ qty: 3 })] }));
    expect(box.querySelector(`#${CODE_FIELD_ID}`)).toBe(field);
    expect(field.value).toBe('JAR');
    expect(document.activeElement).toBe(field);
    expect(box.querySelector('a.cart-continue')).toBe(more);
    // What changed did change: the quantity chosen, the line's total, the sums.
    expect(box.querySelector('select')?.value).toBe('3');
    expect(text(box, '.cart-line-total')).toBe(eur('Spolu za položku 37,50 €'));
    expect(text(box, '.checkout-sums')).toContain('Spolu bez dopravy');
    // A part that is no longer there goes; one that comes is drawn.
    drawLightCart(box, state({ code: 'JAR', quote: quote({ discountPrice: 1, discountCode: 'JAR' }) }));
    expect(box.querySelector(`#${CODE_FIELD_ID}`)).toBeNull();
    expect(text(box, '.code-applied-text')).toBe('Zľavový kód JAR je uplatnený.');
  });

  it('says the cart is empty once the last line is removed', () => {
    const box = drawn({ items: [] });
    expect(box.textContent).toBe('Váš košík je prázdnySpäť do obchodu – vyberte si z našich kníh.');
    expect(box.querySelector('a')!.getAttribute('href')).toBe('/');
  });
});
