/** Where the app runs; decides the API base, token keys, platform adapter and screen variant. */
export const DISPLAY_MODES = ['display', 'widget', 'pay-frame', 'messenger', 'native'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The path segment each non-default mode is served under. */
export const MODE_SEGMENT: Readonly<Record<Exclude<DisplayMode, 'display'>, string>> = {
  widget: 'frame',
  'pay-frame': 'pay-frame',
  messenger: 'messenger',
  native: 'native',
};

export interface ResolvedDisplayMode {
  mode: DisplayMode;
  /** The router basename: the mode's own segment, or '' for the full display. */
  basename: string;
}

/**
 * Reads the mode from the first path segment (spec 000 §2): a segment containing "frame" is
 * the widget, one containing "messenger" the mini-app. The pay frame's segment also contains
 * "frame", so it is matched first; "native" must be the whole segment.
 */
export function resolveDisplayMode(pathname: string): ResolvedDisplayMode {
  const segment = pathname.split('/').find((part) => part !== '') ?? '';
  const lower = segment.toLowerCase();
  const mode = modeOfSegment(lower);
  return { mode, basename: mode === 'display' ? '' : `/${segment}` };
}

function modeOfSegment(segment: string): DisplayMode {
  if (segment === MODE_SEGMENT['pay-frame'] || segment === 'payframe') return 'pay-frame';
  if (segment.includes('frame')) return 'widget';
  if (segment.includes('messenger')) return 'messenger';
  if (segment === MODE_SEGMENT.native) return 'native';
  return 'display';
}

export type ApiBase = 'client' | 'widget' | 'mobile';

/** Base path prefixes (spec 000 §7): web and mini-app use client, frames widget, native mobile. */
export const API_BASE_PATH: Readonly<Record<ApiBase, string>> = {
  client: '/api/client/v1/',
  widget: '/api/widget/v1/',
  mobile: '/api/mobile/v1/',
};

export function apiBaseFor(mode: DisplayMode): ApiBase {
  if (mode === 'widget' || mode === 'pay-frame') return 'widget';
  if (mode === 'native') return 'mobile';
  return 'client';
}
