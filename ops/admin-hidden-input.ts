import { OpsRefusal } from './local-data';

/**
 * One line typed on the terminal without echoing it (a password): raw mode, so each key arrives here and nothing
 * is shown; Backspace takes back a character, Ctrl-C or Ctrl-D ends the command. Only for a TTY stdin.
 */
export function askHidden(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          return resolve(typed.join(''));
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          return reject(new OpsRefusal('Prerušené, nič sa nezmenilo.'));
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else if (ch >= ' ') typed.push(ch);
      }
    };
    output.write(prompt);
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
