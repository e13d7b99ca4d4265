import type { ComponentProps } from 'react';

type ActionFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & { onSubmit(): void };

/**
 * A form that runs `onSubmit` in place of the browser's submission, and keeps the browser's own
 * validation out of the way: the screen checks its fields itself.
 */
export function ActionForm({ onSubmit, children, ...props }: ActionFormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/**
 * A form whose action sits outside it (the main button): Enter in a field runs the same action
 * through a hidden submit button.
 */
export function EnterForm({ children, ...props }: ActionFormProps) {
  return (
    <ActionForm {...props}>
      {children}
      <button type="submit" hidden />
    </ActionForm>
  );
}
