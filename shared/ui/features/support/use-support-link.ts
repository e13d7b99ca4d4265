/**
 * Support's link lives in the shell, since the main menu's SUPPORT tab opens it too (the layout
 * sits below the features); the screens keep importing it from here.
 */
export { type SupportLink, useSupportLink } from '../../shell/support-link';
