import { translatorFor } from '../i18n/index.js';

export type MailKind = 'verify' | 'login' | 'reverify' | 'changeEmail' | 'emailChanged' | 'emailInUse';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail's subject and its plain-text and HTML bodies, from the catalogue's `mail.<kind>` texts.
 * `username` is user input: it is escaped wherever it lands in HTML; `link` must be http(s).
 */
export function renderMail(kind: MailKind, params: { username: string; link: string }, lng = 'en'): RenderedMail {
  if (!/^https?:\/\//.test(params.link)) throw new Error(`Mail link must be an http(s) URL, got "${params.link}"`);
  // A language without a catalogue gets English, and the HTML's lang and dir say so.
  const { t, language, dir } = translatorFor(lng);
  const values = { username: params.username, link: params.link };
  const text = {
    subject: t(`mail.${kind}.subject`, values),
    greeting: t('mail.greeting', values),
    intro: t(`mail.${kind}.intro`, values),
    action: t(`mail.${kind}.action`, values),
    outro: t(`mail.${kind}.outro`, values),
    linkFallback: t('mail.linkFallback', values),
    signature: t('mail.signature', values),
  };

  const plain = [text.greeting, text.intro, `${text.action}:\n${params.link}`, text.outro, text.signature].join('\n\n');

  return {
    subject: text.subject,
    text: `${plain}\n`,
    html: renderHtml(text, params.link, language, dir),
  };
}

const COLORS = {
  page: '#f7f1e6',
  card: '#ffffff',
  text: '#2b2118',
  muted: '#5c4d3f',
  button: '#8a4b0f', // white on this: 6.8:1; every text colour here passes WCAG AA
  link: '#7a3f08',
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function renderHtml(
  text: Record<'subject' | 'greeting' | 'intro' | 'action' | 'outro' | 'linkFallback' | 'signature', string>,
  link: string,
  lng: string,
  dir: 'ltr' | 'rtl',
): string {
  const e = Object.fromEntries(Object.entries(text).map(([key, value]) => [key, escapeHtml(value)])) as typeof text;
  const href = escapeHtml(link);
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text};`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lng)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e.subject}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT};">
<div role="article" aria-label="${e.subject}" style="max-width:560px;margin:0 auto;padding:24px 16px;">
<div style="background:${COLORS.card};border-radius:12px;padding:24px;">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${COLORS.text};">Ricebowl</p>
<p style="${paragraph}">${e.greeting}</p>
<p style="${paragraph}">${e.intro}</p>
<p style="margin:24px 0;">
<a href="${href}" style="display:inline-block;min-height:44px;line-height:44px;padding:0 24px;border-radius:8px;background:${COLORS.button};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${e.action}</a>
</p>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${COLORS.muted};">${e.linkFallback}</p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;word-break:break-all;"><a href="${href}" style="color:${COLORS.link};">${href}</a></p>
<p style="${paragraph}">${e.outro}</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:${COLORS.muted};">${e.signature.replace(/\n/g, '<br>')}</p>
</div>
</div>
</body>
</html>
`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
