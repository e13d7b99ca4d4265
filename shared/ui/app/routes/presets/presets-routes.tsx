import type { RouteHandle } from '../../../layout/route-handle';
import { PRESETS_PATH, PROFILE_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  presets: { title: 'presets.title', parentPath: PROFILE_PATH },
  archive: { title: 'presets.archiveTitle', parentPath: PRESETS_PATH },
  preset: { title: 'presets.detailTitle', parentPath: PRESETS_PATH },
  documents: { title: 'documents.screen.title', parentPath: PROFILE_PATH },
  cards: { title: 'presets.cards.title', parentPath: PROFILE_PATH },
  requisites: { title: 'presets.requisites.title', parentPath: PROFILE_PATH },
} satisfies Record<string, RouteHandle>;

/**
 * The saved-data screens (spec 000 §2): presets with their archive and details, and under the
 * profile the documents, saved cards for deposits and saved details for withdrawals.
 */
export function presetsRoutes(page: LazyPage): AreaRoutes {
  return {
    signedIn: [
      {
        path: 'presets',
        lazy: page(
          () => import('./presets-page'),
          (module) => module.PresetsPage,
        ),
        handle: HANDLES.presets,
      },
      {
        path: 'presets/archive',
        lazy: page(
          () => import('./presets-archive-page'),
          (module) => module.PresetsArchivePage,
        ),
        handle: HANDLES.archive,
      },
      {
        path: 'preset/:presetId',
        lazy: page(
          () => import('./preset-page'),
          (module) => module.PresetPage,
        ),
        handle: HANDLES.preset,
      },
      {
        path: 'profile/documents',
        lazy: page(
          () => import('./documents-page'),
          (module) => module.DocumentsPage,
        ),
        handle: HANDLES.documents,
      },
      {
        path: 'profile/cards-for-deposits',
        lazy: page(
          () => import('./saved-cards-page'),
          (module) => module.SavedCardsPage,
        ),
        handle: HANDLES.cards,
      },
      {
        path: 'profile/details-for-withdrawals',
        lazy: page(
          () => import('./saved-requisites-page'),
          (module) => module.SavedRequisitesPage,
        ),
        handle: HANDLES.requisites,
      },
    ],
  };
}
