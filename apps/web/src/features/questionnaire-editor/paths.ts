const segment = encodeURIComponent;

export const editorPaths = {
  followUp: (orderId: string, serviceId: string) => `/orders/additional_questionnaire/${segment(orderId)}/${segment(serviceId)}`,
  followUpAnswers: (orderId: string, serviceId: string) => `/orders/questionnaire-answers/${segment(orderId)}/additional_questionnaire/${segment(serviceId)}`,
  orderView: (orderId: string) => `/orders/view/${segment(orderId)}`,
  templates: '/questionnaire-template/list',
  createTemplate: '/questionnaire-template/create',
  template: (key: string) => `/questionnaire-template/template?key=${segment(key)}`,
};
