import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWith } from './form-check';

const schema = z.object({ name: z.string().trim().min(1, { message: 'Zadajte meno.' }) });

describe('an edit form checked with a schema', () => {
  it('gives the parsed body to send', () => {
    expect(checkWith(schema, { name: '  Ján ' })).toEqual({ ok: true, body: { name: 'Ján' } });
  });

  it("gives the schema's first message, or the fallback when it has none", () => {
    expect(checkWith(schema, { name: ' ' })).toEqual({ ok: false, message: 'Zadajte meno.' });
    const silent = { safeParse: () => ({ success: false as const, error: { issues: [] } }) };
    expect(checkWith(silent, {}, 'Neplatné údaje produktu.')).toEqual({ ok: false, message: 'Neplatné údaje produktu.' });
  });
});

describe('checkWith without a message from the schema', () => {
  it('falls back to a Slovak sentence', () => {
    const silent = { safeParse: () => ({ success: false as const, error: { issues: [] } }) };
    expect(checkWith(silent, {})).toEqual({ ok: false, message: 'Neplatné údaje.' });
  });
});
