import { describe, expect, it } from 'vitest';
import { DELIVERY_LABELS, isUnsent, type MailDelivery } from './outbox';

describe('what the outbox screen says of a mail', () => {
  it('marks a mail only stored (no provider) and one the provider refused as unsent; sent and sending are not', () => {
    const cases: [MailDelivery | null, boolean][] = [
      ['outbox', true],
      ['failed', true],
      ['sent', false],
      ['sending', false],
      [null, false],
    ];
    for (const [delivery, unsent] of cases) expect(isUnsent(delivery), String(delivery)).toBe(unsent);
  });

  it('says each delivery in Slovak, the unsent ones naming why', () => {
    expect(DELIVERY_LABELS).toEqual({
      outbox: 'uložené v outboxe, neodoslané',
      sending: 'odosiela sa',
      sent: 'odoslané',
      failed: 'neodoslané: odoslanie zlyhalo',
    });
  });
});
