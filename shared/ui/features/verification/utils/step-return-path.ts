import { appReturnPathSchema } from '@ferry/shared/contracts';
import { host } from '../../../lib/host';

/**
 * The path a provider step starts from, for the bot's message of its outcome to open the app
 * there again (a transaction's journey resumes its transaction). A path the contract would refuse
 * is left out: the message then opens the profile's verification, and the step still starts.
 */
export function stepReturnPath(): string | undefined {
  const path = `${host.pathname()}${host.search()}`;
  return appReturnPathSchema.safeParse(path).success ? path : undefined;
}
