import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage, type Language } from './languages';

// The date picker names months and weekdays through dayjs; each language's names arrive on demand.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  it: () => import('dayjs/locale/it'),
  ru: () => import('dayjs/locale/ru'),
  es: () => import('dayjs/locale/es'),
  th: () => import('dayjs/locale/th'),
};

/** The dayjs locale for the interface language, once its names are loaded ('en' until then). */
export function useDatesLocale(): string {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language) ?? 'en';
  const [ready, setReady] = useState<string>('en');

  useEffect(() => {
    if (language === 'en') {
      setReady('en');
      return;
    }
    let active = true;
    loaders[language]()
      .then(() => active && setReady(language))
      .catch(() => active && setReady('en'));
    return () => {
      active = false;
    };
  }, [language]);

  return ready;
}
