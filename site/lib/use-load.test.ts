import { describe, expect, it } from 'vitest';
import { settleRead } from './use-load';

function recorder<T>() {
  const seen: { data: T[]; errors: string[] } = { data: [], errors: [] };
  return { seen, setData: (v: T) => seen.data.push(v), setError: (m: string) => seen.errors.push(m) };
}

describe('settleRead (the core of useLoad)', () => {
  it('puts the answer in state and clears the error', async () => {
    const r = recorder<number>();
    await settleRead(async () => 7, undefined, r.setData, r.setError);
    expect(r.seen).toEqual({ data: [7], errors: [''] });
  });

  it("keeps a failure's Slovak message", async () => {
    const r = recorder<number>();
    await settleRead(
      async () => {
        throw new Error('Nenájdené.');
      },
      undefined,
      r.setData,
      r.setError,
    );
    expect(r.seen).toEqual({ data: [], errors: ['Nenájdené.'] });
  });

  it('a failure without a message still says something in Slovak', async () => {
    const r = recorder<number>();
    await settleRead(
      async () => {
        throw new Error('');
      },
      undefined,
      r.setData,
      r.setError,
    );
    expect(r.seen.errors).toEqual(['Požiadavka zlyhala. Skúste to prosím znova.']);
  });

  it('a thrown non-error (null) is a failure too, told in Slovak', async () => {
    const r = recorder<number>();
    await settleRead(
      async () => {
        throw null;
      },
      undefined,
      r.setData,
      r.setError,
    );
    expect(r.seen).toEqual({ data: [], errors: ['Požiadavka zlyhala. Skúste to prosím znova.'] });
  });

  it('an abort is not an error, and an answer after the abort is dropped', async () => {
    const ctrl = new AbortController();
    const r = recorder<number>();
    const late = settleRead(
      async () => {
        ctrl.abort();
        return 1;
      },
      ctrl.signal,
      r.setData,
      r.setError,
    );
    await late;
    const aborted = new AbortController();
    const err = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    await settleRead(
      async () => {
        throw err;
      },
      aborted.signal,
      r.setData,
      r.setError,
    );
    expect(r.seen).toEqual({ data: [], errors: [] });
  });

  it('passes the signal to the read', async () => {
    const ctrl = new AbortController();
    let got: AbortSignal | undefined;
    await settleRead(
      async (s) => {
        got = s;
        return 0;
      },
      ctrl.signal,
      () => {},
      () => {},
    );
    expect(got).toBe(ctrl.signal);
  });
});
