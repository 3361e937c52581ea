import { Alert, Button, Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  firstInvalidSection,
  pickKnownAnswers,
  splitIntoSections,
  validateSection,
  type AnswerValue,
  type Answers,
  type QuestionnaireField,
} from '@portal/domain/questionnaires/rules';
import { IconArrowLeft, IconArrowRight, IconCheck, IconRestore } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearProgress, loadProgress, saveProgress } from '../saved-progress';
import { FieldRenderer, useFieldMessage } from './field-renderer';

type Props = {
  fields: readonly QuestionnaireField[];
  /** Answers to start from, e.g. a previous submission being changed. */
  initialAnswers?: Answers;
  /** Where the answers are kept in the browser after each section; without it nothing is kept. */
  storageKey?: string;
  onSubmit: (answers: Answers) => void;
  submitting?: boolean;
  /** Problems the server found, keyed by field id: shown under the fields, on their section. */
  serverErrors?: Record<string, string>;
  submitLabel?: string;
};

const PHONE_QUERY = '(max-width: 48em)';

function initialState(storageKey: string | undefined, initialAnswers: Answers | undefined, sectionCount: number) {
  const saved = storageKey ? loadProgress(storageKey) : null;
  return {
    answers: saved?.answers ?? initialAnswers ?? {},
    step: Math.min(saved?.step ?? 0, Math.max(sectionCount - 1, 0)),
    restored: saved !== null,
  };
}

function focusField(id: string | undefined): void {
  if (id) document.getElementById(`field-${id}`)?.focus();
}

/**
 * A questionnaire as a wizard, one step per section: back is always allowed, forward only once
 * the section validates, and the answers are kept in the browser after each section so a
 * customer who leaves finds them again. Used for module questionnaires, follow-ups and surveys.
 */
export function QuestionnaireWizard({ fields, initialAnswers, storageKey, onSubmit, submitting = false, serverErrors, submitLabel }: Props) {
  const { t } = useTranslation('questionnaires');
  const fieldMessage = useFieldMessage();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const sections = useMemo(() => splitIntoSections(fields), [fields]);
  const [state, setState] = useState(() => initialState(storageKey, initialAnswers, sections.length));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { answers, step, restored } = state;
  const section = sections[step];
  const isLast = step >= sections.length - 1;

  useEffect(() => {
    if (!serverErrors || Object.keys(serverErrors).length === 0) return;
    setErrors(serverErrors);
    const index = sections.findIndex((s) => s.fields.some((f) => serverErrors[f.id] !== undefined));
    if (index >= 0) setState((current) => ({ ...current, step: index }));
  }, [serverErrors, sections]);

  // Every answer is kept as it is typed, not only when a section is finished, so a reload in the
  // middle of a section loses nothing. Opening the wizard writes nothing.
  const touched = useRef(false);
  useEffect(() => {
    if (storageKey && touched.current) saveProgress(storageKey, { step, answers });
  }, [storageKey, step, answers]);

  const setAnswer = (id: string, value: AnswerValue) => {
    touched.current = true;
    setState((current) => ({ ...current, answers: { ...current.answers, [id]: value } }));
    setErrors(({ [id]: _removed, ...rest }) => rest);
  };

  const goTo = (index: number) => {
    setErrors({});
    setState((current) => ({ ...current, step: index }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const sectionProblems = () => {
    const problems = section ? validateSection(section.fields, answers) : {};
    setErrors(problems);
    focusField(Object.keys(problems)[0]);
    return Object.keys(problems).length > 0;
  };

  const next = () => {
    if (sectionProblems()) return;
    if (storageKey) saveProgress(storageKey, { step: step + 1, answers });
    goTo(step + 1);
  };

  const submit = () => {
    if (submitting || sectionProblems()) return;
    const invalid = firstInvalidSection(sections, answers);
    if (invalid >= 0) {
      goTo(invalid);
      setErrors(validateSection(sections[invalid]!.fields, answers));
      return;
    }
    if (storageKey) saveProgress(storageKey, { step, answers });
    onSubmit(pickKnownAnswers(fields, answers));
  };

  const startOver = () => {
    touched.current = false;
    if (storageKey) clearProgress(storageKey);
    setErrors({});
    setState({ answers: initialAnswers ?? {}, step: 0, restored: false });
  };

  return (
    <Stack gap="lg">
      {restored && (
        <Alert color="blue" variant="light" icon={<IconRestore size={20} />} role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('wizard.restored')}</Text>
            <Button variant="subtle" size="compact-sm" onClick={startOver}>
              {t('wizard.startOver')}
            </Button>
          </Group>
        </Alert>
      )}

      {sections.length > 1 && (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {t('wizard.stepOf', { current: step + 1, total: sections.length })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('wizard.percent', { percent: Math.round((step / sections.length) * 100) })}
            </Text>
          </Group>
          <Progress value={(step / sections.length) * 100} size="sm" aria-label={t('wizard.progressLabel')} />
        </Stack>
      )}

      {sections.length === 0 ? (
        <Text c="dimmed">{t('wizard.noQuestions')}</Text>
      ) : (
        <Stepper
          active={step}
          onStepClick={(index) => index < step && goTo(index)}
          allowNextStepsSelect={false}
          size="sm"
          iconSize={isPhone ? 28 : 34}
        >
          {sections.map((s, index) => (
            <Stepper.Step
              key={index}
              label={isPhone ? undefined : s.title || t('wizard.stepLabel', { number: index + 1 })}
              // Named by its visible label; on phones only the number shows, so the name starts with it (WCAG 2.5.3).
              aria-label={isPhone ? `${index + 1}. ${s.title || t('wizard.stepLabel', { number: index + 1 })}` : undefined}
            >
              <Stack gap="md" mt="md">
                {s.title && (
                  <Title order={2} fz="h3">
                    {s.title}
                  </Title>
                )}
                {s.fields.map((field) => (
                  <FieldRenderer
                    key={field.id}
                    field={field}
                    value={answers[field.id]}
                    onChange={(value) => setAnswer(field.id, value)}
                    error={fieldMessage(errors[field.id])}
                    disabled={submitting}
                  />
                ))}
              </Stack>
            </Stepper.Step>
          ))}
        </Stepper>
      )}

      <Group justify="space-between">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => goTo(step - 1)} disabled={step === 0 || submitting}>
          {t('wizard.back')}
        </Button>
        {isLast ? (
          <Button leftSection={<IconCheck size={16} />} onClick={submit} loading={submitting}>
            {submitLabel ?? t('wizard.submit')}
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={16} />} onClick={next}>
            {t('wizard.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
