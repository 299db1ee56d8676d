import { describe, expect, it } from 'vitest';
import { deployHookCall, deployHookFromEnv } from './deploy-hook-request';

/** What the deploy hook sends to each build service, and what start-up says about a hook that lacks something. */
const payload = { reason: 'product', requestedAt: '2026-11-23T12:00:00.000Z', dispatchedAt: '2026-11-23T12:00:30.000Z' };
const GITHUB = 'https://api.github.com/repos/prud/shop/dispatches';
const WORKERS_BUILDS = 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/0123abcd';

describe('deploy hook call', () => {
  it('is a bare POST for Workers Builds and Pages deploy hooks', () => {
    expect(deployHookCall({ url: WORKERS_BUILDS, kind: 'plain' }, payload)).toEqual({ url: WORKERS_BUILDS, method: 'POST', headers: {} });
  });

  it("is GitHub's authenticated JSON repository_dispatch for a GitHub hook", () => {
    const call = deployHookCall({ url: GITHUB, kind: 'github', token: 'ghp_secret' }, payload);
    expect(call).toMatchObject({ url: GITHUB, method: 'POST' });
    expect(call.headers).toEqual({
      accept: 'application/vnd.github+json',
      authorization: 'Bearer ghp_secret',
      'content-type': 'application/json',
      'user-agent': 'prud-shop-publisher',
      'x-github-api-version': '2022-11-28',
    });
    expect(JSON.parse(call.body!)).toEqual({ event_type: 'publish', client_payload: payload });
  });
});

describe('deploy hook from the environment', () => {
  it('takes the form from the URL: GitHub dispatches, anything else a plain hook', () => {
    expect(deployHookFromEnv({ DEPLOY_HOOK_URL: GITHUB, DEPLOY_HOOK_TOKEN: 't', PUBLISH_REPORT_SECRET: 's' })).toEqual({
      hook: { url: GITHUB, kind: 'github', token: 't' },
      warnings: [],
    });
    expect(deployHookFromEnv({ DEPLOY_HOOK_URL: WORKERS_BUILDS })).toEqual({
      hook: { url: WORKERS_BUILDS, kind: 'plain', token: undefined },
      warnings: [],
    });
    // Another path on api.github.com is not a dispatch.
    expect(deployHookFromEnv({ DEPLOY_HOOK_URL: 'https://api.github.com/repos/prud/shop/hooks' }).hook?.kind).toBe('plain');
  });

  it('DEPLOY_HOOK_KIND names the form when the URL cannot (an Enterprise host, a local receiver)', () => {
    const r = deployHookFromEnv({
      DEPLOY_HOOK_URL: 'http://127.0.0.1:9911/repos/o/r/dispatches',
      DEPLOY_HOOK_KIND: 'github',
      DEPLOY_HOOK_TOKEN: 't',
      PUBLISH_REPORT_SECRET: 's',
    });
    expect(r).toEqual({ hook: { url: 'http://127.0.0.1:9911/repos/o/r/dispatches', kind: 'github', token: 't' }, warnings: [] });
    expect(deployHookFromEnv({ DEPLOY_HOOK_URL: GITHUB, DEPLOY_HOOK_KIND: 'plain' }).hook?.kind).toBe('plain');
  });

  it('warns at start-up when the hook lacks what its form needs', () => {
    const warned = (env: Record<string, string>) => deployHookFromEnv(env).warnings.join('\n');
    expect(warned({})).toMatch(/DEPLOY_HOOK_URL is not set/);
    expect(deployHookFromEnv({ DEPLOY_HOOK_URL: 'not a url' })).toEqual({ warnings: [expect.stringMatching(/not a URL/)] });
    expect(warned({ DEPLOY_HOOK_URL: GITHUB, PUBLISH_REPORT_SECRET: 's' })).toMatch(/DEPLOY_HOOK_TOKEN is not set/);
    expect(warned({ DEPLOY_HOOK_URL: GITHUB, DEPLOY_HOOK_TOKEN: 't' })).toMatch(/PUBLISH_REPORT_SECRET is not set/);
    expect(
      warned({
        DEPLOY_HOOK_URL: 'https://ghe.example.sk/api/v3/repos/o/r/hooks',
        DEPLOY_HOOK_KIND: 'github',
        DEPLOY_HOOK_TOKEN: 't',
        PUBLISH_REPORT_SECRET: 's',
      }),
    ).toMatch(/should be https:\/\/api\.github\.com\/repos\/\{owner\}\/\{repo\}\/dispatches/);
    expect(warned({ DEPLOY_HOOK_URL: WORKERS_BUILDS, DEPLOY_HOOK_TOKEN: 't' })).toMatch(/token is not sent/);
    expect(warned({ DEPLOY_HOOK_URL: 'http://hooks.example.sk/deploy' })).toMatch(/not https/);
    expect(warned({ DEPLOY_HOOK_URL: WORKERS_BUILDS, DEPLOY_HOOK_KIND: 'gitlab' })).toMatch(
      /DEPLOY_HOOK_KIND must be "plain" or "github", not "gitlab"/,
    );
    // A plain hook over https needs nothing more.
    expect(warned({ DEPLOY_HOOK_URL: WORKERS_BUILDS })).toBe('');
  });
});
