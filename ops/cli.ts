import { OpsRefusal } from './local-data';

/** Runs an ops command: its lines on success; a refusal's Slovak message alone (exit 1); anything else with its stack. */
export async function runCli(command: () => Promise<string[]>): Promise<void> {
  try {
    for (const line of await command()) console.log(line);
  } catch (err) {
    console.error(err instanceof OpsRefusal ? err.message : err);
    process.exitCode = 1;
  }
}
