import type { QuestionnaireRef } from './api';

const segment = encodeURIComponent;

export const orderViewPath = (orderId: string) => `/orders/view/${segment(orderId)}`;

const withService = (base: string, service?: string) => (service ? `${base}/${segment(service)}` : base);

export const questionnairePath = (ref: QuestionnaireRef) =>
  withService(`/orders/questionnaire/${segment(ref.id)}/${segment(ref.questionnaire_id)}`, ref.service);

export const answersPath = (ref: QuestionnaireRef) =>
  withService(`/orders/questionnaire-answers/${segment(ref.id)}/${segment(ref.questionnaire_id)}`, ref.service);
