import type { MessageKey } from '@ferry/locales';

/** The FAQ topics of the help menu, in menu order; their texts live in `support.faq.<topic>`. */
export const SUPPORT_TOPICS = ['depositMissing', 'card', 'verification', 'wallet', 'withdrawal'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export function isSupportTopic(value: string): value is SupportTopic {
  return (SUPPORT_TOPICS as readonly string[]).includes(value);
}

export function topicTitleKey(topic: SupportTopic): MessageKey {
  return `support.faq.${topic}.title`;
}

export function topicAnswerKey(topic: SupportTopic): MessageKey {
  return `support.faq.${topic}.answer`;
}

/** Callback data of the menu's buttons (≤ 64 bytes each). */
export const SUPPORT_CALLBACK = {
  /** The "Support" button under other messages: the menu as a new message. */
  open: 'support:open',
  /** "Back": the menu in place of the answer. */
  menu: 'support:menu',
  contact: 'support:contact',
  cancel: 'support:cancel',
  topicPrefix: 'support:faq:',
} as const;
