// Every email as a plain-text part and an HTML part with the same content, the site's links made
// absolute, and a footer with the one-click unsubscribe link for its kind of email (none on an
// account email, such as a password reset the person asked for).
import { EMAIL_CATEGORY_LABELS, type TEmailCategory } from '#shared/contracts/notifications.ts';
import type { EmailContent } from './templates.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type RenderedEmail = { subject: string; text: string; html: string };

export function renderEmail(
  content: EmailContent,
  {
    baseUrl,
    firstName,
    unsubscribe,
    because = 'You get this email because of your Gruha account.',
  }: { baseUrl: string; firstName: string; unsubscribe?: { url: string; category: TEmailCategory }; because?: string },
): RenderedEmail {
  const link = (path: string) => `${baseUrl}${path}`;
  const why = unsubscribe ? `${because} Stop ${EMAIL_CATEGORY_LABELS[unsubscribe.category]} emails: ${unsubscribe.url}` : because;
  const whyHtml = unsubscribe
    ? `${because} <a href="${escapeHtml(unsubscribe.url)}" style="color:#666">Unsubscribe from ${escapeHtml(EMAIL_CATEGORY_LABELS[unsubscribe.category])} emails</a>.`
    : because;

  const text = [
    `Hello ${firstName},`,
    '',
    content.heading,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...(content.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.facts?.length ? [''] : []),
    ...(content.listings ?? []).flatMap((l) => [l.title, `  ${l.subtitle}`, `  ${link(l.path)}`, '']),
    `${content.action.label}: ${link(content.action.path)}`,
    ...(content.secondaryAction ? [`${content.secondaryAction.label}: ${link(content.secondaryAction.path)}`] : []),
    '',
    '-- ',
    why,
  ].join('\n');

  const facts = (content.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('');
  const listings = (content.listings ?? [])
    .map(
      (l) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(link(l.path))}" style="color:#0b5cad;font-weight:600">${escapeHtml(l.title)}</a><br><span style="color:#555">${escapeHtml(l.subtitle)}</span></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px;font-size:18px;font-weight:700;color:#0b5cad">Gruha</p>
<p>Hello ${escapeHtml(firstName)},</p>
<h1 style="font-size:20px;margin:16px 0">${escapeHtml(content.heading)}</h1>
${content.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${facts ? `<table style="border-collapse:collapse;margin:12px 0">${facts}</table>` : ''}
${listings ? `<ul style="padding-left:18px">${listings}</ul>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(link(content.action.path))}" style="background:#0b5cad;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a>${
    content.secondaryAction
      ? ` <a href="${escapeHtml(link(content.secondaryAction.path))}" style="border:1px solid #0b5cad;color:#0b5cad;padding:9px 18px;border-radius:6px;text-decoration:none;display:inline-block;margin-left:8px">${escapeHtml(content.secondaryAction.label)}</a>`
      : ''
  }</p>
<hr style="border:none;border-top:1px solid #ddd">
<p style="font-size:12px;color:#666">${whyHtml}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
