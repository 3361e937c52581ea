import { Box, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../platform/file-url';
import { useSite } from '../../../platform/site-context';
import classes from './auth-layout.module.css';

type Props = { title: string; subtitle?: string; children: ReactNode };

/** The sign-in screens: the company's header and form on one side, its login image on the other. */
export function AuthLayout({ title, subtitle, children }: Props) {
  const { t } = useTranslation('auth');
  const site = useSite();
  const logo = fileUrl(site.logo);
  const image = fileUrl(site.loginImg);

  return (
    <Box className={classes.page}>
      <Box component="main" className={classes.formSide}>
        <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} shadow="sm" withBorder>
          <Stack gap="lg">
            <Stack gap={6} align="center" ta="center" component="header">
              {logo ? (
                <Image src={logo} alt={site.companyName} h={56} w="auto" maw={220} fit="contain" />
              ) : (
                <Text fw={700} fz="xl">
                  {site.companyName}
                </Text>
              )}
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mt="xs">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
        <Text size="xs" c="dimmed" mt="lg" ta="center">
          {t('layout.copyright', { year: new Date().getFullYear(), company: site.companyName })}
        </Text>
      </Box>
      <Box className={classes.imageSide} visibleFrom="md" aria-hidden>
        {image ? <img src={image} alt="" className={classes.image} /> : <Box className={classes.imageFallback} />}
      </Box>
    </Box>
  );
}
