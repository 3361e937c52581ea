import { Badge, Button } from '@mantine/core';
import type { Module, OrderView, Service } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ModuleRowFrame } from '../../../ui/module-row-frame';
import { moduleLink, type ModuleLink } from '../module-links';

function actionLabel(link: ModuleLink): string {
  if (link.followUp === 'unavailable') return 'modules.notAvailable';
  if (link.followUp === 'awaiting-answer') return 'modules.respond';
  if (link.kind === 'questionnaire' || link.kind === 'additional_questionnaire') return link.done ? 'modules.viewAnswers' : 'modules.answer';
  return 'modules.open';
}

/** One module of a service: what it is, whether it is done, and the screen that does it. */
export function ModuleRow({ order, service, module }: { order: OrderView; service: Service; module: Module }) {
  const { t } = useTranslation('orders');
  const link = moduleLink(order._id, service, module, order.completed_tasks);
  const kindLabel = t(`moduleKinds.${link.kind}`);
  const draftWaiting = link.kind === 'revision_process' && !link.done && order.revisionData?.[service._id]?.sentByWriter === true;

  return (
    <ModuleRowFrame
      kind={link.kind}
      done={link.done}
      title={module.title || kindLabel}
      subtitle={kindLabel}
      textBasis={220}
      textGap={0}
      badges={
        <>
          {link.done && (
            <Badge size="xs" color="teal" variant="light">
              {t('modules.done')}
            </Badge>
          )}
          {draftWaiting && (
            <Badge size="xs" color="blue" variant="light">
              {t('modules.draftReady')}
            </Badge>
          )}
        </>
      }
      action={
        link.to ? (
          <Button component={Link} to={link.to} size="xs" variant={link.done ? 'default' : 'filled'} ml="auto">
            {t(actionLabel(link))}
          </Button>
        ) : (
          <Button size="xs" variant="default" disabled ml="auto" title={t('modules.followUpNotSent')}>
            {t(actionLabel(link))}
          </Button>
        )
      }
    />
  );
}
