/** The admin's catalog (packages and services, archived rather than deleted): nothing is published yet. */
export { CatalogAdminService, sanitizeDescription } from './catalog.service';
