import { configSchema, originError } from '@wizyta/core/config';
import type { BrandLists } from '@wizyta/sample-backend/deployment';
import { BRAND_TYPES, type BrandType, isBrandType } from '@wizyta/sample-backend/deployment';

/** The provider's phone line, e-mail and NFZ declaration page, as every `config.json` carries them. */
export type ContactSettings = Readonly<Partial<Record<(typeof CONTACT_FIELDS)[number], string>>>;

const CONTACT_FIELDS = ['contactPhone', 'contactEmail', 'nfzDeclarationUrl'] as const;

/**
 * The deployment's per-brand settings (`deploy/brands.json`): each brand's trust list and
 * embedded-content hosts, under the names its `config.json` gives them, the `/b/<type>/`
 * deployments that ask for a captcha, and the provider's contact (`contact`: phone line, e-mail,
 * NFZ declaration page, the same for every brand; none unless given). A brand not under `brands`
 * takes `default`'s lists.
 */
export interface BrandsFile {
  readonly default: BrandLists;
  readonly brands: Readonly<Partial<Record<BrandType, BrandLists>>>;
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

function lists(value: unknown, where: string, fallback?: BrandLists): BrandLists {
  if (!isRecord(value)) throw new Error(`${where}: expected an object`);
  const read: { trusted?: string[]; embedded?: string[] } = {};
  for (const [name, list] of Object.entries(value)) {
    const key = LIST_NAMES[name as keyof typeof LIST_NAMES];
    if (!key) throw new Error(`${where}.${name}: unknown field (${Object.keys(LIST_NAMES).join(', ')})`);
    read[key] = originList(list, `${where}.${name}`);
  }
  const trusted = read.trusted ?? fallback?.trusted;
  const embedded = read.embedded ?? fallback?.embedded;
  if (!trusted || !embedded)
    throw new Error(`${where}: both ${Object.keys(LIST_NAMES).join(' and ')} are needed`);
  return { trusted, embedded };
}

/** The contact fields, each checked by the rule `config.json` is read with (core's configSchema). */
function contactOf(value: unknown, where: string): ContactSettings {
  if (!isRecord(value)) throw new Error(`${where}: expected an object`);
  const read: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) {
    const known = CONTACT_FIELDS.find((candidate) => candidate === name);
    if (!known) throw new Error(`${where}.${name}: unknown field (${CONTACT_FIELDS.join(', ')})`);
    const parsed = configSchema.shape[known].safeParse(field);
    if (!parsed.success || parsed.data === undefined) {
      throw new Error(`${where}.${name}: ${parsed.error?.issues[0]?.message ?? 'expected a value'}`);
    }
    read[name] = parsed.data;
  }
  return read;
}

/** Checks a parsed `brands.json`; every problem throws, naming where it is. */
export function parseBrandsFile(json: unknown, source: string): BrandsFile {
  if (!isRecord(json)) throw new Error(`${source}: expected an object`);
  const { default: fallback, brands = {}, captcha = [], contact = {}, ...rest } = json;
  const unknown = Object.keys(rest).filter((key) => !key.startsWith('$'));
  if (unknown.length > 0) throw new Error(`${source}: unknown field ${unknown.join(', ')}`);
  const defaults = lists(fallback, `${source}: default`);
  if (!isRecord(brands)) throw new Error(`${source}: brands: expected an object`);
  const own: Partial<Record<BrandType, BrandLists>> = {};
  for (const [type, value] of Object.entries(brands)) {
    if (!isBrandType(type))
      throw new Error(`${source}: brands.${type}: not a brand (${BRAND_TYPES.join(', ')})`);
    own[type] = lists(value, `${source}: brands.${type}`, defaults);
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

/** A brand's lists: its own, else the default's. */
export function listsOf(file: BrandsFile, brand: BrandType): BrandLists {
  return file.brands[brand] ?? file.default;
}
