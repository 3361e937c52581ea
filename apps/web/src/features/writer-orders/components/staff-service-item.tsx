import type { OrderView, Service } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATE_KEY, ServiceAccordionItem } from '../../../ui/service-accordion-item';
import { visibleModules } from '@portal/domain/orders/rules';
import { staffModuleState } from '../staff-module-state';
import { StaffModuleRow } from './staff-module-row';

/** One service of the order as an accordion item: its state, then its modules. */
export function StaffServiceItem({ order, service }: { order: OrderView; service: Service }) {
  const { t } = useTranslation('staff-order');
  return (
    <ServiceAccordionItem
      order={order}
      service={service}
      stateLabel={(state) => t(SERVICE_STATE_KEY[state])}
      modules={visibleModules(service)}
      renderModule={(module) => <StaffModuleRow key={module.id} module={module} row={staffModuleState(order, service, module)} />}
      emptyText={t('noModules')}
    />
  );
}
