import { Alert, Button, CloseButton, Group, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import {
  experienceProblem,
  industriesProblem,
  INITIAL_QUESTION_MESSAGES,
  MAX_INDUSTRIES,
  toggleIndustry,
  type ExperienceLevel,
  type IndustryName,
} from '@portal/domain/orders/industries';
import { TIMINGS } from '@portal/domain/limits';
import { orderPaths } from '@portal/domain/orders/rules';
import type { OrderView } from '@portal/domain/orders/types';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../platform/api-client';
import { useErrorText } from '../../../platform/error-text';
import { ServerErrorAlert } from '../../../ui/server-error-alert';
import { useCustomerOrder, useSaveInitialQuestions } from '../api';
import { ExperienceStep } from '../components/experience-step';
import { IndustryStep } from '../components/industry-step';
import { clearInitialDraft, loadInitialDraft, saveInitialDraft } from '../initial-draft';
import { moduleScreens } from '../module-links';
import classes from './initial-question-page.module.css';

// The spec's English texts come from the domain; the screen shows them in the interface language.
const MESSAGE_KEYS: Record<string, string> = {
  [INITIAL_QUESTION_MESSAGES.tooManyIndustries]: 'initial.tooManyIndustries',
  [INITIAL_QUESTION_MESSAGES.industriesRange]: 'initial.industriesRange',
  [INITIAL_QUESTION_MESSAGES.experienceRequired]: 'initial.experienceRequired',
};

/** /order/:orderId/initial-question (spec 002 sections 2.7, 4 and 5). */
export default function InitialQuestionPage() {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const { orderId = '' } = useParams();
  const order = useCustomerOrder(orderId);

  return (
    <Stack gap="lg" maw={1100}>
      <CreatedAlert />
      <div>
        <Title order={1} fz="h2">
          {t('initial.title')}
        </Title>
        <Text c="dimmed">{t('initial.subtitle')}</Text>
      </div>
      {order.isPending ? (
        <Skeleton height={420} radius="md" />
      ) : order.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
          {order.error instanceof ApiError && order.error.status === 404 ? t('detail.notFound') : errorText(order.error)}
        </Alert>
      ) : (
        <InitialQuestionWizard key={orderId} order={order.data.order} />
      )}
    </Stack>
  );
}

/**
 * "Order created successfully." after checkout (`?showSuccess`), closing itself like every success
 * alert. The marker leaves the address at once, so a reload or a way back does not announce the
 * order again.
 */
function CreatedAlert() {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useSearchParams();
  const [visible, setVisible] = useState(search.has('showSuccess'));

  useEffect(() => {
    if (!search.has('showSuccess')) return;
    const rest = new URLSearchParams(search);
    rest.delete('showSuccess');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), TIMINGS.successAlertMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status">
      <Group justify="space-between" wrap="nowrap">
        {t('initial.orderCreated')}
        <CloseButton size="sm" aria-label={t('close')} onClick={() => setVisible(false)} />
      </Group>
    </Alert>
  );
}

function InitialQuestionWizard({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const save = useSaveInitialQuestions(order._id);
  // What was chosen before a reload comes back; otherwise the order's saved answers.
  const [draft] = useState(() => loadInitialDraft(order._id));
  const [active, setActive] = useState<0 | 1>(draft?.step ?? 0);
  const [industries, setIndustries] = useState<string[]>(draft?.industries ?? order.customer_industries ?? []);
  const [industryMessage, setIndustryMessage] = useState<string | null>(null);
  const [level, setLevel] = useState<string | null>(draft?.level ?? order.years_of_experience ?? null);
  const [levelMessage, setLevelMessage] = useState<string | null>(null);
  const translate = (message: string | null) => (message ? t(MESSAGE_KEYS[message] ?? message) : null);

  const touched = useRef(draft !== null);
  useEffect(() => {
    // Only what the customer did is kept: opening the page writes nothing.
    if (touched.current) saveInitialDraft(order._id, { step: active, industries, level });
  }, [order._id, active, industries, level]);

  const toggle = (name: string) => {
    touched.current = true;
    const next = toggleIndustry(industries, name);
    setIndustries(next.selected);
    setIndustryMessage(next.message);
  };
  const next = () => {
    const problem = industriesProblem(industries);
    setIndustryMessage(problem);
    if (!problem) setActive(1);
  };
  const submit = () => {
    if (save.isPending || save.isSuccess) return;
    const problem = experienceProblem(level);
    setLevelMessage(problem);
    if (problem) return;
    save.mutate(
      { customer_industries: industries as IndustryName[], years_of_experience: level as ExperienceLevel },
      // Signing comes next; an order signed earlier (answers changed later) goes back to its page.
      {
        onSuccess: () => {
          clearInitialDraft(order._id);
          void navigate(order.contract_signed ? orderPaths.view(order._id) : moduleScreens.contract(order._id));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stepper active={active} onStepClick={(step) => step < active && setActive(0)} size="sm" classNames={{ content: classes.stepContent }}>
          <Stepper.Step label={t('initial.stepIndustries')} description={t('initial.stepIndustriesHint')}>
            <IndustryStep selected={industries} onToggle={toggle} />
          </Stepper.Step>
          <Stepper.Step label={t('initial.stepExperience')} description={t('initial.stepExperienceHint')}>
            <ExperienceStep
              value={level}
              error={translate(levelMessage)}
              onChange={(value) => {
                touched.current = true;
                setLevel(value);
                setLevelMessage(null);
              }}
            />
          </Stepper.Step>
        </Stepper>
        {/* Kept in view at the bottom: on a phone the cards are long and the message must show where the tap was. */}
        <Stack gap="sm" className={classes.footer}>
          {active === 0 && industryMessage && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert" py="xs">
              {translate(industryMessage)}
            </Alert>
          )}
          {save.error && <ServerErrorAlert error={save.error} />}
          <Group justify="space-between" wrap="nowrap">
            {active > 0 ? (
              <Button variant="default" onClick={() => setActive(0)} disabled={save.isPending || save.isSuccess}>
                {t('initial.back')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('initial.selectedCount', { count: industries.length, max: MAX_INDUSTRIES })}
              </Text>
            )}
            {/* Submit stays locked until the next page shows: after a success the old page stays while the next loads. */}
            {active === 0 ? (
              <Button onClick={next}>{t('initial.next')}</Button>
            ) : (
              <Button onClick={submit} loading={save.isPending || save.isSuccess}>
                {t('initial.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
