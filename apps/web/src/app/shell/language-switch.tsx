import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../platform/i18n';
import { LANGUAGES, normalizeLanguage } from '../../platform/languages';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const current = normalizeLanguage(i18n.language) ?? 'en';
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} stroke={1.6} />}
          // The visible code is part of the name, so what is seen can be spoken (WCAG 2.5.3).
          aria-label={`${t('language.label')}: ${current.toUpperCase()}`}
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={language.code === current ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language.code === current ? 'true' : undefined}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
