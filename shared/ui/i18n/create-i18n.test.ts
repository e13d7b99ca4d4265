import { catalogues } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { whenCatalogueWhole } from './catalogue-readiness';
import { createI18n } from './create-i18n';
import { createLoadedI18n } from './create-loaded-i18n';

describe('catalogues on demand', () => {
  it('carries English only until another language is asked for', () => {
    const i18n = createI18n('en');
    expect(i18n.t('exchange.title')).toBe('Exchange');
    expect(i18n.hasResourceBundle('pl', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('uk', 'translation')).toBe(false);
  });

  it('keeps the current texts while a switch loads, then shows the new language', async () => {
    const i18n = createI18n('en');
    const switching = i18n.changeLanguage('pl');
    expect(i18n.language).toBe('en');
    expect(i18n.t('exchange.title')).toBe('Exchange');
    await switching;
    expect(i18n.language).toBe('pl');
    expect(i18n.t('exchange.title')).toBe(catalogues.pl.exchange.title);
  });

  it('starts ready in a stored language whose catalogue was loaded first', async () => {
    const i18n = await createLoadedI18n('uk');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('uk');
    expect(i18n.t('exchange.title')).toBe(catalogues.uk.exchange.title);
  });

  it('starts in English with the first paint texts; the rest follows the first action', async () => {
    const page = new EventTarget();
    const i18n = await createLoadedI18n('en', page);
    expect(i18n.t('exchange.title')).toBe('Exchange');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.exists('presets.title')).toBe(false);
    page.dispatchEvent(new Event('pointerdown'));
    await whenCatalogueWhole();
    expect(i18n.t('presets.title')).toBe(catalogues.en.presets.title);
    expect(i18n.t('exchange.title')).toBe('Exchange');
  });

  it('completes English when a screen asks for the whole catalogue', async () => {
    const i18n = await createLoadedI18n('en');
    expect(i18n.exists('presets.title')).toBe(false);
    await whenCatalogueWhole();
    expect(i18n.t('presets.title')).toBe(catalogues.en.presets.title);
  });

  it('in another language, loads the rest of English only before a switch to it', async () => {
    const i18n = await createLoadedI18n('pl');
    await whenCatalogueWhole();
    expect(i18n.t('presets.title')).toBe(catalogues.pl.presets.title);
    expect(i18n.getResource('en', 'translation', 'presets.title')).toBeUndefined();
    await whenCatalogueWhole('en');
    await i18n.changeLanguage('en');
    expect(i18n.t('presets.title')).toBe(catalogues.en.presets.title);
  });
});
