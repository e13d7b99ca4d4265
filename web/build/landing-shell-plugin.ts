import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown, runnerImport } from 'vite';

type OutputBundle = Rolldown.OutputBundle;

/**
 * Paints the landing before its JavaScript runs: at build time the landing screens'
 * shells are rendered with React's server renderer (shared/ui/app/landing-shell) and written into
 * index.html as `<template>`s after `#root`, with the few texts of each language and a small
 * inline script that, while the page is parsed, puts the right one into `#root` in the visitor's
 * language and theme, and loads the app's modules once the shell is painted (the build's module
 * tags leave the head for it). The app then replaces the shell in its first commit
 * (mount-ferry-app.tsx). Used by both apps' builds; the dev server keeps an empty page, and
 * `FERRY_LANDING_SHELL=off` builds without it (to measure the difference). The mini-app's config reaches this file through the
 * link miniapp/build/landing-shell-plugin.ts, so that each app imports only its own folders.
 */

const SHELL_DIR = fileURLToPath(new URL('../../shared/ui/app/landing-shell/', import.meta.url));

/** What `render-landing-shells.tsx` exports per app (loaded by path: packages meet at their entries). */
interface RenderedShells {
  templates: { id: string; html: string; routeModule?: string }[];
  data: object;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/g;

/**
 * Takes the app's entry out of the head, for the first script to load after the shell's first
 * frame (shell-boot.ts `loadApp`), and puts the stylesheets first in the head: the shell waits for
 * them, and for nothing else.
 */
function takeEntry(html: string): { html: string; entry: { scripts: string[]; preloads: string[] } } {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1] as string);
  const preloads = [...html.matchAll(ENTRY_PRELOAD)].map((match) => match[1] as string);
  const stylesheets = [...html.matchAll(STYLESHEET)].map((match) => match[0].trim());
  if (scripts.length === 0) throw new Error('index.html has no module entry to load');
  const rest = html.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '').replace(STYLESHEET, '');
  const head = rest.indexOf('<meta charset="UTF-8" />') + '<meta charset="UTF-8" />'.length;
  if (head < '<meta charset="UTF-8" />'.length) throw new Error('index.html has no charset first');
  const withStyles = `${rest.slice(0, head)}\n    ${stylesheets.join('\n    ')}${rest.slice(head)}`;
  return { html: withStyles, entry: { scripts, preloads } };
}

/**
 * What a lazy screen's shell needs from the build: its chunk's CSS inlined (the shell is styled
 * by it before the chunk arrives; the linked entry CSS does not carry it) and its code preloaded
 * with the app's entry, so the screen takes over sooner. Both are in the template, so only the
 * visit that shows that shell gets them.
 */
function routeExtras(bundle: OutputBundle | undefined, routeModule: string, base: string): string {
  const chunk = Object.values(bundle ?? {}).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && (file.facadeModuleId?.endsWith(routeModule) ?? false),
  );
  if (!chunk) throw new Error(`No chunk for the landing shell's screen ${routeModule}`);
  const styles = [...new Set(cssOf(bundle ?? {}, chunk, new Set()))].map((fileName) => {
    const asset = bundle?.[fileName];
    return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : '';
  });
  const preloads = [chunk.fileName, ...chunk.imports].map(
    (fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`,
  );
  return [...styles, ...preloads].join('');
}

/**
 * The CSS a chunk brings, in the order the app links it: that of the chunks it imports first, then
 * its own. A stylesheet several screens share can land in a shared chunk rather than the screen's;
 * the entry's is left out, since the head links it already.
 */
function cssOf(bundle: OutputBundle, chunk: Rolldown.OutputChunk, seen: Set<string>): string[] {
  if (chunk.isEntry || seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((fileName) => {
    const file = bundle[fileName];
    return file?.type === 'chunk' ? cssOf(bundle, file, seen) : [];
  });
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
}

/** Keeps `</script>` and `<!--` out of inline JSON. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

async function renderShells(app: 'web' | 'miniapp'): Promise<RenderedShells> {
  const { module } = await runnerImport<{ LANDING_SHELLS: Record<'web' | 'miniapp', RenderedShells> }>(
    `${SHELL_DIR}render-landing-shells.tsx`,
    {
      configFile: false,
      logLevel: 'error',
      envFile: false,
      publicDir: false,
      root: SHELL_DIR,
      // telegram-ui's CommonJS build lacks named exports under Node: run its ES build through Vite.
      environments: {
        inline: { resolve: { noExternal: ['@telegram-apps/telegram-ui'], mainFields: ['module'] } },
      },
    },
  );
  return module.LANDING_SHELLS[app];
}

/** The first script, bundled on its own (a few kB: the theme completion and the shell's choice). */
async function compileBootScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'error',
    envFile: false,
    publicDir: false,
    root: SHELL_DIR,
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      lib: { entry: `${SHELL_DIR}shell-boot.ts`, formats: ['iife'], name: 'ferryShellBoot' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code.trim();
  }
  throw new Error('The landing shell script did not build');
}

export function landingShellPlugin(app: 'web' | 'miniapp'): Plugin {
  let base = '/';
  return {
    name: 'ferry-landing-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // For measuring the page without it (bench/README.md's before and after).
        if (process.env.FERRY_LANDING_SHELL === 'off') return html;
        const [shells, script] = await Promise.all([renderShells(app), compileBootScript()]);
        const templates = shells.templates.map(
          // The shell comes first in the template: the first script takes it as the app's root.
          (template) =>
            `<template id="ferry-shell-${template.id}">${template.html}${
              template.routeModule ? routeExtras(context.bundle, template.routeModule, base) : ''
            }</template>`,
        );
        const page = takeEntry(html);
        const data = { ...shells.data, entry: page.entry };
        const injected = [
          '<div id="root"></div>',
          ...templates,
          `<script type="application/json" id="ferry-shell-data">${inlineJson(data)}</script>`,
          `<script>${script}</script>`,
        ].join('\n    ');
        if (!page.html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        return page.html.replace('<div id="root"></div>', injected);
      },
    },
  };
}
