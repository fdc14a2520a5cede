import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { LANGUAGE_NAMES } from '../../i18n/languageNames';
import { APP_LOCALES, type AppLocale, isAppLocale } from '../../i18n/locale';
import { select } from './shell.css';

export interface LanguageSwitcherProps {
  locale: AppLocale;
  onChange: (locale: AppLocale) => void;
}

export function LanguageSwitcher({ locale, onChange }: LanguageSwitcherProps) {
  const id = useId();
  return (
    <span>
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        className={select}
        value={locale}
        onChange={(event) => {
          if (isAppLocale(event.target.value)) onChange(event.target.value);
        }}
      >
        {APP_LOCALES.map((option) => (
          // lang lets screen readers pronounce each name in its own language.
          <option key={option} value={option} lang={option.replace('_', '-')}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
