const segment = encodeURIComponent;

/** The staff's document screens (spec 001 section 2, "Module links from the order"). */
export const staffDocumentPaths = {
  revisionFiles: (serviceId: string, orderId: string) => `/orders/revision-files/${segment(serviceId)}/${segment(orderId)}`,
  finalFiles: (serviceId: string, orderId: string) => `/orders/final-files/${segment(serviceId)}/${segment(orderId)}`,
  linkedin: (orderId: string) => `/orders/linkedin/linkedin/${segment(orderId)}`,
  approvals: '/revisions/approvals',
};
