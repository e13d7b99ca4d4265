import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslate } from '../i18n/use-translate';
import { useApiErrorText } from './api-error-text';
import { readFieldIssues } from './field-issues';

/**
 * A failed save shown where it belongs: each server issue under its field (the server's path
 * mapped to the form's field), and the call's own message above the buttons only when no field
 * took an issue, so one failure never says the same thing twice.
 */
export function useServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldByPath: Readonly<Record<string, Path<Values>>>,
) {
  const t = useTranslate();
  const errorText = useApiErrorText();
  const [formError, setFormError] = useState<string | null>(null);

  function showFailure(failure: unknown) {
    const issues = readFieldIssues(failure);
    let hasFieldIssue = false;
    for (const [path, field] of Object.entries(fieldByPath)) {
      const issue = issues[path];
      if (!issue) continue;
      hasFieldIssue = true;
      setError(field, { message: t(issue.key, issue.params) });
    }
    if (!hasFieldIssue) setFormError(errorText(failure));
  }

  /** `save` run afresh: the last failure's message goes, a new failure is shown as above. */
  function catchServerErrors<Args extends unknown[]>(save: (...args: Args) => Promise<void>) {
    return async (...args: Args) => {
      setFormError(null);
      try {
        await save(...args);
      } catch (failure) {
        showFailure(failure);
      }
    };
  }

  return { formError, catchServerErrors };
}
