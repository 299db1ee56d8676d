/**
 * After an account is deleted (issue 31): every row of every table that still links to the person, by their
 * e-mail anywhere in the row (any case) or by their account id in a column that holds one. Shared by the API tests
 * (their libSQL file) and the end-to-end acceptance (the server's database file). `execute` runs one SQL text.
 */

type Execute = (sql: string) => Promise<{ rows: ArrayLike<Record<string, unknown>> }>;

export interface PersonLink {
  table: string;
  /** The columns whose value names the e-mail or is the account id. */
  columns: string[];
}

/** Columns that hold an account's id (the schema's user references). */
const ACCOUNT_ID_COLUMNS = new Set(['user_id', 'created_by']);

export async function rowsLinkingPerson(execute: Execute, person: { email: string; userId: number }): Promise<PersonLink[]> {
  const email = person.email.toLowerCase();
  const tables = await execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' AND sql NOT LIKE '%VIRTUAL TABLE%'",
  );
  const found: PersonLink[] = [];
  for (const { name } of Array.from(tables.rows)) {
    const table = String(name);
    const rows = await execute(`SELECT * FROM "${table}"`);
    for (const row of Array.from(rows.rows)) {
      const columns = Object.entries(row)
        .filter(
          ([column, value]) =>
            (typeof value === 'string' && value.toLowerCase().includes(email)) ||
            (ACCOUNT_ID_COLUMNS.has(column) && Number(value) === person.userId),
        )
        .map(([column]) => column);
      if (columns.length) found.push({ table, columns });
    }
  }
  return found;
}
