import { type AppConfig, configSchema, originError } from '@wizyta/core/config';
import type { BrandLists } from '@wizyta/sample-backend/deployment';
import { BRAND_TYPES, type BrandType, isBrandType } from '@wizyta/sample-backend/deployment';

/** The provider's phone line, e-mail and NFZ declaration page, as every `config.json` carries them. */
export type ContactSettings = Readonly<Partial<Record<(typeof CONTACT_FIELDS)[number], string>>>;

const CONTACT_FIELDS = ['contactPhone', 'contactEmail', 'nfzDeclarationUrl'] as const;

/** The `config.json` fields a brand's entry (or `default`) may give beyond its lists. */
const BRAND_FIELDS = ['analyticsId', 'invoiceSeller'] as const;

/** A brand's own `config.json` fields: the operator's analytics id, the seller on its invoices. */
export type BrandFields = Readonly<Partial<Pick<AppConfig, (typeof BRAND_FIELDS)[number]>>>;

/** A brand's entry: its lists and its own fields (each, when the brand gives none, `default`'s). */
export interface BrandEntry extends BrandLists {
  readonly fields: BrandFields;
}

/**
 * The deployment's per-brand settings (`deploy/brands.json`): each brand's trust list and
 * embedded-content hosts, under the names its `config.json` gives them, and its analytics id and
 * invoice seller where it has them; the `/b/<type>/`
 * deployments that ask for a captcha, and the provider's contact (`contact`: phone line, e-mail,
 * NFZ declaration page, the same for every brand; none unless given). A brand not under `brands`
 * takes `default`'s entry; one under it, each list and field it leaves out.
 */
export interface BrandsFile {
  readonly default: BrandEntry;
  readonly brands: Readonly<Partial<Record<BrandType, BrandEntry>>>;
  readonly captcha: readonly BrandType[];
  readonly contact: ContactSettings;
}

const LIST_NAMES = { allowedIframeDataSources: 'trusted', embeddedContentOrigins: 'embedded' } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function originList(value: unknown, where: string): string[] {
  if (!Array.isArray(value)) throw new Error(`${where}: expected a list of origins`);
  return value.map((entry, index) => {
    const problem = typeof entry === 'string' ? originError(entry) : 'not a string';
    if (problem !== null) throw new Error(`${where}[${index}] ${JSON.stringify(entry)}: ${problem}`);
    return entry as string;
  });
}

/** One `config.json` field, checked by the rule `config.json` is read with (core's configSchema). */
function configField(name: keyof AppConfig, value: unknown, where: string): unknown {
  const parsed = configSchema.shape[name].safeParse(value);
  if (!parsed.success || parsed.data === undefined) {
    const issue = parsed.error?.issues[0];
    const path = issue?.path.length ? `.${issue.path.join('.')}` : '';
    throw new Error(`${where}${path}: ${issue?.message ?? 'expected a value'}`);
  }
  return parsed.data;
}

function entry(value: unknown, where: string, fallback?: BrandEntry): BrandEntry {
  if (!isRecord(value)) throw new Error(`${where}: expected an object`);
  const read: { trusted?: string[]; embedded?: string[] } = {};
  const fields: Record<string, unknown> = { ...fallback?.fields };
  for (const [name, field] of Object.entries(value)) {
    const key = LIST_NAMES[name as keyof typeof LIST_NAMES];
    const own = BRAND_FIELDS.find((candidate) => candidate === name);
    if (key) read[key] = originList(field, `${where}.${name}`);
    else if (own) fields[own] = configField(own, field, `${where}.${name}`);
    else
      throw new Error(
        `${where}.${name}: unknown field (${[...Object.keys(LIST_NAMES), ...BRAND_FIELDS].join(', ')})`,
      );
  }
  const trusted = read.trusted ?? fallback?.trusted;
  const embedded = read.embedded ?? fallback?.embedded;
  if (!trusted || !embedded)
    throw new Error(`${where}: both ${Object.keys(LIST_NAMES).join(' and ')} are needed`);
  return { trusted, embedded, fields: fields as BrandFields };
}

/** The contact fields, each checked as `config.json` checks it. */
function contactOf(value: unknown, where: string): ContactSettings {
  if (!isRecord(value)) throw new Error(`${where}: expected an object`);
  const read: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) {
    const known = CONTACT_FIELDS.find((candidate) => candidate === name);
    if (!known) throw new Error(`${where}.${name}: unknown field (${CONTACT_FIELDS.join(', ')})`);
    read[name] = configField(known, field, `${where}.${name}`) as string;
  }
  return read;
}

/** Checks a parsed `brands.json`; every problem throws, naming where it is. */
export function parseBrandsFile(json: unknown, source: string): BrandsFile {
  if (!isRecord(json)) throw new Error(`${source}: expected an object`);
  const { default: fallback, brands = {}, captcha = [], contact = {}, ...rest } = json;
  const unknown = Object.keys(rest).filter((key) => !key.startsWith('$'));
  if (unknown.length > 0) throw new Error(`${source}: unknown field ${unknown.join(', ')}`);
  const defaults = entry(fallback, `${source}: default`);
  if (!isRecord(brands)) throw new Error(`${source}: brands: expected an object`);
  const own: Partial<Record<BrandType, BrandEntry>> = {};
  for (const [type, value] of Object.entries(brands)) {
    if (!isBrandType(type))
      throw new Error(`${source}: brands.${type}: not a brand (${BRAND_TYPES.join(', ')})`);
    own[type] = entry(value, `${source}: brands.${type}`, defaults);
  }
  if (!Array.isArray(captcha) || !captcha.every((type) => typeof type === 'string' && isBrandType(type))) {
    throw new Error(`${source}: captcha: expected a list of brands`);
  }
  return {
    default: defaults,
    brands: own,
    captcha: captcha as BrandType[],
    contact: contactOf(contact, `${source}: contact`),
  };
}

/** A brand's entry (lists and fields): its own, else the default's. */
export function listsOf(file: BrandsFile, brand: BrandType): BrandEntry {
  return file.brands[brand] ?? file.default;
}
