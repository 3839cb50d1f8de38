import type { Factor } from '@iot/api-client/model';

/** `the_type` >= 1000 is a numeric sensor, 200/201 a switch, anything else unsupported. */
export type FactorKind = 'sensor' | 'switch' | 'unsupported';

export function factorKind(theType: number): FactorKind {
  if (theType >= 1000) return 'sensor';
  if (theType === 200 || theType === 201) return 'switch';
  return 'unsupported';
}

/** The factor's name with the unit in brackets when its type has one. */
export function factorTitle(factor: Pick<Factor, 'name' | 'the_type_detail'>): string {
  const unit = factor.the_type_detail.unit;
  return unit ? `${factor.name} (${unit})` : factor.name;
}
