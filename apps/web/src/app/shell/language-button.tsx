import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '../../platform/languages';

/** The language menu's button: the current language's code. */
export function LanguageButton(props: ComponentPropsWithRef<'button'>) {
  const { t, i18n } = useTranslation('shell');
  const current = normalizeLanguage(i18n.language) ?? 'en';
  return (
    <Button
      {...props}
      variant="subtle"
      color="gray"
      size="compact-md"
      leftSection={<IconLanguage size={18} stroke={1.6} />}
      // The visible code is part of the name, so what is seen can be spoken (WCAG 2.5.3).
      aria-label={`${t('language.label')}: ${current.toUpperCase()}`}
    >
      {current.toUpperCase()}
    </Button>
  );
}
