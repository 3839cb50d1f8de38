import { describe, expect, it } from 'vitest';
import { createPayload, emptyDraft, updatePayload, validateUserDraft } from './user-rules';

describe('sub-user rules (spec §5)', () => {
  it('create needs username and password', () => {
    expect(validateUserDraft(emptyDraft(), 'create')).toEqual({
      username: 'form.usernameRequired',
      password: 'form.passwordRequired',
    });
    expect(
      validateUserDraft({ ...emptyDraft(), username: 'lisi', password: 'Li#2026si' }, 'create'),
    ).toEqual({});
  });

  it('edit needs neither (the username is fixed, the password not editable)', () => {
    expect(validateUserDraft(emptyDraft(), 'edit')).toEqual({});
  });

  it('never sends the username or the password on edit', () => {
    const draft = { ...emptyDraft(), username: 'lisi', password: 'secret123', nickname: ' 李四 ' };
    const body = updatePayload(draft);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('username');
    expect(body.nickname).toBe('李四');
  });

  it('sends empty optional fields as null on create', () => {
    const body = createPayload({ ...emptyDraft(), username: ' lisi ', password: 'Li#2026si' });
    expect(body).toMatchObject({ username: 'lisi', nickname: null, cellphone: null });
  });
});
