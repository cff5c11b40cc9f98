import { yesNo } from '@vets/contracts';

/** The [on, off] pair a switch stores; 是 is the first, 否 the second. */
export type SwitchOptions = readonly [on: string, off: string];

export const DEFAULT_SWITCH_OPTIONS: SwitchOptions = [yesNo.values.yes, yesNo.values.no];

export function isEmptySwitchValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** On only for the first value; anything else, empty included, is off. */
export function switchChecked(
  value: string | null | undefined,
  options: SwitchOptions = DEFAULT_SWITCH_OPTIONS,
): boolean {
  return value === options[0];
}

export function switchValue(
  checked: boolean,
  options: SwitchOptions = DEFAULT_SWITCH_OPTIONS,
): string {
  return checked ? options[0] : options[1];
}
