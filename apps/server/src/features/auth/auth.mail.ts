import type { Mail } from '../../platform/mail/mailer';
import type { SiteContext } from '../../platform/http/context';

export function resetPasswordMail(site: SiteContext, user: { email: string; firstName: string }, link: string): Mail {
  const company = site.config?.companyName ?? site.name;
  const text = [
    `Hello ${user.firstName},`,
    '',
    `We received a request to reset the password of your ${company} account.`,
    'Open this link within 30 minutes to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>We received a request to reset the password of your ${escapeHtml(company)} account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, within 30 minutes).</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>`;
  return { to: user.email, subject: `Reset your ${company} password`, text, html, fromName: company };
}

/** Sign-in to the account is being refused after many wrong passwords: the owner gets a way in. */
export function lockoutMail(site: SiteContext, user: { email: string; firstName: string }, link: string): Mail {
  const company = site.config?.companyName ?? site.name;
  const text = [
    `Hello ${user.firstName},`,
    '',
    `Someone tried many wrong passwords for your ${company} account, so we are pausing sign-in attempts for a while.`,
    'If it was you, or if you want to sign in right now, choose a new password with this link (it works once, within 30 minutes):',
    '',
    link,
    '',
    'If it was not you, your account is safe: nobody got in. Choosing a new password is still a good idea.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Someone tried many wrong passwords for your ${escapeHtml(company)} account, so we are pausing sign-in attempts for a while.</p>
<p>If it was you, or if you want to sign in right now, <a href="${escapeHtml(link)}">choose a new password</a> (the link works once, within 30 minutes).</p>
<p>If it was not you, your account is safe: nobody got in. Choosing a new password is still a good idea.</p>`;
  return { to: user.email, subject: `Sign-in attempts on your ${company} account`, text, html, fromName: company };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
