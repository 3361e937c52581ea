import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDatesLocale } from './dates-locale';
import { normalizeLanguage } from './languages';

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
    loadDatesLocale(language)
      .then(() => active && setReady(language))
      .catch(() => active && setReady('en'));
    return () => {
      active = false;
    };
  }, [language]);

  return ready;
}
