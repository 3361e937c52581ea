import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteBrand } from '../../../ui/site-brand';
import { FreeCritiqueForm } from '../components/free-critique-form';

/**
 * /free-critique/embed: the free-critique form alone, with the site's brand, for an <iframe> on the
 * site's own marketing pages (the server lets any website frame this one page). It posts to the
 * same intake as /free-critique, from inside the frame, so the intake's checks and limit apply.
 */
export default function FreeCritiqueEmbedPage() {
  const { t } = useTranslation('review');
  return (
    <Box component="main" p="md">
      <Stack gap="md">
        <SiteBrand />
        <Stack gap={2}>
          <Title order={1} fz="h3">
            {t('free.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('free.intro')}
          </Text>
        </Stack>
        <FreeCritiqueForm />
      </Stack>
    </Box>
  );
}
