/** The site settings (branding, domains, checkout, scripts, flags, language): nothing is published to other features. */
export { SiteSettingsService } from './site-settings.service';
