// Stryker ignorer: a statement that only writes to the operations log (`deps.log(...)`, `c.get('deps')?.log(...)`)
// is not a rule of the shop. Mutating its text or fields, or emptying a block that holds nothing but such lines
// (a `catch` that logs and carries on), makes mutants no behaviour test should pin down (a test that asserted log
// wording would break on every rewording), so they are reported as ignored, not scored. What the code does around
// the log (throw, refuse, retry, carry on) is still mutated and must be caught.
import { PluginKind, declareClassPlugin } from '@stryker-mutator/api/plugin';

function isLogStatement(node) {
  if (node.type !== 'ExpressionStatement') return false;
  const call = node.expression;
  if (call.type !== 'CallExpression' && call.type !== 'OptionalCallExpression') return false;
  const callee = call.callee;
  const member = callee.type === 'MemberExpression' || callee.type === 'OptionalMemberExpression';
  return member && callee.property.type === 'Identifier' && callee.property.name === 'log';
}

class LogStatementIgnorer {
  shouldIgnore(path) {
    if (isLogStatement(path.node)) return 'An operations-log line: its wording and fields are not behaviour.';
    if (path.isBlockStatement() && path.node.body.length > 0 && path.node.body.every(isLogStatement)) {
      return 'A block that only logs: emptying it changes the operations log, nothing else.';
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'log-statements', LogStatementIgnorer)];
