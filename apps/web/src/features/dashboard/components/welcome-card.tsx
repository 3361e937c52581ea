import { Avatar, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../platform/file-url';
import { useSession } from '../../../platform/session-context';
import { useSite } from '../../../platform/site-context';
import classes from './welcome-card.module.css';

/** The greeting at the top of every dashboard (customer, writer, admin). */
export function WelcomeCard() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const site = useSite();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const decoration = fileUrl(site.welcomeImg);

  return (
    <Card className={classes.card} padding="xl">
      <Group justify="space-between" wrap="nowrap" align="center" gap="xl">
        <Group gap="lg" wrap="nowrap" miw={0}>
          <Avatar src={fileUrl(user.profile_img)} name={fullName} color="initials" size={72} radius="xl" alt="" />
          <Stack gap={4} miw={0}>
            <Text size="sm" c="dimmed">
              {t('welcome.greeting')}
            </Text>
            <Title order={2} fz={{ base: 'h3', sm: 'h2' }} lineClamp={2}>
              {fullName}
            </Title>
            <Group gap={6} wrap="nowrap" c="dimmed">
              <IconMail size={16} aria-hidden />
              <Text size="sm" truncate>
                {user.email}
              </Text>
            </Group>
          </Stack>
        </Group>
        {decoration && (
          <Box visibleFrom="sm" className={classes.decoration}>
            <img src={decoration} alt="" className={classes.image} />
          </Box>
        )}
      </Group>
    </Card>
  );
}
