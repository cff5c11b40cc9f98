/**
 * Sign-in names that hold a phone number. Company and veteran accounts used to be named by their
 * phone; new ones are not (0034 renamed the old ones), but a name an administrator chose may
 * still be one. Such a name is personal data wherever the phone is.
 */

const PHONE_RUN = /1[3-9]\d{9}/g;

/** The name with every phone number in it masked like a phone (138****1234). */
export function maskAccountName(name: string): string {
  return name.replace(PHONE_RUN, (p) => `${p.slice(0, 3)}****${p.slice(-4)}`);
}

/** Whether the name holds a phone number. */
export const holdsPhone = (name: string): boolean => maskAccountName(name) !== name;

/**
 * Whether a partial value (like, starts with, ends with) could find digits of a phone inside a
 * name: it is all digits, or has three digits in a row. `zhang01` may be searched; `1372` not.
 */
export const probesPhoneDigits = (partial: string): boolean =>
  /^\d+$/.test(partial) || /\d{3}/.test(partial);
