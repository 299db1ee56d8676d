import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroImports, astroViolations } from './astro-imports';

/** The layer rules for `.astro` files (tests/house/astro-imports.ts): broken on purpose in a miniature, then the tree. */
const root = join(import.meta.dirname, '..', '..');

function astroFiles(dir: string, out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) astroFiles(path, out);
    else if (name.endsWith('.astro')) out[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return out;
}

describe('.astro imports', () => {
  it('reads the frontmatter and every <script>, relative and ~/ paths alike', () => {
    const text = [
      '---',
      "import Layout from '../../layouts/BaseLayout.astro';",
      "import { price } from '~/worker/domain/pricing';",
      '---',
      '<Layout><p>{price}</p></Layout>',
      '<script>',
      "  import { boot } from './boot';",
      "  void import('../cart/lazy').then((m) => m.go());",
      '</script>',
    ].join('\n');
    expect(astroImports('site/features/checkout/Steps.astro', text)).toEqual([
      { file: 'site/features/checkout/Steps.astro', target: 'site/layouts/BaseLayout.astro', part: 'frontmatter' },
      { file: 'site/features/checkout/Steps.astro', target: 'worker/domain/pricing', part: 'frontmatter' },
      { file: 'site/features/checkout/Steps.astro', target: 'site/features/checkout/boot', part: 'script' },
      { file: 'site/features/checkout/Steps.astro', target: 'site/features/cart/lazy', part: 'script' },
    ]);
  });

  it('names each broken rule in a miniature: another area, the server, build code or facts in a script, ops', () => {
    const files = {
      'site/features/order/Sheet.astro': "---\nimport Steps from '../checkout/Steps.astro';\n---\n<Steps />",
      'site/features/order/Lazy.astro': "<script>\n  import('~/site/features/admin/orders/dialog');\n</script>",
      'site/pages/admin.astro': "---\nimport { handler } from '../../worker/routes/orders';\n---",
      'site/components/Facts.astro': "<script>\n  import { siteFacts } from '~/worker/domain/site-facts';\n</script>",
      'site/components/Home.astro': "<script>\n  import { home } from '../build/home';\n</script>",
      'site/layouts/Ops.astro': "---\nimport { backup } from '~/ops/backup';\n---",
      // Allowed: the same area, shared homes, build code in a frontmatter, the domain anywhere.
      'site/features/order/Fine.astro':
        "---\nimport Sheet from './Sheet.astro';\nimport { home } from '~/site/build/home';\nimport { fmt } from '~/site/lib/format';\n---\n" +
        "<script>\n  import { rule } from '~/worker/domain/rules';\n  import '../../components/ui/dialog.css';\n</script>",
    };
    expect(astroViolations(files)).toEqual([
      'site/features/order/Sheet.astro: site/features/checkout/Steps.astro (areas-stand-alone)',
      'site/features/order/Lazy.astro: site/features/admin/orders/dialog (areas-stand-alone)',
      'site/pages/admin.astro: worker/routes/orders (site-reads-only-domain)',
      'site/components/Facts.astro: worker/domain/site-facts (browser-code-stays-in-the-browser)',
      'site/components/Home.astro: site/build/home (browser-code-stays-in-the-browser)',
      'site/layouts/Ops.astro: ops/backup (ops-are-commands)',
    ]);
  });

  it('the tree keeps them: no .astro file breaks a rule', () => {
    const files = astroFiles(join(root, 'site'));
    expect(Object.keys(files).length).toBeGreaterThan(50);
    expect(Object.values(files).flatMap((t) => astroImports('site/x.astro', t)).length).toBeGreaterThan(100);
    expect(astroViolations(files)).toEqual([]);
  });
});
