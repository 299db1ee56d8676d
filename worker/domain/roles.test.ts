import { describe, expect, it } from 'vitest';
import { staffRole } from './roles';

describe('staffRole', () => {
  it('makes admins, assistants and customers of the two flags; the assistant flag restricts an admin', () => {
    expect(staffRole({ isAdmin: true, isAssistant: false })).toBe('admin');
    expect(staffRole({ isAdmin: false, isAssistant: true })).toBe('assistant');
    expect(staffRole({ isAdmin: true, isAssistant: true })).toBe('assistant');
    expect(staffRole({ isAdmin: false, isAssistant: false })).toBeNull();
    expect(staffRole(null)).toBeNull();
    expect(staffRole(undefined)).toBeNull();
  });
});
