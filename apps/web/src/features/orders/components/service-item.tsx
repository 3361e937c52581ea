import type { OrderView, Service } from '@portal/domain/orders/types';
import { useTranslation } from 'react-i18next';
import { SERVICE_STATE_KEY, ServiceAccordionItem } from '../../../ui/service-accordion-item';
import { visibleModules } from '@portal/domain/orders/rules';
import { ModuleRow } from './module-row';

/** One service of the order as an accordion item: its state, then its modules as rows. */
export function ServiceItem({ order, service }: { order: OrderView; service: Service }) {
  const { t } = useTranslation('orders');
  return (
    <ServiceAccordionItem
      order={order}
      service={service}
      stateLabel={(state) => t(SERVICE_STATE_KEY[state])}
      modules={visibleModules(service)}
      renderModule={(module) => <ModuleRow key={module.id} order={order} service={service} module={module} />}
      emptyText={t('detail.noModules')}
      forCustomer
    />
  );
}
