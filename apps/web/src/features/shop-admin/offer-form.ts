import type { FormationKey } from '@campus/domain/administration';
import { STANDARD_VAT_RATE_BP } from '@campus/domain/billing';
import { violationsFromIssues, type ChannelSlug, type FieldViolations } from '@campus/domain/shared';
import {
  netOfGross,
  offerInputSchema,
  type AdminOffer,
  type OfferInput,
  type OfferInterval,
  type OfferStatus,
  SHOP_MESSAGES,
} from '@campus/domain/shop';

/** An offer as its form holds it: the price and the VAT rate as the admin types them, a checkbox per grant. */
export interface OfferFormValues {
  name: string;
  description: string;
  /** The price TTC in euros, French style: `49,90`. */
  price: string;
  /** The VAT rate in percent: `20`, `5,5`. */
  vatRate: string;
  interval: OfferInterval;
  /** The contract's own shape, so that a violation of `grants` shows under both groups of checkboxes. */
  grants: { formations: FormationKey[]; channels: ChannelSlug[] };
}

/** The form's own messages, in the page's language: what the contract's messages say in cents or basis points. */
export interface OfferFormMessages {
  priceFormat: string;
  vatRateFormat: string;
}

/** A decimal typed the French way (`1 234,5`, `49.90`, `49,90 €`) in hundredths; null when it is not one. */
function hundredthsOf(typed: string): number | null {
  const compact = typed.replace(/[\s€%]/g, '');
  const match = /^(\d{1,9})(?:[,.](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** `49,90` (or `49,9`, `49`, `1 234,50 €`) in cents: 4990; null when it is not an amount in euros. */
export const centsOfEuros = (typed: string): number | null => hundredthsOf(typed);

/** `20` or `5,5` (percent) in basis points: 2000, 550; null when it is not a rate between 0 and 100. */
export function basisPointsOfPercent(typed: string): number | null {
  const basisPoints = hundredthsOf(typed);
  return basisPoints !== null && basisPoints <= 10_000 ? basisPoints : null;
}

/** Cents as the price field shows them: `49,90`. */
export const eurosOfCents = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Basis points as the VAT field shows them: `20`, `5,5`. */
export const percentOfBasisPoints = (basisPoints: number) => String(basisPoints / 100).replace('.', ',');

/** The price HT in cents of what the form holds, or null while the price or the rate cannot give one. */
export function netCentsOf(values: Pick<OfferFormValues, 'price' | 'vatRate'>): number | null {
  const gross = centsOfEuros(values.price);
  const rate = basisPointsOfPercent(values.vatRate);
  return gross === null || rate === null ? null : netOfGross(gross, rate);
}

export const emptyOfferValues = (): OfferFormValues => ({
  name: '',
  description: '',
  price: '',
  vatRate: percentOfBasisPoints(STANDARD_VAT_RATE_BP),
  interval: 'once',
  grants: { formations: [], channels: [] },
});

export function offerValuesOf(offer: AdminOffer): OfferFormValues {
  return {
    name: offer.name,
    description: offer.description,
    price: eurosOfCents(offer.priceCents),
    vatRate: percentOfBasisPoints(offer.vatRateBasisPoints),
    interval: offer.interval,
    grants: { formations: [...offer.grants.formations], channels: [...offer.grants.channels] },
  };
}

/** A lone checkbox of a group may come back as a string or false: always a list here. */
const listOf = <T extends string>(value: readonly T[] | T | false): T[] =>
  ([] as (T | false)[]).concat(value).filter((item): item is T => item !== false);

/** The request (POST or PUT) of the form's values; a price or rate that is not a number is sent as NaN. */
export function offerRequestOf(values: OfferFormValues, status: OfferStatus): OfferInput {
  return {
    name: values.name,
    description: values.description,
    priceCents: centsOfEuros(values.price) ?? Number.NaN,
    vatRateBasisPoints: basisPointsOfPercent(values.vatRate) ?? Number.NaN,
    interval: values.interval,
    grants: { formations: listOf(values.grants.formations), channels: listOf(values.grants.channels) },
    status,
  };
}

/** The whole offer again with another status: archiving or putting back on sale is a PUT of the offer. */
export const offerWithStatus = (offer: AdminOffer, status: OfferStatus): OfferInput => ({
  name: offer.name,
  description: offer.description,
  priceCents: offer.priceCents,
  vatRateBasisPoints: offer.vatRateBasisPoints,
  interval: offer.interval,
  grants: offer.grants,
  status,
});

/** Where a path of the contract shows in the form: the amounts under the fields where they are typed. */
function formPathOf(path: string): string {
  if (path === 'priceCents') return 'price';
  if (path === 'vatRateBasisPoints') return 'vatRate';
  return path;
}

/** The paths of the form a violation can be shown under; any other goes to the top of the form. */
export const OFFER_FORM_PATHS = [
  'name',
  'description',
  'price',
  'vatRate',
  'interval',
  'grants',
  'grants.formations',
  'grants.channels',
] as const;

/** The contract's violations (the server's, or the same schema's in the browser) on the form's paths. */
export function offerViolationsOnForm(violations: FieldViolations): FieldViolations {
  const onForm: FieldViolations = {};
  for (const [path, pathMessages] of Object.entries(violations)) {
    const formPath = formPathOf(path);
    onForm[formPath] = [...new Set([...(onForm[formPath] ?? []), ...pathMessages])];
  }
  return onForm;
}

/** The form's violations before anything is sent: a price or rate that is not a number, then the contract's rules. */
export function checkOffer(values: OfferFormValues, messages: OfferFormMessages): { violations?: FieldViolations } {
  const request = offerRequestOf(values, 'active');
  const result = offerInputSchema.safeParse(request);
  const violations = result.success ? {} : offerViolationsOnForm(violationsFromIssues(result.error.issues));
  // The contract checks the grants only once every field passes: the admin hears of them at the same time.
  const { formations, channels } = request.grants;
  if (formations.length + channels.length === 0) violations.grants ??= [SHOP_MESSAGES.noGrant];
  if (Number.isNaN(request.vatRateBasisPoints)) {
    violations.vatRate = [messages.vatRateFormat];
    // Without a rate, no price HT can be found: the price itself is not wrong.
    const priceMessages = (violations.price ?? []).filter((message) => message !== SHOP_MESSAGES.priceNotExact);
    if (priceMessages.length > 0) violations.price = priceMessages;
    else delete violations.price;
  }
  if (Number.isNaN(request.priceCents)) violations.price = [messages.priceFormat];
  return Object.keys(violations).length > 0 ? { violations } : {};
}
