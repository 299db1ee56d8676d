import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_MESSAGES, unsubscribeUrl } from '~/worker/domain/engagement';
import { tokenFromPath, UNSUBSCRIBE_TEXTS } from './unsubscribe-ops';

describe('texts', () => {
  it('are the contract texts', () => {
    for (const [key, text] of Object.entries(UNSUBSCRIBE_TEXTS))
      expect(text).toBe(ENGAGEMENT_MESSAGES[key as keyof typeof UNSUBSCRIBE_TEXTS]);
  });
});

describe('tokenFromPath', () => {
  it('reads the token of the link the e-mails carry', () => {
    const token = 'aB3_-xYz.0123456789~';
    const url = new URL(unsubscribeUrl('https://prud.sk/', token));
    expect(tokenFromPath(url.pathname)).toBe(token);
  });
  it('decodes an encoded token and allows a trailing slash', () => {
    const token = 'a+b/c=d';
    expect(tokenFromPath(new URL(unsubscribeUrl('http://x', token)).pathname)).toBe(token);
    expect(tokenFromPath('/unsubscribe/abc/')).toBe('abc');
  });
  it('is null for other paths and broken encodings', () => {
    expect(tokenFromPath('/unsubscribe')).toBeNull();
    expect(tokenFromPath('/unsubscribe/')).toBeNull();
    expect(tokenFromPath('/unsubscribe/a/b')).toBeNull();
    expect(tokenFromPath('/shell/unsubscribe/')).toBeNull();
    expect(tokenFromPath('/unsubscribe/%E0%A4%A')).toBeNull();
    expect(tokenFromPath('/unsubscribe/%20')).toBeNull();
  });
});
