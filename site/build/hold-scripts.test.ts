import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdScriptsIn, holdScriptsPlugin, isAstroScriptRenderer } from './hold-scripts';
import { AFTER_PAINT_TYPE } from '../lib/after-paint';

/** The installed astro's renderScript, as the build bundles it. */
const astroRenderScript = () => {
  const astro = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const path = join(astro, 'dist/runtime/server/render/script.js');
  return { path, code: readFileSync(path, 'utf8') };
};

/** Astro's module script tag as its source writes it, interpolating `name`. */
const astroTag = (name: string) => `<script type="module" src="${DOLLAR_BRACE}${name}}"></script>`;
const DOLLAR_BRACE = '${';

describe("astro's module script tag, held for the first paint", () => {
  it('the installed astro writes its module scripts in the one template the plugin changes', async () => {
    const { path, code } = astroRenderScript();
    expect(isAstroScriptRenderer(path)).toBe(true);
    const held = holdScriptsIn(code);
    expect(held).not.toContain('<script type="module" src=');
    expect(held).toContain(`<script type="${AFTER_PAINT_TYPE}" data-src="\${`);
    // The rest of the module as it was: inline scripts stay module scripts.
    expect(held.replace(`type="${AFTER_PAINT_TYPE}" data-src=`, 'type="module" src=')).toBe(code);
    // As a template, astro's tag with a held address.
    const out = new Function('src', `return \`${holdScriptsIn(astroTag('src'))}\``);
    expect(out('/_astro/a.js')).toBe(`<script type="${AFTER_PAINT_TYPE}" data-src="/_astro/a.js"></script>`);
  });

  it('fails the build when astro no longer writes that template (once)', () => {
    expect(() => holdScriptsIn(astroTag('resolved').replace(' type="module"', ''))).toThrow(/site\/build\/hold-scripts.ts/);
    expect(() => holdScriptsIn(astroTag('a') + astroTag('b'))).toThrow();
  });

  it("changes astro's renderScript and nothing else", () => {
    const plugin = holdScriptsPlugin();
    const code = `x = \`${astroTag('resolved')}\``;
    expect(plugin.transform(code, '/p/node_modules/astro/dist/runtime/server/render/script.js')?.code).toContain(AFTER_PAINT_TYPE);
    expect(plugin.transform(code, 'C:\\p\\node_modules\\astro\\dist\\runtime\\server\\render\\script.js')?.code).toContain(
      AFTER_PAINT_TYPE,
    );
    expect(plugin.transform(code, '/p/site/components/script.js')).toBeUndefined();
    expect(plugin.transform(code, '/p/node_modules/astro/dist/runtime/server/render/script.js.map')).toBeUndefined();
  });
});
