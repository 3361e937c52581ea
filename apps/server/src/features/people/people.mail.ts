import type { Mail } from '../../platform/mail/mailer';
import type { SiteContext } from '../../platform/http/context';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ROLE_WORDS = { writer: 'a writer', reviewer: 'a reviewer', admin: 'an admin' } as const;

/** The invitation: a single-use link, valid 7 days, to set a name and password. */
export function invitationMail(site: SiteContext, input: { email: string; role: keyof typeof ROLE_WORDS; inviter: string }, link: string): Mail {
  const company = site.config?.companyName ?? site.name;
  const text = [
    'Hello,',
    '',
    `${input.inviter} invited you to join ${company} as ${ROLE_WORDS[input.role]}.`,
    'Open this link within 7 days to choose your name and password:',
    '',
    link,
    '',
    'The link works once. If you did not expect this invitation, you can ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(input.inviter)} invited you to join ${escapeHtml(company)} as ${ROLE_WORDS[input.role]}.</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a> (the link works once, within 7 days).</p>
<p>If you did not expect this invitation, you can ignore this e-mail.</p>`;
  return { to: input.email, subject: `You are invited to ${company}`, text, html, fromName: company };
}
