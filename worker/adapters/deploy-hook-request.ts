/**
 * What the deploy hook sends, by the build service behind it (pure, so the forms are tested without a network):
 * - `plain`: Cloudflare Workers Builds and Pages deploy hooks take a bare POST to their secret URL;
 * - `github`: the REST API's `repository_dispatch` (`https://api.github.com/repos/{owner}/{repo}/dispatches`)
 *   takes an authenticated JSON POST that starts .github/workflows/deploy.yml (`event_type: publish`).
 * The form follows from the URL unless DEPLOY_HOOK_KIND names it (a GitHub Enterprise host, a test receiver).
 */
type DeployHookKind = 'plain' | 'github';

export interface DeployHook {
  url: string;
  kind: DeployHookKind;
  /** GitHub: a token allowed to dispatch to the repository (`wrangler secret put DEPLOY_HOOK_TOKEN`). */
  token?: string;
}

export interface DeployHookCall {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body?: string;
}

const GITHUB_DISPATCH_PATH = /^\/repos\/[^/]+\/[^/]+\/dispatches\/?$/;

/**
 * What the build service is told: why, when the newest edit was made, and `dispatchedAt`, this call's time (the
 * row's `hookSentAt`), which the workflow echoes in its reports so that the shop knows which call a report answers.
 */
export interface DeployHookPayload {
  reason: string;
  requestedAt: string | null;
  dispatchedAt: string;
}

export function deployHookCall(hook: DeployHook, payload: DeployHookPayload): DeployHookCall {
  if (hook.kind === 'plain') return { url: hook.url, method: 'POST', headers: {} };
  return {
    url: hook.url,
    method: 'POST',
    headers: {
      accept: 'application/vnd.github+json',
      ...(hook.token ? { authorization: `Bearer ${hook.token}` } : {}),
      'content-type': 'application/json',
      // GitHub refuses API calls without a User-Agent.
      'user-agent': 'prud-shop-publisher',
      'x-github-api-version': '2022-11-28',
    },
    body: JSON.stringify({
      event_type: 'publish',
      client_payload: { reason: payload.reason, requestedAt: payload.requestedAt, dispatchedAt: payload.dispatchedAt },
    }),
  };
}

type Vars = Record<string, unknown>;
const str = (env: Vars, name: string): string | undefined => {
  const v = env[name];
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

/**
 * DEPLOY_HOOK_URL (+ DEPLOY_HOOK_KIND, DEPLOY_HOOK_TOKEN, PUBLISH_REPORT_SECRET) read from the environment, with
 * the warnings start-up prints when something the hook's form needs is missing. No URL, or one that is not a
 * URL: no hook.
 */
export function deployHookFromEnv(env: Vars): { hook?: DeployHook; warnings: string[] } {
  const raw = str(env, 'DEPLOY_HOOK_URL');
  if (!raw) return { warnings: ['DEPLOY_HOOK_URL is not set: staff edits reach pre-rendered pages only with the next deploy'] };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { warnings: ['DEPLOY_HOOK_URL is not a URL: staff edits reach pre-rendered pages only with the next deploy'] };
  }
  const warnings: string[] = [];
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback)
    warnings.push('DEPLOY_HOOK_URL is not https: the hook (and its token) would travel unencrypted');
  const named = str(env, 'DEPLOY_HOOK_KIND');
  if (named && named !== 'plain' && named !== 'github')
    warnings.push(`DEPLOY_HOOK_KIND must be "plain" or "github", not "${named}": the kind is taken from the URL`);
  const detected: DeployHookKind = url.hostname === 'api.github.com' && GITHUB_DISPATCH_PATH.test(url.pathname) ? 'github' : 'plain';
  const kind: DeployHookKind = named === 'plain' || named === 'github' ? named : detected;
  const token = str(env, 'DEPLOY_HOOK_TOKEN');
  if (kind === 'github') {
    if (!GITHUB_DISPATCH_PATH.test(url.pathname))
      warnings.push('DEPLOY_HOOK_URL should be https://api.github.com/repos/{owner}/{repo}/dispatches for a GitHub dispatch');
    if (!token)
      warnings.push(
        'DEPLOY_HOOK_TOKEN is not set: GitHub refuses a repository_dispatch without a token (wrangler secret put DEPLOY_HOOK_TOKEN)',
      );
    if (!str(env, 'PUBLISH_REPORT_SECRET'))
      warnings.push(
        'PUBLISH_REPORT_SECRET is not set: the workflow cannot report, so admins see when a deploy started, not when it is live',
      );
  } else if (token) {
    warnings.push('DEPLOY_HOOK_TOKEN is set but the hook is a plain deploy hook: the token is not sent');
  }
  return { hook: { url: url.href, kind, token: kind === 'github' ? token : undefined }, warnings };
}
