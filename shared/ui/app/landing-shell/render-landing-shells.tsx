import { DEFAULT_LANGUAGE, flattenCatalogue, LANGUAGES, type Language, loadCatalogue } from '@ferry/locales';
import { findCurrency } from '@ferry/shared/domain';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { languageAutonym } from '../../features/preferences/utils/language-autonym';
import { createI18n } from '../../i18n/create-i18n';
import { localizeCurrencyName } from '../../lib/currency-name';
import { LandingShell, type ShellTextKey } from './landing-shell';
import {
  type LandingShellVariant,
  MINIAPP_SHELL_VARIANTS,
  WEB_SHELL_VARIANTS,
} from './landing-shell-variants';
import type { ShellData } from './shell-boot';

/**
 * Loaded by the build (`web/build/landing-shell-plugin.ts`, in Node through Vite's module runner):
 * the landing shells of one app as HTML, each language's few texts of them, and telegram-ui's
 * dark classes, for the page's first script.
 */
export interface RenderedShells {
  templates: { id: string; html: string; routeModule?: string }[];
  /** The first script's data but the app's entry, which the plugin reads from the built page. */
  data: Omit<ShellData, 'entry'>;
}

type FlatCatalogues = Record<Language, Record<string, string>>;

async function loadFlatCatalogues(): Promise<FlatCatalogues> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => [language, flattenCatalogue(await loadCatalogue(language))] as const),
  );
  return Object.fromEntries(entries) as FlatCatalogues;
}

function textOf(flat: FlatCatalogues, language: Language, key: ShellTextKey): string {
  if (key === '@language') return languageAutonym(language);
  if (key.startsWith('@currency.')) {
    const code = key.slice('@currency.'.length);
    const currency = findCurrency(code);
    return currency ? localizeCurrencyName(currency, language) : code;
  }
  const text = flat[language][key] ?? flat[DEFAULT_LANGUAGE][key];
  if (text === undefined) throw new Error(`The landing shell names ${key}, which no catalogue has`);
  return text;
}

function classesOf(html: string): Set<string> {
  return new Set(/class="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []);
}

/** The classes telegram-ui's root adds for the dark appearance (its CSS module's hashed names). */
function darkRootClass(): string {
  const light = classesOf(renderToStaticMarkup(<AppRoot appearance="light" platform="base" />));
  const dark = classesOf(renderToStaticMarkup(<AppRoot appearance="dark" platform="base" />));
  return [...dark].filter((name) => !light.has(name)).join(' ');
}

async function renderLandingShells(app: 'web' | 'miniapp'): Promise<RenderedShells> {
  const flat = await loadFlatCatalogues();
  const variants: readonly LandingShellVariant[] =
    app === 'web' ? WEB_SHELL_VARIANTS : MINIAPP_SHELL_VARIANTS;
  const used = new Set<ShellTextKey>();
  const english = (key: ShellTextKey) => {
    used.add(key);
    return textOf(flat, DEFAULT_LANGUAGE, key);
  };
  // The skeletons are the app's own components; they announce "Loading…" in English meanwhile.
  const i18n = createI18n(DEFAULT_LANGUAGE);
  const templates = variants.map((variant) => ({
    id: variant.id,
    ...(variant.routeModule ? { routeModule: variant.routeModule } : {}),
    html: renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <LandingShell variant={variant} english={english} />
      </I18nextProvider>,
    ),
  }));
  const texts: ShellData['texts'] = {};
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    texts[language] = Object.fromEntries([...used].map((key) => [key, textOf(flat, language, key)]));
  }
  return {
    templates,
    data: { app, languages: [...LANGUAGES], texts, darkClass: darkRootClass() },
  };
}

/**
 * Both apps' shells, rendered as this module loads: Vite's module runner closes once the import
 * returns, and the other languages' catalogues are dynamic imports.
 */
export const LANDING_SHELLS: Record<'web' | 'miniapp', RenderedShells> = {
  web: await renderLandingShells('web'),
  miniapp: await renderLandingShells('miniapp'),
};
