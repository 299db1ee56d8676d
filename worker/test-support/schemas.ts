import { firstIssueMessage } from '../domain/strict-object';

/** What a refused body answers (the route's 400 message, worker/http/errors.ts); undefined when it is accepted. */
export function refusalOf(result: {
  success: boolean;
  error?: { issues: readonly { code?: string; message: string }[] };
}): string | undefined {
  return result.success ? undefined : firstIssueMessage(result.error!.issues);
}
