import { isStrongPassword, PASSWORD_MESSAGES } from '@vets/contracts';
import { badRequest } from '../errors.js';

/** A new password must follow the rules and match its confirmation; else a 400 in Chinese. */
export function assertNewPassword(password: string, confirmation: string): void {
  if (!isStrongPassword(password)) throw badRequest(PASSWORD_MESSAGES.newPattern);
  if (password !== confirmation) throw badRequest(PASSWORD_MESSAGES.confirmMismatch);
}
