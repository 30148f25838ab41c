import type { BrandTheme, Locale } from '@wizyta/core';
import { escapeHtml } from '../http/escapeHtml';
import type { MessageChannel } from './MessageSender';
import { MESSAGE_TEXTS, type MessageFacts, type MessageKind } from './messageTexts';

/** The brand as an e-mail shows it: name, colours and the logo's absolute URL. */
export interface MessageBrand {
  name: string;
  theme: BrandTheme;
  logoUrl: string;
}

/** What a template gives a channel: the subject, the plain text and, for an e-mail, its HTML. */
export interface ComposedMessage {
  subject: string;
  text: string;
  html?: string;
}

/**
 * The SMS: the brand, what happened, the kind of visit and a stationary visit's clinic by name
 * (never its specialization, the patient's names, symptoms or any address: a text message shows on
 * a locked screen), the time and the link.
 */
function composeSms(
  kind: MessageKind,
  facts: MessageFacts,
  smsWhat: string,
  locale: Locale,
): ComposedMessage {
  const t = MESSAGE_TEXTS[locale];
  const subject = t.kinds[kind].subject;
  const text = `${facts.brand}: ${t.kinds[kind].lead} ${smsWhat}, ${facts.when}. ${t.manage} ${facts.link}`;
  return { subject, text };
}

function rows(facts: MessageFacts, locale: Locale): [string, string][] {
  const { labels } = MESSAGE_TEXTS[locale];
  return [
    [labels.what, facts.what],
    [labels.when, facts.when],
    ...(facts.who ? [[labels.who, facts.who] as [string, string]] : []),
    [labels.where, facts.where],
    ...(facts.price ? [[labels.price, facts.price] as [string, string]] : []),
  ];
}

/**
 * The e-mail: a plain text and an HTML part in the brand's colours with its logo. The styles are
 * inline, as e-mail clients need; the HTML is a message, never served as a page of this server.
 */
function composeEmail(
  kind: MessageKind,
  facts: MessageFacts,
  brand: MessageBrand,
  locale: Locale,
): ComposedMessage {
  const t = MESSAGE_TEXTS[locale];
  const { subject, lead } = t.kinds[kind];
  const lines = rows(facts, locale);
  const text = [
    lead,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.manage} ${facts.link}`,
    '',
    t.footer(facts.brand),
  ].join('\n');
  const { theme } = brand;
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;background:${theme.surface};color:${theme.onSurface};font-family:Arial,sans-serif">`,
    `<div style="background:${theme.primary};color:${theme.onPrimary};padding:16px">`,
    `<img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" height="32"></div>`,
    `<div style="padding:16px"><h1 style="font-size:20px">${e(subject)}</h1><p>${e(lead)}</p>`,
    `<table>${lines.map(([label, value]) => `<tr><th align="left">${e(label)}</th><td>${e(value)}</td></tr>`).join('')}</table>`,
    `<p>${e(t.manage)}</p>`,
    `<p><a href="${e(facts.link)}" style="background:${theme.accent};color:${theme.onAccent};padding:8px 16px;text-decoration:none">${e(t.open)}</a></p>`,
    `<p style="font-size:12px">${e(t.footer(facts.brand))}</p></div></body></html>`,
  ].join('');
  return { subject, text, html };
}

/** One message of `kind` for one channel, in the patient's language and the visit's brand. */
export function composeMessage(
  channel: MessageChannel,
  kind: MessageKind,
  input: { facts: MessageFacts; smsWhat: string; brand: MessageBrand; locale: Locale },
): ComposedMessage {
  return channel === 'sms'
    ? composeSms(kind, input.facts, input.smsWhat, input.locale)
    : composeEmail(kind, input.facts, input.brand, input.locale);
}
