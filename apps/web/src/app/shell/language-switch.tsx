import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../platform/i18n';
import { LANGUAGES, normalizeLanguage } from '../../platform/languages';
import type { MenuProps } from './deferred-menu';
import { LanguageButton } from './language-button';

export default function LanguageSwitch({ opened, onChange, targetRef }: MenuProps) {
  const { t, i18n } = useTranslation('shell');
  const current = normalizeLanguage(i18n.language) ?? 'en';
  return (
    <Menu position="bottom-end" shadow="md" width={180} opened={opened} onChange={onChange}>
      <Menu.Target>
        <LanguageButton ref={targetRef} />
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
