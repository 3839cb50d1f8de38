/**
 * Spec §5, §9 access-token rules: the name is required and trimmed (name_required); the role is readonly or operator;
 * expiry is never, 30, 60 or 90 days, a new token defaulting to 30 days ahead; the expiry date is not before today.
 */
export const TOKEN_ROLES = ['readonly', 'operator'] as const;
export type TokenRoleChoice = (typeof TOKEN_ROLES)[number];

export const EXPIRY_CHOICES = ['never', '30', '60', '90'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
export const DEFAULT_EXPIRY: ExpiryChoice = '30';

const DAY_MS = 86_400_000;

/** Local midnight of `date`. */
export function startOfDay(date: Date): Date {
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

export interface TokenFormErrors {
  name?: 'name_required';
  expiry?: 'expiryPast';
}

export function validateTokenForm(
  name: string,
  date: Date | null,
  today: Date = new Date(),
): TokenFormErrors {
  const errors: TokenFormErrors = {};
  if (!name.trim()) errors.name = 'name_required';
  if (date && isBeforeToday(date, today)) errors.expiry = 'expiryPast';
  return errors;
}

/** True when an ISO expiry lies in the past. */
export function isExpired(expiresAt: string | null, now: number = Date.now()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) < now;
}
