import { Badge, Button } from '@mantine/core';
import type { Module } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModuleRowFrame } from '../../../ui/module-row-frame';
import type { StaffModuleRow as Row } from '../staff-module-state';

// Green when done, orange when the writer's move is next, blue while the customer has it, grey when nothing started.
const STATE_COLOR: Record<Row['state'], string> = {
  done: 'teal',
  answered: 'teal',
  'waiting-customer': 'blue',
  'awaiting-review': 'blue',
  sent: 'blue',
  'ready-for-draft': 'orange',
  'no-draft': 'gray',
  'not-done': 'gray',
  'not-sent': 'gray',
};

function stateKey(row: Row): string {
  const group = row.kind === 'final_linkedin' ? 'final_document' : row.kind;
  return `moduleStates.${group}.${row.state}`;
}

function actionKey(row: Row): string {
  switch (row.kind) {
    case 'previous_document':
      return 'actions.viewDocuments';
    case 'revision_process':
      return 'writer-documents:overview.openDrafts';
    case 'final_document':
      return 'writer-documents:overview.openFinal';
    case 'final_linkedin':
      return 'writer-documents:overview.openLinkedin';
    case 'additional_questionnaire':
      return row.state === 'answered' ? 'actions.viewAnswers' : 'writer-documents:overview.openFollowUp';
    default:
      return 'actions.viewAnswers';
  }
}

const BADGE_STYLES = { root: { textTransform: 'none' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

/** One module of a service: what it is, where it stands, and the screen to open when one exists. */
export function StaffModuleRow({ module, row }: { module: Module; row: Row }) {
  const { t } = useTranslation('staff-order');
  const kindLabel = t(`moduleKinds.${row.kind}`);

  return (
    <ModuleRowFrame
      kind={row.kind}
      done={row.done}
      title={module.title || kindLabel}
      subtitle={module.title && module.title !== kindLabel ? kindLabel : undefined}
      textBasis={240}
      textGap={2}
      badges={
        // A state can be long in some languages ("Wartet auf die Prüfung durch den Kunden"): it wraps
        // on a narrow screen instead of ending in an ellipsis.
        <Badge size="sm" color={STATE_COLOR[row.state]} variant="light" h="auto" py={2} maw="100%" styles={BADGE_STYLES}>
          {t(stateKey(row))}
        </Badge>
      }
      action={
        row.to && (
          <Button component={Link} to={row.to} size="xs" variant="default" ml="auto">
            {t(actionKey(row))}
          </Button>
        )
      }
    />
  );
}
