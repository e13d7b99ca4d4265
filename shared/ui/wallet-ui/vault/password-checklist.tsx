import type { MessageKey } from '@ferry/locales';
import {
  brokenPasswordRules,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  type PasswordRule,
} from '../../../wallet/vault/index';
import { TextField } from '../../components/text-field';
import { useTranslate } from '../../i18n/use-translate';

const RULE_TEXT: Record<PasswordRule, MessageKey> = {
  MIN_LENGTH: 'wallet.onboarding.passwordRules.length',
  UPPERCASE: 'wallet.onboarding.passwordRules.upper',
  LOWERCASE: 'wallet.onboarding.passwordRules.lower',
  DIGIT: 'wallet.onboarding.passwordRules.digit',
  SYMBOL: 'wallet.onboarding.passwordRules.symbol',
};

/** The password rules as a live checklist: each ticks as it is met (text, not colour alone). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useTranslate();
  const broken = new Set(brokenPasswordRules(password));
  return (
    <ul className="ferry-checklist ferry-password-rules" id={id}>
      {PASSWORD_RULES.map((rule) => ({ rule, isMet: !broken.has(rule) })).map(({ rule, isMet }) => (
        <li key={rule} className="ferry-check" data-met={isMet}>
          <span className="ferry-check-mark">{isMet ? '✓' : '○'}</span>
          {t(RULE_TEXT[rule], { min: PASSWORD_MIN_LENGTH })}
        </li>
      ))}
    </ul>
  );
}

/** The new password typed again: a mismatch shows once something is typed or the form was sent. */
export function RepeatPasswordField({
  value,
  password,
  isSubmitted,
  onChange,
}: {
  value: string;
  password: string;
  isSubmitted: boolean;
  onChange(value: string): void;
}) {
  const t = useTranslate();
  return (
    <TextField
      label={t('wallet.onboarding.passwordRepeat')}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={(value !== '' || isSubmitted) && value !== password ? t('validation.password.mismatch') : null}
    />
  );
}
