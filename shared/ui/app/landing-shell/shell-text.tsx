import type { MessageKey } from '@ferry/locales';
import type { LandingShellVariant } from './landing-shell-variants';

/** A text the first script translates: `@…` keys are computed ones (a currency's name, a language). */
export type ShellTextKey = MessageKey | `@${string}`;

/** An English text of the shell tagged with its key, which the first script translates. */
export function Text({ id, children }: { id: ShellTextKey; children: string }) {
  return <span data-shell-text={id}>{children}</span>;
}

/** The English text of a key, looked up at build time. */
export type ShellEnglish = (key: ShellTextKey) => string;

/** What each part of the shell is drawn from: the variant and the build's English. */
export interface ShellProps {
  variant: LandingShellVariant;
  english: ShellEnglish;
}
