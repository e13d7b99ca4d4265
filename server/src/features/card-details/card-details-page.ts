import { DEFAULT_LANGUAGE, isLanguage, type Language, type MessageKey } from '@ferry/locales';
import { translate } from '../../i18n/translate';
import { CARD_DETAILS_SHOWN_MS } from './card-details-page-assets';

export interface CardDetailsPageOptions {
  language: Language;
  theme: 'light' | 'dark' | undefined;
  /** The app's origin, the only window the page tells its state to. */
  appOrigin: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The page's language: `?lang=` as the app passes it, else the browser's first language we carry. */
export function pageLanguage(langParam: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(langParam)) return langParam;
  for (const tag of (acceptLanguage ?? '').split(',')) {
    const base = tag.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The card-details page: empty fields the script fills after it spends its token. The HTML holds
 * no card data, so it may be cached by nothing and logged by anything without harm.
 */
export function renderCardDetailsPage(options: CardDetailsPageOptions): string {
  const t = (key: MessageKey) => escapeHtml(translate(options.language, key));
  const theme = options.theme ? ` data-theme="${options.theme}"` : '';
  return `<!doctype html>
<html lang="${options.language}"${theme} data-state="loading" data-shown-ms="${CARD_DETAILS_SHOWN_MS}" data-app-origin="${escapeHtml(options.appOrigin)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('cards.detailsPage.title')}</title>
<link rel="stylesheet" href="/card-iframe-stub/page.css">
<script src="/card-iframe-stub/page.js" defer></script>
</head>
<body>
<main aria-live="polite">
<p class="message message-loading">${t('cards.detailsPage.loading')}</p>
<p class="message message-hidden">${t('cards.detailsPage.hidden')}</p>
<p class="message message-expired">${t('cards.detailsPage.expired')}</p>
<dl>
<div class="wide"><dt>${t('cards.detailsPage.number')}</dt><dd class="number-row"><span id="number"></span><button type="button" id="copy" data-copy="${t('cards.detailsPage.copy')}" data-copied="${t('cards.detailsPage.copied')}">${t('cards.detailsPage.copy')}</button></dd></div>
<div><dt>${t('cards.detailsPage.expiry')}</dt><dd id="expiry"></dd></div>
<div><dt>${t('cards.detailsPage.cvv')}</dt><dd id="cvv"></dd></div>
<div class="wide"><dt>${t('cards.detailsPage.holder')}</dt><dd id="holder"></dd></div>
</dl>
<p class="note">${t('cards.detailsPage.hidesSoon')}</p>
</main>
</body>
</html>
`;
}
