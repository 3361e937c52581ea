import { ActionIcon, Button, Card, ColorInput, FileButton, Grid, Group, Image, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_TESTIMONIALS, SETTINGS_LANGUAGES, settingsBodySchema, type SettingsBody } from '@portal/domain/site-settings/calls';
import { websiteSettingsSchema, type SiteConfig } from '@portal/domain/sites/calls';
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../platform/error-text';
import { fileUrl } from '../../../platform/file-url';
import { LANGUAGES } from '../../../platform/languages';
import { uploadWithProgress } from '../../../platform/upload';
import { ListError, ListLoading } from '../../../ui/list-states';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useCheckedPublish, useProblemText } from '../components/use-checked-publish';
import { useSaveSiteSettings, useSiteSettings } from '../api';
import { SettingsPreview } from '../components/settings-preview';

type Form = {
  companyName: string;
  companyEmail: string;
  supportEmail: string;
  logo: string | null;
  loginImg: string | null;
  welcomeImg: string | null;
  primary: string;
  accent: string;
  social: Record<'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'youtube', string>;
  consultation: string;
  jobsLink: string;
  testimonials: { name: string; text: string; role: string }[];
  loginDomain: string;
  loginQueries: string;
  checkoutOn: boolean;
  checkout: { url: string; method: 'GET' | 'POST'; responsePath: string; tokenName: string; tokenLocation: 'header' | 'query' | 'body'; token: string };
  headerTag: string;
  bodyTag: string;
  language: (typeof SETTINGS_LANGUAGES)[number];
  flags: SiteConfig['website_settings'];
};

const SOCIAL = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;
const FLAGS = Object.keys(websiteSettingsSchema.shape) as (keyof SiteConfig['website_settings'])[];
const IMAGES = ['logo', 'loginImg', 'welcomeImg'] as const;

function toForm(s: SiteConfig): Form {
  const language = (SETTINGS_LANGUAGES as readonly string[]).includes(s.defaultLanguage) ? (s.defaultLanguage as Form['language']) : 'en';
  return {
    companyName: s.companyName,
    companyEmail: s.companyEmail,
    supportEmail: s.supportEmail ?? '',
    logo: s.logo,
    loginImg: s.loginImg,
    welcomeImg: s.welcomeImg,
    primary: s.colours.primary,
    accent: s.colours.accent,
    social: { facebook: s.socialLinks.facebook ?? '', twitter: s.socialLinks.twitter ?? '', linkedin: s.socialLinks.linkedin ?? '', instagram: s.socialLinks.instagram ?? '', youtube: s.socialLinks.youtube ?? '' },
    consultation: s.critiquesConsultationLink ?? '',
    jobsLink: s.jobsLink ?? '',
    testimonials: (s.testimonials ?? []).map((x) => ({ name: x.name, text: x.text, role: x.role ?? '' })),
    loginDomain: s.customLoginDomain ?? '',
    loginQueries: s.loginDomainQueries ?? '',
    checkoutOn: s.customCheckout !== null,
    checkout: {
      url: s.customCheckout?.url ?? '',
      method: s.customCheckout?.method === 'GET' ? 'GET' : 'POST',
      responsePath: s.customCheckout?.responsePath ?? '',
      tokenName: s.customCheckout?.tokenName ?? '',
      tokenLocation: s.customCheckout?.tokenLocation ?? 'header',
      token: '',
    },
    headerTag: s.customScripts.headerTag,
    bodyTag: s.customScripts.bodyTag,
    language,
    flags: s.website_settings,
  };
}

function toBody(f: Form): SettingsBody {
  const { token, ...checkout } = f.checkout;
  return {
    companyName: f.companyName,
    companyEmail: f.companyEmail,
    supportEmail: f.supportEmail,
    logo: f.logo,
    loginImg: f.loginImg,
    welcomeImg: f.welcomeImg,
    colours: { primary: f.primary, accent: f.accent },
    socialLinks: f.social,
    critiquesConsultationLink: f.consultation,
    jobsLink: f.jobsLink,
    testimonials: f.testimonials.map((x) => ({ name: x.name, text: x.text, ...(x.role.trim() ? { role: x.role } : {}) })),
    customLoginDomain: f.loginDomain,
    loginDomainQueries: f.loginQueries,
    customCheckout: f.checkoutOn ? { ...checkout, ...(token ? { token } : {}) } : null,
    customScripts: { headerTag: f.headerTag, bodyTag: f.bodyTag },
    defaultLanguage: f.language,
    website_settings: f.flags,
  };
}

/** /admin/settings: the site's branding, links, sign-in and checkout, features, language and scripts, previewed before publishing. */
export default function SettingsPage() {
  const settings = useSiteSettings();
  if (settings.isPending) return <ListLoading />;
  if (settings.isError) return <ListError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <SettingsForm initial={toForm(settings.data.settings)} tokenSet={settings.data.checkoutTokenSet} domains={settings.data.domains} />;
}

function SettingsForm({ initial, tokenSet, domains }: { initial: Form; tokenSet: boolean; domains: string[] }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const save = useSaveSiteSettings();
  const [form, setForm] = useState<Form>(initial);
  const checked = useCheckedPublish(settingsBodySchema, save, t('settings.saved'));
  const errors = checked.errors;
  const [uploading, setUploading] = useState<string | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const err = (path: string) => errors[path];

  const upload = async (which: (typeof IMAGES)[number], file: File | null) => {
    if (!file) return;
    setUploading(which);
    try {
      const res = await uploadWithProgress(file, { context: 'image' });
      set(which, res.file.key);
    } catch (e) {
      notifications.show({ color: 'red', message: errorText(e) });
    } finally {
      setUploading(null);
    }
  };

  const publish = () => checked.publish(toBody(form));

  const problemText = useProblemText();
  const message = (path: string) => problemText(err(path));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t('settings.title')}
          </Title>
          <Text c="dimmed">{t('settings.intro', { domains: domains.join(', ') })}</Text>
        </Stack>
        <Button onClick={publish} loading={save.isPending}>
          {t('settings.publish')}
        </Button>
      </Group>
      <ServerErrorAlert error={save.error} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('settings.sections.branding')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('settings.fields.companyName')} value={form.companyName} onChange={(e) => set('companyName', e.currentTarget.value)} error={message('companyName')} required />
                  <TextInput label={t('settings.fields.companyEmail')} type="email" value={form.companyEmail} onChange={(e) => set('companyEmail', e.currentTarget.value)} error={message('companyEmail')} required />
                  <TextInput label={t('settings.fields.supportEmail')} type="email" value={form.supportEmail} onChange={(e) => set('supportEmail', e.currentTarget.value)} error={message('supportEmail')} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  {IMAGES.map((which) => (
                    <Stack key={which} gap={6}>
                      <Text size="sm" fw={500}>
                        {t(`settings.fields.${which}`)}
                      </Text>
                      {form[which] ? <Image src={fileUrl(form[which])} alt={t(`settings.fields.${which}`)} h={64} fit="contain" bg="gray.1" radius="sm" /> : <Text size="sm" c="dimmed">{t('settings.noImage')}</Text>}
                      <Group gap="xs">
                        <FileButton onChange={(file) => void upload(which, file)} accept="image/png,image/jpeg">
                          {(props) => (
                            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={uploading === which} aria-label={t('settings.uploadWhich', { which: t(`settings.fields.${which}`) })}>
                              {t('settings.upload')}
                            </Button>
                          )}
                        </FileButton>
                        {form[which] && (
                          <Button size="xs" variant="subtle" color="red" onClick={() => set(which, null)} aria-label={t('settings.removeWhich', { which: t(`settings.fields.${which}`) })}>
                            {t('settings.remove')}
                          </Button>
                        )}
                      </Group>
                    </Stack>
                  ))}
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <ColorInput label={t('settings.fields.primary')} value={form.primary} onChange={(v) => set('primary', v)} format="hex" error={message('colours.primary')} withEyeDropper={false} withPicker={false} />
                  <ColorInput label={t('settings.fields.accent')} value={form.accent} onChange={(v) => set('accent', v)} format="hex" error={message('colours.accent')} withEyeDropper={false} withPicker={false} />
                </SimpleGrid>
              </Stack>
            </Card>

            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('settings.sections.links')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {SOCIAL.map((name) => (
                    <TextInput key={name} label={t(`settings.social.${name}`)} placeholder="https://" value={form.social[name]} onChange={(e) => set('social', { ...form.social, [name]: e.currentTarget.value })} error={message(`socialLinks.${name}`)} />
                  ))}
                  <TextInput label={t('settings.fields.consultation')} placeholder="https://" value={form.consultation} onChange={(e) => set('consultation', e.currentTarget.value)} error={message('critiquesConsultationLink')} />
                  <TextInput label={t('settings.fields.jobsLink')} description={t('settings.fields.jobsLinkHint')} placeholder="https://" value={form.jobsLink} onChange={(e) => set('jobsLink', e.currentTarget.value)} error={message('jobsLink')} />
                </SimpleGrid>
                <Text size="sm" fw={500}>
                  {t('settings.fields.testimonials')}
                </Text>
                {form.testimonials.map((item, i) => (
                  <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
                    <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                      <TextInput label={t('settings.testimonial.name')} value={item.name} onChange={(e) => set('testimonials', form.testimonials.map((x, j) => (j === i ? { ...x, name: e.currentTarget.value } : x)))} error={message(`testimonials.${i}.name`)} />
                      <TextInput label={t('settings.testimonial.role')} value={item.role} onChange={(e) => set('testimonials', form.testimonials.map((x, j) => (j === i ? { ...x, role: e.currentTarget.value } : x)))} />
                      <Textarea label={t('settings.testimonial.text')} autosize minRows={1} value={item.text} onChange={(e) => set('testimonials', form.testimonials.map((x, j) => (j === i ? { ...x, text: e.currentTarget.value } : x)))} error={message(`testimonials.${i}.text`)} />
                    </SimpleGrid>
                    <ActionIcon mt={28} variant="subtle" color="red" onClick={() => set('testimonials', form.testimonials.filter((_, j) => j !== i))} aria-label={t('settings.testimonial.remove', { number: i + 1 })}>
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                ))}
                {form.testimonials.length < MAX_TESTIMONIALS && (
                  <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => set('testimonials', [...form.testimonials, { name: '', text: '', role: '' }])} style={{ alignSelf: 'flex-start' }}>
                    {t('settings.testimonial.add')}
                  </Button>
                )}
              </Stack>
            </Card>

            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('settings.sections.signIn')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('settings.fields.loginDomain')} description={t('settings.fields.loginDomainHint')} placeholder="https://" value={form.loginDomain} onChange={(e) => set('loginDomain', e.currentTarget.value)} error={message('customLoginDomain')} />
                  <TextInput label={t('settings.fields.loginQueries')} description={t('settings.fields.loginQueriesHint')} value={form.loginQueries} onChange={(e) => set('loginQueries', e.currentTarget.value)} />
                </SimpleGrid>
                <Switch label={t('settings.fields.checkoutOn')} checked={form.checkoutOn} onChange={(e) => set('checkoutOn', e.currentTarget.checked)} />
                {form.checkoutOn && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput label={t('settings.checkout.url')} placeholder="https://" value={form.checkout.url} onChange={(e) => set('checkout', { ...form.checkout, url: e.currentTarget.value })} error={message('customCheckout.url')} required />
                    <Select label={t('settings.checkout.method')} data={['POST', 'GET']} value={form.checkout.method} onChange={(v) => v && set('checkout', { ...form.checkout, method: v as 'GET' | 'POST' })} allowDeselect={false} />
                    <TextInput label={t('settings.checkout.responsePath')} description={t('settings.checkout.responsePathHint')} value={form.checkout.responsePath} onChange={(e) => set('checkout', { ...form.checkout, responsePath: e.currentTarget.value })} />
                    <TextInput label={t('settings.checkout.tokenName')} value={form.checkout.tokenName} onChange={(e) => set('checkout', { ...form.checkout, tokenName: e.currentTarget.value })} />
                    <Select
                      label={t('settings.checkout.tokenLocation')}
                      data={(['header', 'query', 'body'] as const).map((value) => ({ value, label: t(`settings.checkout.locations.${value}`) }))}
                      value={form.checkout.tokenLocation}
                      onChange={(v) => v && set('checkout', { ...form.checkout, tokenLocation: v as Form['checkout']['tokenLocation'] })}
                      allowDeselect={false}
                    />
                    <PasswordInput label={t('settings.checkout.token')} description={tokenSet ? t('settings.checkout.tokenKept') : undefined} value={form.checkout.token} onChange={(e) => set('checkout', { ...form.checkout, token: e.currentTarget.value })} autoComplete="off" />
                  </SimpleGrid>
                )}
              </Stack>
            </Card>

            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('settings.sections.features')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {FLAGS.map((flag) => (
                    <Switch key={flag} label={t(`settings.flags.${flag}`)} checked={form.flags[flag]} onChange={(e) => set('flags', { ...form.flags, [flag]: e.currentTarget.checked })} />
                  ))}
                </SimpleGrid>
                <Select
                  label={t('settings.fields.language')}
                  data={LANGUAGES.filter((l) => (SETTINGS_LANGUAGES as readonly string[]).includes(l.code)).map((l) => ({ value: l.code, label: l.label }))}
                  value={form.language}
                  onChange={(v) => v && set('language', v as Form['language'])}
                  allowDeselect={false}
                  w={{ base: '100%', sm: 240 }}
                />
              </Stack>
            </Card>

            <Card>
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('settings.sections.scripts')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('settings.scriptsHint')}
                </Text>
                <Textarea label={t('settings.fields.headerTag')} autosize minRows={2} maxRows={8} value={form.headerTag} onChange={(e) => set('headerTag', e.currentTarget.value)} ff="monospace" />
                <Textarea label={t('settings.fields.bodyTag')} autosize minRows={2} maxRows={8} value={form.bodyTag} onChange={(e) => set('bodyTag', e.currentTarget.value)} ff="monospace" />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="sm" style={{ position: 'sticky', top: 80 }}>
            <Title order={2} fz="h4">
              {t('settings.preview.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.preview.intro')}
            </Text>
            <SettingsPreview companyName={form.companyName} logo={form.logo} loginImg={form.loginImg} colours={{ primary: form.primary, accent: form.accent }} />
            <Button onClick={publish} loading={save.isPending}>
              {t('settings.publish')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
