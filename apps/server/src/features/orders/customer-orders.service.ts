import type { CustomerOrderDetail, CustomerOrdersPage, CustomerOrderStatuses } from '@portal/domain/orders/calls';
import type { ExperienceLevel, IndustryName } from '@portal/domain/orders/industries';
import type { OrderPackage } from '@portal/domain/orders/types';
import { notFound, ruleBroken } from '../../platform/errors';
import { pageInfo, type ResolvedPage } from '@portal/domain/paging';
import type { Actor } from '../../platform/http/context';
import type { Platform } from '../../platform/platform';
import { loadOrderForCustomer, loadOrderViewFor, ORDER_NOT_FOUND } from './order-loader';
import { orderViews } from './order-json';
import { orderListRows } from './order-list-rows';
import { listOrderStatuses } from './order-statuses.store';
import * as store from './orders.store';

export const INITIAL_QUESTIONS_SAVED = 'Order Updated Successfully';
export const NO_SURVEY = 'This order has no feedback survey';

/** What a customer does with their own orders outside the module screens. */
export class CustomerOrdersService {
  constructor(private readonly platform: Platform) {}

  private get db() {
    return this.platform.database.db;
  }

  /** Kept until the site's orders or people change (`ReadCache`). */
  async page(actor: Actor, page: ResolvedPage): Promise<CustomerOrdersPage> {
    return this.platform.reads.read(actor.site.id, `customer-orders ${actor.user.id} ${page.offset} ${page.limit} ${page.after ?? ''}`, async () => {
      const { rows, total } = await store.listCustomerOrders(this.db, actor.site.id, actor.user.id, page);
      const { rows: shown, info } = pageInfo(total, page, rows);
      return { status: true as const, orders: orderListRows(shown), ...info };
    });
  }

  async statuses(actor: Actor): Promise<CustomerOrderStatuses> {
    return { status: true, orders: await listOrderStatuses(this.db, actor.site.id, actor.user.id) };
  }

  /** Kept until the site's orders or people change (`ReadCache`); a refusal is never kept. */
  async detail(actor: Actor, orderId: string): Promise<CustomerOrderDetail> {
    if (actor.user.role !== 'user') throw notFound(ORDER_NOT_FOUND);
    return this.platform.reads.read(actor.site.id, `customer-order ${actor.user.id} ${orderId}`, async () => {
      const row = await loadOrderViewFor(this.db, actor, orderId);
      return {
        status: true as const,
        order: orderViews([row])[0]!,
        invoice: { price: row.invoicePrice },
        clientCurrencyType: row.invoiceCurrency,
      };
    });
  }

  /** The initial questions may be answered again: the writer reads the latest answers. */
  async saveInitialQuestions(actor: Actor, orderId: string, answers: { customer_industries: IndustryName[]; years_of_experience: ExperienceLevel }) {
    const row = await loadOrderForCustomer(this.db, actor, orderId);
    await store.setInitialAnswers(this.db, actor.site.id, row.id, { industries: answers.customer_industries, experience: answers.years_of_experience });
  }

  async setNoShow(actor: Actor, orderId: string, noShowCheck: boolean) {
    const row = await loadOrderForCustomer(this.db, actor, orderId);
    await store.setNoShowCheck(this.db, actor.site.id, row.id, noShowCheck);
  }

  /** The customer's own answer to "Did you provide feedback?": only an order with a survey has one to give. */
  async saveFeedback(actor: Actor, orderId: string, submitted: boolean) {
    const row = await loadOrderForCustomer(this.db, actor, orderId);
    const survey = (row.package as OrderPackage).surveyDetails;
    if (!survey?.url && !survey?._id) throw ruleBroken(NO_SURVEY);
    await store.setSurveySubmitted(this.db, actor.site.id, row.id, submitted);
  }
}
