import { describe, expect, it } from 'vitest';
import { fileForKey } from './uploads-copy';

describe('where a backup writes an upload', () => {
  it('at its key under uploads/, Slovak letters and all', () => {
    expect(fileForKey('img/9f2c4e.jpg')).toBe('uploads/img/9f2c4e.jpg');
    expect(fileForKey('outbox/3f2a/faktúra-20260001W.pdf')).toBe('uploads/outbox/3f2a/faktúra-20260001W.pdf');
  });

  it('never outside the backup folder: a key that is no safe path goes under _keys/ by its hash', () => {
    for (const key of ['../../etc/passwd', '/abs.png', 'a//b', 'a/./b', 'a\\b', 'a\u0000b', 'x/..']) {
      expect(fileForKey(key), key).toMatch(/^uploads\/_keys\/[0-9a-f]{64}$/);
    }
    expect(fileForKey('../x')).not.toBe(fileForKey('../y'));
  });
});
