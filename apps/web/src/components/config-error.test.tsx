import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../lib/i18n';
import { RuntimeConfigError } from '../lib/runtime-config';
import { ConfigError } from './config-error';

const show = async (error: unknown, language: 'zh' | 'en') => {
  await initI18n(language);
  await changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <ConfigError error={error} />
    </I18nextProvider>,
  );
};

describe('the page of an unusable config.json', () => {
  it('names the file and the field, in the language of the user', async () => {
    await show(new RuntimeConfigError('x', 'bad-field', 'assetsUrl'), 'en');
    expect(
      await screen.findByRole('heading', { name: 'The console is not configured correctly' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'In config.json, “assetsUrl” must be an absolute http(s) URL or a path starting with /.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says when the file is not JSON', async () => {
    await show(new RuntimeConfigError('x', 'not-json'), 'zh');
    expect(await screen.findByText('config.json 不是有效的 JSON。')).toBeInTheDocument();
  });
});
