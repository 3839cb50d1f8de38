import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { negotiateLanguage } from './language.js';
import { list, msg, render, type MessageKey } from './messages.js';
import { zh } from './zh.js';

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('the catalogs', () => {
  it('have the same keys, each with the same parameters in both languages', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[])
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
  });

  it('have no empty message', () => {
    const empty = [...Object.entries(en), ...Object.entries(zh)].filter(([, t]) => !t.trim());
    expect(empty).toEqual([]);
  });

  it('say every Chinese message in Chinese (none is ASCII only)', () => {
    // every character below U+0080 (ASCII) is not enough for a Chinese reader
    const ascii = Object.entries(zh).filter(([, text]) => [...text].every((c) => c < '\u0080'));
    expect(ascii).toEqual([]);
  });
});

describe('msg', () => {
  it('names a message by a key of the catalogs with the parameters its template names (checked by tsc)', () => {
    // @ts-expect-error: no such key
    expect(() => msg('no.such.key')).not.toThrow();
    // @ts-expect-error: {device} is missing
    expect(msg('device.already_bound')).toEqual({ key: 'device.already_bound' });
    expect(msg('device.already_bound', { device: 'SIM-1' })).toEqual({
      key: 'device.already_bound',
      params: { device: 'SIM-1' },
    });
  });
});

describe('render', () => {
  it('fills parameters, rendering a message parameter in the same language', () => {
    const refusal = msg('access.role_may_not', {
      role: msg('role.readonly'),
      action: msg('action.device'),
    });
    expect(render(refusal, 'en')).toBe('Your role (readonly) may not change devices');
    expect(render(refusal, 'zh')).toBe('你的角色（只读）不能修改设备');
  });

  it('joins a list the language’s way', () => {
    const flags = list([msg('flag.can_manage_user'), msg('flag.can_manage_settings')], 'and');
    expect(render(msg('user.flags_not_held', { flags }), 'zh')).toBe(
      '你不能授予“管理用户、管理设置”权限：你自己没有该权限',
    );
    const types = list([msg('validation.type_integer'), msg('validation.type_null')], 'or');
    expect(render(msg('validation.type', { types }), 'en')).toBe('Must be an integer or null.');
  });

  it('reads a stored message whose key no catalog knows as its key', () => {
    expect(render({ key: 'gone.key' as MessageKey }, 'zh')).toBe('gone.key');
  });
});

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans-CN,zh;q=0.9', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR, en;q=0.5', 'en'],
    ['en;q=0.4, zh-CN;q=0.8', 'zh'],
    ['zh;q=0.2, en-GB;q=0.7', 'en'],
    ['zh;q=0, en', 'en'],
    ['fr, de', 'zh'],
    ['*', 'zh'],
    ['a;q=x,,;;', 'zh'],
  ] as const)('%j → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});
