import type { Access } from '../platform/http/context';

/**
 * Who may call what, written down by hand. The authorization test compares this table with the
 * routes the server registers (both ways) and with what the server actually answers, so a route
 * that declares the wrong roles fails the test, not only a route that declares none. Changing a
 * route's access means changing this table in the same commit, in review.
 */
const CUSTOMER = ['user'] as const;
const STAFF_READ = ['writer', 'reviewer', 'admin'] as const;
const STAFF_WRITE = ['writer', 'admin'] as const;
const ORDER_READERS = ['user', 'writer', 'reviewer', 'admin'] as const;
const ACCOUNT_HOLDERS = ['user', 'writer', 'admin'] as const;

export const ACCESS_TABLE: Record<string, Access> = {
  'GET /api/website': 'public',
  // The OpenAPI description of every call: public, as the calls' contracts are.
  'GET /api/docs': 'public',
  'GET /api/docs/openapi.json': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/logout': 'public',
  'GET /api/auth/user': 'signed-in',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/reset-password-step-2': 'public',
  'GET /api/autologin/:code': 'public',
  // Reviewers look on read-only: they may not upload.
  'POST /api/file/upload': ['user', 'writer', 'admin'],
  // Public in the route table; the file service answers 404 unless the caller may see the owning order.
  'GET /api/file/:key': 'public',
  'GET /api/file/download/:key': 'public',
  'GET /api/customer/contract/data/:id': CUSTOMER,
  'POST /api/customer/contract/:id': CUSTOMER,
  'GET /api/customer/contract/download/:id': ORDER_READERS,
  'GET /api/customer/orders/previous-file/get/:serviceId/:orderId': CUSTOMER,
  'POST /api/customer/orders/previous-file/upload/:serviceId/:orderId': CUSTOMER,
  'GET /api/writer/orders/previous-file/get/:serviceId/:id': STAFF_READ,
  'GET /api/customer/orders/revision/get/:serviceId/:orderId': CUSTOMER,
  'POST /api/customer/orders/revision/rate-review': CUSTOMER,
  'POST /api/customer/orders/revision/finalize': CUSTOMER,
  'GET /api/writer/orders/revision/get/:serviceId/:id': STAFF_READ,
  'POST /api/writer/orders/revision/upload': STAFF_WRITE,
  'GET /api/customer/orders/final/get/:serviceId/:orderId': CUSTOMER,
  'GET /api/writer/orders/final/get/:serviceId/:id': STAFF_READ,
  'POST /api/writer/orders/final/upload': STAFF_WRITE,
  'GET /api/customer/orders/linkedin/get/:id': CUSTOMER,
  'GET /api/writer/orders/linkedin/get/:id': STAFF_READ,
  'POST /api/writer/orders/linkedin/upload': STAFF_WRITE,
  // The approval queue of drafts (enable_revisions_approval_feature): admins only.
  'GET /api/admin/revisions/pending': ['admin'],
  'POST /api/admin/revisions/approve': ['admin'],
  'POST /api/admin/revisions/reject': ['admin'],
  'GET /api/customer/orders': CUSTOMER,
  'GET /api/customer/orders/:id': CUSTOMER,
  'PATCH /api/customer/orders/:orderId': CUSTOMER,
  'PATCH /api/customer/orders/noShow/:id': CUSTOMER,
  'PATCH /api/orders/:id/save-feedback': CUSTOMER,
  'GET /api/writer/orders': ['writer'],
  'PATCH /api/writer/orders/set-due-date': STAFF_WRITE,
  'PATCH /api/writer/orders/:id': ['writer'],
  'GET /api/writer/home-page/orders': ['writer'],
  'GET /api/writer/home-page/orders/monthly': ['writer'],
  'GET /api/writer/orders/:id': STAFF_READ,
  'GET /api/reviewer/orders': ['reviewer', 'admin'],
  'GET /api/questionnaires/:id/:questionnaire_id/:service?': ORDER_READERS,
  'GET /api/questionnaires-answers/:id/:questionnaire_id/:service?': ORDER_READERS,
  'GET /api/writer/questionnaires-answers/:id/:questionnaire_id/:service?': STAFF_READ,
  // The follow-up questionnaire: the assigned writer (or an admin) edits and sends it; reviewers read.
  'GET /api/writer/orders/:id/additional_questionnaire/:service': STAFF_READ,
  'POST /api/writer/orders/:id/additional_questionnaire/:service': STAFF_WRITE,
  'POST /api/writer/orders/:id/additional_questionnaire/publish/:service': STAFF_WRITE,
  'POST /api/writer/orders/:id/additional_questionnaire/copy/:service': STAFF_WRITE,
  // The site's questionnaire templates, shared by its writers; reviewers read them.
  'GET /api/writer/questionnaire-template': STAFF_READ,
  'POST /api/writer/questionnaire-template/create': STAFF_WRITE,
  'GET /api/writer/questionnaire-template/get/:key': STAFF_READ,
  'POST /api/writer/questionnaire-template/template': STAFF_WRITE,
  'POST /api/writer/questionnaire-template/publish': STAFF_WRITE,
  'POST /api/customer/orders/:id/complete_task': CUSTOMER,
  'GET /api/orders/:orderId/survey/:surveyId': CUSTOMER,
  'POST /api/orders/:orderId/:surveyId/feedback-confirmation': CUSTOMER,
  // Reviewers have no bell (spec 002 2.8, 2.10).
  'GET /api/notifications': ['user', 'writer', 'admin'],
  'PATCH /api/clear-notifications': ['user', 'writer', 'admin'],
  'PATCH /api/clear-single-notifications': ['user', 'writer', 'admin'],
  // The writer's own profile (the wizard): writers only, never reviewers.
  'GET /api/writer/profile': ['writer'],
  'POST /api/writer/profile': ['writer'],
  // The account page: customers and writers (and admins); reviewers have no profile.
  'POST /api/profile/update_profile_img': ACCOUNT_HOLDERS,
  'POST /api/profile/profile_update': ACCOUNT_HOLDERS,
  'POST /api/profile/profile_update_password': ACCOUNT_HOLDERS,
  // Checkout and payments: the buyer is not signed in yet; amounts come from the server's prices.
  'GET /api/getPackageInfo': 'public',
  'POST /api/package/:id/checkCoupon': 'public',
  'POST /api/registerCustomer': 'public',
  'POST /api/getPaymentIntentPublic': 'public',
  'POST /api/confirmAffirmPayment': 'public',
  // Providers call the webhook: no session, no CSRF header; the signature is checked instead.
  'POST /api/payments/webhook/:provider': 'public',
  // The sandbox providers' own endpoints (what their browser library would call).
  'POST /api/sandbox/card/confirm': 'public',
  'POST /api/sandbox/card/authenticate': 'public',
  // The review page: public, a critique's id being its link.
  'GET /api/review/:id': 'public',
  'POST /api/review/:id/feedback/': 'public',
  'POST /api/review/progress': 'public',
  'POST /api/review/:id/update/name': 'public',
  'POST /api/critiques/:id/schedule-button-click': 'public',
  'POST /api/checkout/package-checkout-button-click': 'public',
  'POST /api/checkout/product-checkout-button-click': 'public',
  'GET /api/package/:packageId/checkout-link/:critiqueId': 'public',
  // The site's custom checkout link: asked of the site's own service, for visitors too.
  'GET /api/checkout/custom-link': 'public',
  'GET /api/customer/invoices': CUSTOMER,
  'POST /api/customer/invoices/pay': CUSTOMER,
  'POST /api/customer/orders/tip/:id': CUSTOMER,
  'GET /api/customer/orders_all_packages': CUSTOMER,
  'POST /api/customer/orders_new': CUSTOMER,
  'POST /api/customer/flutterwave/code': CUSTOMER,
  'POST /api/customer/flutterwave/verification': CUSTOMER,
};

/** Writes that anyone may make: signing in and out, the password reset steps, and buying (checkout, its gateway calls and webhooks). */
export const PUBLIC_WRITES = new Set([
  'POST /api/review/:id/feedback/',
  'POST /api/review/progress',
  'POST /api/review/:id/update/name',
  'POST /api/critiques/:id/schedule-button-click',
  'POST /api/checkout/package-checkout-button-click',
  'POST /api/checkout/product-checkout-button-click',
  'POST /api/package/:id/checkCoupon',
  'POST /api/registerCustomer',
  'POST /api/getPaymentIntentPublic',
  'POST /api/confirmAffirmPayment',
  'POST /api/payments/webhook/:provider',
  'POST /api/sandbox/card/confirm',
  'POST /api/sandbox/card/authenticate',
  'POST /api/auth/login',
  'GET /api/auth/logout',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-password-step-2',
  'GET /api/autologin/:code',
]);
