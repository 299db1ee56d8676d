/**
 * `npm test`'s first step (the `pretest` script): the browser tests need a Chromium. Found, installed (root with
 * apt), or the run stops here with one line, before minutes of other tests.
 */
import { spawnSync } from 'node:child_process';
import { aptInstallChromium, ensureChromium, localLookup } from './chromium';

const result = ensureChromium({
  lookup: localLookup(),
  isRoot: process.getuid?.() === 0,
  hasApt: spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  installWithApt: aptInstallChromium,
  say: (line) => console.error(line),
});
if (!result.ok) process.exit(1);
console.log(`browser tests use ${result.path}`);
