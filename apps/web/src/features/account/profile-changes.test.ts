import { describe, expect, it } from 'vitest';
import { changedProfileFields } from './profile-changes';

describe('changedProfileFields', () => {
  const initial = { name: 'Asha', email: 'a@example.com', phone: '', gender: 'female', date_of_birth: '1990-01-01' };

  it('finds only the fields that changed, trimmed, with blank optional ones as null', () => {
    expect(changedProfileFields(initial, { ...initial, name: ' Asha R ', date_of_birth: '' })).toEqual({ name: 'Asha R', date_of_birth: null });
  });

  it('finds nothing when only spaces around a value changed', () => {
    expect(changedProfileFields(initial, { ...initial, email: ' a@example.com ' })).toEqual({});
  });

  it('sends a blank name as it is, for the server rules to refuse', () => {
    expect(changedProfileFields(initial, { ...initial, name: '  ' })).toEqual({ name: '' });
  });
});
