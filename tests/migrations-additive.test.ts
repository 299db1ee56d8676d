import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Expand/contract (README: Deploying to Cloudflare): the deploy workflow migrates the production database before
 * it builds and deploys, so if the build or the deploy then fails, the Worker already live runs on the new schema.
 * It keeps working only if every migration adds (tables, columns with a default or nullable, indexes, triggers,
 * backfills): drizzle names its columns in every query, so the old code never sees what is new. Taking away
 * (DROP, RENAME) is the second half of a change split over two releases: the first release stops using the
 * thing, the next one drops it, and that statement says so with a `-- contract: <why the live Worker no longer
 * needs it>` line. This test runs in the workflow's Tests step, before its migration step.
 */
const MIGRATIONS = 'db/migrations';
const BREAKPOINT = '--> statement-breakpoint';
const MARKER = /^[ \t]*--[ \t]*contract:[ \t]*\S.{9,}$/im;

/** The statement without its comments, string literals and quoted identifiers (a `drop_at` column is no DROP). */
function codeOf(statement: string): string {
  return statement
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]/g, 'x');
}

/** The statements of a migration that take something away and carry no `-- contract:` reason. */
function contractingStatements(sql: string): string[] {
  return sql
    .split(BREAKPOINT)
    .filter((statement) => /\b(DROP|RENAME)\b/i.test(codeOf(statement)) && !MARKER.test(statement))
    .map((statement) => statement.trim());
}

describe('migrations', () => {
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort();

  it('are there to check', () => {
    expect(files).toEqual(expect.arrayContaining(['0000_init.sql', '0009_search_vocabulary.sql']));
  });

  it('only add: no DROP or RENAME without a contract line (the live Worker keeps working if the deploy fails)', () => {
    const found = Object.fromEntries(
      files.map((f) => [f, contractingStatements(readFileSync(join(MIGRATIONS, f), 'utf8'))]).filter(([, s]) => s.length),
    );
    expect(found).toEqual({});
  });

  it.each([
    ['a dropped column', 'ALTER TABLE `orders` DROP COLUMN `mail_error`;'],
    ['a renamed column', 'ALTER TABLE `orders` RENAME COLUMN `mail_error` TO `mail_failure`;'],
    ['a dropped index (an ON CONFLICT of the live code may need it)', 'DROP INDEX `users_email_unique`;'],
    ['a dropped trigger', 'drop trigger if exists `products_stock_guard_update`;'],
  ])('find %s', (_, statement) => {
    const sql = `ALTER TABLE \`orders\` ADD \`note\` text;${BREAKPOINT}\n${statement}`;
    expect(contractingStatements(sql)).toEqual([statement]);
  });

  it("find drizzle's table rebuild (it drops the old table and renames the new one)", () => {
    const sql = [
      'PRAGMA foreign_keys=OFF;',
      'CREATE TABLE `__new_orders` (`id` integer PRIMARY KEY NOT NULL);',
      'INSERT INTO `__new_orders`("id") SELECT "id" FROM `orders`;',
      'DROP TABLE `orders`;',
      'ALTER TABLE `__new_orders` RENAME TO `orders`;',
      'PRAGMA foreign_keys=ON;',
    ].join(`${BREAKPOINT}\n`);
    expect(contractingStatements(sql)).toEqual(['DROP TABLE `orders`;', 'ALTER TABLE `__new_orders` RENAME TO `orders`;']);
  });

  it('let a statement through that gives its reason on a contract line', () => {
    const marked = '-- contract: release 41 stopped reading mail_error\nALTER TABLE `orders` DROP COLUMN `mail_error`;';
    expect(contractingStatements(`CREATE TABLE \`x\` (\`id\` integer);${BREAKPOINT}\n${marked}`)).toEqual([]);
    // The mark is per statement, and an empty or token reason is none.
    const unmarked = 'DROP TABLE `old_carts`;';
    expect(contractingStatements(`${marked}${BREAKPOINT}\n${unmarked}`)).toEqual([unmarked]);
    expect(contractingStatements('-- contract:\nDROP TABLE `old_carts`;')).toHaveLength(1);
    expect(contractingStatements('-- contract: ok\nDROP TABLE `old_carts`;')).toHaveLength(1);
  });

  it('are not fooled by the words in names, strings and comments', () => {
    const sql = [
      'ALTER TABLE `orders` ADD `drop_off_point` text;',
      'CREATE TABLE `t` (`id` integer, "rename" text, FOREIGN KEY (`id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade);',
      "UPDATE `orders` SET `cancel_reason` = 'DROP TABLE users; RENAME' WHERE `id` = 1; -- not a DROP",
      '/* DROP TABLE x */ CREATE INDEX `t_idx` ON `t` (`id`);',
    ].join(`${BREAKPOINT}\n`);
    expect(contractingStatements(sql)).toEqual([]);
  });
});
