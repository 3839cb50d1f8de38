/**
 * Access-token rules: the name is required and trimmed (name_required); the role is readonly or operator;
 * expiry is never, 30, 60 or 90 days, a new token defaulting to 30 days ahead; the expiry date is not before today.
 */
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import type { AccessTokenCreate } from '@iot/api-client/model';
import { createAccessTokenBody } from '@iot/api-client/zod/tokens';

export const TOKEN_ROLES = ['readonly', 'operator'] as const;
type TokenRoleChoice = (typeof TOKEN_ROLES)[number];

export const EXPIRY_CHOICES = ['never', '30', '60', '90'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const DEFAULT_EXPIRY: ExpiryChoice = '30';

const DAY_MS = 86_400_000;

/** Local midnight of `date`. */
function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** The expiry day of a choice, counted from `today` (null for never). */
export function expiryDate(choice: ExpiryChoice, today: Date = new Date()): Date | null {
  if (choice === 'never') return null;
  const start = startOfDay(today);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + Number(choice));
}

export function isBeforeToday(date: Date, today: Date = new Date()): boolean {
  return startOfDay(date).getTime() < startOfDay(today).getTime();
}

/** The token stays valid through the chosen day: its end (23:59:59.999 local) as ISO, or null for never. */
export function expiresAtPayload(date: Date | null): string | null {
  if (!date) return null;
  return new Date(startOfDay(date).getTime() + DAY_MS - 1).toISOString();
}

/** What the create form holds: the body's name and access_config, plus the expiry choice and day. */
export interface TokenValues {
  name: string;
  access_config: { role: TokenRoleChoice; all_projects: boolean; projects: string[] };
  choice: ExpiryChoice;
  date: Date | null;
}

/** The create form, its values checked into a request body. */
export type TokenForm = UseFormReturn<TokenValues, unknown, AccessTokenCreate>;

/** A new token: readonly, all projects, 30 days ahead. */
export function newTokenValues(today: Date = new Date()): TokenValues {
  return {
    name: '',
    access_config: { role: 'readonly', all_projects: true, projects: [] },
    choice: DEFAULT_EXPIRY,
    date: expiryDate(DEFAULT_EXPIRY, today),
  };
}

/**
 * The create form's rule: the expiry day is not before today (the document says so in prose only), then the values
 * become the body and the generated `createAccessTokenBody` checks it (name required and bounded, role, date-time).
 */
export function tokenFormSchema(today: () => Date = () => new Date()) {
  return z
    .object({
      name: z.string(),
      access_config: z.object({
        role: z.enum(TOKEN_ROLES),
        all_projects: z.boolean(),
        projects: z.array(z.string()),
      }),
      choice: z.enum(EXPIRY_CHOICES),
      date: z.date().nullable(),
    })
    .refine((v) => !v.date || !isBeforeToday(v.date, today()), {
      path: ['date'],
      params: { message: 'tokens:expiryPast' },
    })
    .transform(({ name, access_config, date }) => ({
      name,
      access_config,
      expires_at: expiresAtPayload(date),
    }))
    .pipe(createAccessTokenBody);
}

/** True when an ISO expiry lies in the past. */
export function isExpired(expiresAt: string | null, now: number = Date.now()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) < now;
}
