import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { offersPayBySquare, payBySquare, QR_QUIET_ZONE, qrMatrix, qrSvg } from './pay-by-square';

/**
 * Rasterises the SVG that `qrSvg` writes (a white square, then one path of `M x y h w v1 h-w z` runs) into an
 * RGBA buffer, `scale` pixels per module, as a phone camera would see a sharp print.
 */
function rasterise(svg: string, scale = 4) {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox) throw new Error('no viewBox');
  const modules = Number(viewBox[1]);
  const width = modules * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = /<path[^>]* d="([^"]*)"/.exec(svg)![1];
  const runs = [...d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)];
  expect(runs.map((r) => r[0]).join('')).toBe(d); // nothing in the path that this rasteriser skipped
  for (const [, x, y, w] of runs) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++) {
        const i = (py * width + px) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  return { pixels, width, modules };
}

describe('payBySquare', () => {
  const order = { orderNumber: '20260042W', totalPrice: 29.5 };

  it('answers the payment as data: IBAN without spaces, euros, the variable symbol, the association', () => {
    const p = payBySquare(order);
    expect(p).toMatchObject({
      iban: 'SK3811000000002620753192',
      amount: 29.5,
      currency: 'EUR',
      variableSymbol: '20260042',
      beneficiary: 'Prúd',
      note: 'Objednávka 20260042W',
    });
  });

  it('encodes a payload that bysquare decodes back to the same payment', () => {
    const model = decode(payBySquare(order).payload);
    expect(model.payments).toHaveLength(1);
    const [payment] = model.payments;
    expect(payment).toMatchObject({
      type: 1,
      amount: 29.5,
      currencyCode: 'EUR',
      variableSymbol: '20260042',
      paymentNote: 'Objednavka 20260042W',
      beneficiary: { name: 'Prud' },
    });
    expect(payment.bankAccounts).toEqual([{ iban: 'SK3811000000002620753192' }]);
  });

  it('keeps cents exact (no floating-point tails in the amount)', () => {
    expect(decode(payBySquare({ orderNumber: '20260001W', totalPrice: 0.1 + 0.2 }).payload).payments[0].amount).toBe(0.3);
    expect(decode(payBySquare({ orderNumber: '20260001W', totalPrice: 1234.56 }).payload).payments[0].amount).toBe(1234.56);
  });

  it('draws an SVG that a QR reader decodes to exactly the payload', () => {
    const p = payBySquare(order);
    const { pixels, width } = rasterise(p.svg);
    const read = jsQR(pixels, width, width);
    expect(read?.data).toBe(p.payload);
  });

  it('is a standalone, page-sized SVG: viewBox, no width/height, white quiet zone of 4 modules', () => {
    const { svg, payload } = payBySquare(order);
    const open = /^<svg [^>]*>/.exec(svg)![0];
    expect(open).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(open).not.toMatch(/\s(width|height)=/);
    expect(open).toContain('shape-rendering="crispEdges"');
    const { pixels, modules, width } = rasterise(svg, 1);
    const matrix = qrMatrix(payload);
    expect(modules).toBe(matrix.length + 2 * QR_QUIET_ZONE);
    // No dark pixel in the 4-module frame.
    for (let y = 0; y < width; y++) {
      for (let x = 0; x < width; x++) {
        const inFrame = x < QR_QUIET_ZONE || y < QR_QUIET_ZONE || x >= width - QR_QUIET_ZONE || y >= width - QR_QUIET_ZONE;
        if (inFrame) expect(pixels[(y * width + x) * 4]).toBe(255);
      }
    }
  });

  it('draws every dark module of the matrix and nothing else', () => {
    const matrix = [
      [true, false, true],
      [true, true, true],
      [false, false, false],
    ];
    const { pixels, width } = rasterise(qrSvg(matrix, 1), 1);
    const dark = (x: number, y: number) => pixels[(y * width + x) * 4] === 0;
    for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) expect(dark(x + 1, y + 1)).toBe(matrix[y][x]);
  });
});

describe('offersPayBySquare', () => {
  const unpaid = { paymentMethod: 'Prevodom vopred' as const, isPaid: false, isCancelled: false, shippingLater: false, totalPrice: 12.5 };

  it('offers the code for an unpaid bank transfer at home only', () => {
    expect(offersPayBySquare(unpaid)).toBe(true);
    expect(offersPayBySquare({ ...unpaid, isPaid: true })).toBe(false);
    expect(offersPayBySquare({ ...unpaid, isCancelled: true })).toBe(false);
    expect(offersPayBySquare({ ...unpaid, paymentMethod: 'Hotovosť' })).toBe(false);
    expect(offersPayBySquare({ ...unpaid, paymentMethod: 'Stripe' })).toBe(false);
    expect(offersPayBySquare({ ...unpaid, shippingLater: true })).toBe(false);
    expect(offersPayBySquare({ ...unpaid, totalPrice: 0 })).toBe(false);
  });
});
