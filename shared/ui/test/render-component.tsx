import { AppRoot } from '@telegram-apps/telegram-ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <AppRoot>{children}</AppRoot>
    </I18nextProvider>
  );
}

/** One shared component on its own: English texts and the telegram-ui root, no app around it. */
export function renderComponent(node: ReactNode) {
  return render(node, { wrapper: Providers });
}
