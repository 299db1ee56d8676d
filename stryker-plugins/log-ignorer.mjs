// Stryker ignorer: a statement that only writes to the operations log (`deps.log(...)`, `c.get('deps')?.log(...)`)
// is not a rule of the shop. Mutating its text or fields makes mutants no behaviour test should pin down (a test
// that asserted log wording would break on every rewording), so they are reported as ignored, not scored.
// What the code does around the log (throw, refuse, retry) is still mutated and must be caught.
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

class LogStatementIgnorer {
  shouldIgnore(path) {
    if (!path.isExpressionStatement()) return undefined;
    const call = path.node.expression;
    if (call.type !== 'CallExpression' && call.type !== 'OptionalCallExpression') return undefined;
    const callee = call.callee;
    const member = callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression';
    if (member && callee.property.type === 'Identifier' && callee.property.name === 'log') {
      return 'An operations-log line: its wording and fields are not behaviour.';
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'log-statements', LogStatementIgnorer)];
