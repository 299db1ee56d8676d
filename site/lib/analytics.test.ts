import { describe, expect, it } from 'vitest';
import { analyticsConfig, analyticsLoader, configFromDataset, type ScriptHost } from './analytics';

function fakeHost() {
  const added: { src: string; defer: boolean; attrs: Record<string, string> }[] = [];
  const host: ScriptHost = {
    createElement: () => {
      const el = { src: '', defer: false, attrs: {} as Record<string, string>, setAttribute: (k: string, v: string) => (el.attrs[k] = v) };
      return el as unknown as HTMLScriptElement;
    },
    head: { appendChild: (node) => added.push(node as unknown as (typeof added)[number]) },
  };
  return { host, added };
}

describe('analytics configuration', () => {
  it('is off unless both the script address and the site id are set', () => {
    expect(analyticsConfig(undefined, undefined)).toBeNull();
    expect(analyticsConfig('https://plausible.io/js/script.js', '')).toBeNull();
    expect(analyticsConfig('', 'prud.sk')).toBeNull();
    expect(analyticsConfig('  ', ' prud.sk ')).toBeNull();
  });

  it('accepts only http(s) addresses', () => {
    expect(analyticsConfig('javascript:alert(1)', 'prud.sk')).toBeNull();
    expect(analyticsConfig('not a url', 'prud.sk')).toBeNull();
    expect(analyticsConfig(' https://analytics.example.test/script.js ', ' prud.sk ')).toEqual({
      src: 'https://analytics.example.test/script.js',
      siteId: 'prud.sk',
    });
  });

  it('round-trips through the banner data attributes', () => {
    expect(configFromDataset({ analyticsSrc: 'https://a.example/s.js', analyticsSite: 'prud.sk' })).toEqual({
      src: 'https://a.example/s.js',
      siteId: 'prud.sk',
    });
    expect(configFromDataset({})).toBeNull();
    expect(configFromDataset(undefined)).toBeNull();
  });
});

describe('analytics loader', () => {
  it('adds nothing until enabled, then one deferred script with the site id, once', () => {
    const { host, added } = fakeHost();
    const loader = analyticsLoader(host, { src: 'https://a.example/s.js', siteId: 'prud.sk' });
    expect(added).toHaveLength(0);
    loader.enable();
    loader.enable();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ src: 'https://a.example/s.js', defer: true, attrs: { 'data-domain': 'prud.sk' } });
  });
});
