import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import { INLINE_SCRIPTS, inlineScriptHash, packetaWidgetOrigin, pageCsp } from './csp';

const directive = (csp: ReturnType<typeof pageCsp>, name: string) => (csp.directives ?? []).find((d) => d.startsWith(`${name} `));

describe('the pages’ Content-Security-Policy', () => {
  it("is strict without analytics: same origin only, YouTube and Drive players and Packeta's widget as frames, YouTube stills, no unsafe-inline", () => {
    const csp = pageCsp({});
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube-nocookie.com https://drive.google.com https://widget.packeta.com',
    );
    // Images: own, data: URIs and the YouTube stills of /video, nothing else.
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: https://i.ytimg.com");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(csp.scriptDirective?.resources).toEqual(["'self'", 'https://widget.packeta.com']);
    expect(csp.styleDirective?.resources).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toContain('unsafe');
    // A meta policy cannot carry it: the header does (worker/http/security-headers.ts).
    expect(directive(csp, 'frame-ancestors')).toBeUndefined();
  });

  it('lets the configured analytics script load and report, and only its origin', () => {
    const csp = pageCsp({ ANALYTICS_SCRIPT_URL: 'https://stats.example.sk/js/script.js', ANALYTICS_SITE_ID: 'prud.sk' });
    expect(csp.scriptDirective?.resources).toEqual(["'self'", 'https://stats.example.sk', 'https://widget.packeta.com']);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.sk");
    // Half a configuration means no analytics, so nothing is allowed for it.
    expect(pageCsp({ ANALYTICS_SCRIPT_URL: 'https://stats.example.sk/js/script.js' }).scriptDirective?.resources).toEqual([
      "'self'",
      'https://widget.packeta.com',
    ]);
  });

  it("lets Packeta's widget load its script and frame from PACKETA_WIDGET_URL's origin (the tests' stand-in), else Packeta's own", () => {
    const csp = pageCsp({ PACKETA_WIDGET_URL: 'http://127.0.0.1:4567/v6/www/js/library.js' });
    expect(csp.scriptDirective?.resources).toEqual(["'self'", 'http://127.0.0.1:4567']);
    expect(directive(csp, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://drive.google.com http://127.0.0.1:4567');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    // Not an address: Packeta's own origin, never a broken policy.
    expect(packetaWidgetOrigin({ PACKETA_WIDGET_URL: 'widget.js' })).toBe('https://widget.packeta.com');
    expect(packetaWidgetOrigin({ PACKETA_WIDGET_URL: '  ' })).toBe('https://widget.packeta.com');
  });

  it('hashes an inline script the way browsers (and Astro) do: SHA-256 of its exact text, base64', () => {
    // The empty text's hash, as Astro writes it for a script element with a src.
    expect(inlineScriptHash('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(inlineScriptHash(`${INLINE_SCRIPTS.jsClass} `)).not.toBe(inlineScriptHash(INLINE_SCRIPTS.jsClass));
  });

  it("zod keeps z.config's settings in the global the inline script sets, so islands never probe new Function", () => {
    const store = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(store).toBeDefined();
    expect(config()).toBe(store);
    expect(INLINE_SCRIPTS.zodJitless).toContain('__zod_globalConfig');
  });
});
