/** The site settings (branding, domains, checkout, scripts, flags, language): nothing is published to other features. */
export { SiteSettingsService } from './site-settings.service';
export { createSite, newSiteProblem, type NewSite } from './create-site';
