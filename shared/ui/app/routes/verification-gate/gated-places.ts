import type { JourneyPlace } from '../verification-journey/journey-paths';
import type { GateTexts } from './verification-gate';

/**
 * The places that need a verified identity (spec 000 §6, 001 §6) and where each one's steps live:
 * the card's under `/balances/book-card/verification` as the spec names them, the wallet's under
 * `/balances/web3-wallet/verification`, the documents' outside balances under
 * `/documents/verification` (docs/decisions.md, "Verification gates").
 */
export const CARD_PLACE: JourneyPlace = { isInBalances: true, transactionType: 'book-card' };
export const WALLET_PLACE: JourneyPlace = { isInBalances: true, transactionType: 'web3-wallet' };
export const DOCUMENTS_PLACE: JourneyPlace = { isInBalances: false, transactionType: 'documents' };

export const CARD_GATE_TEXTS: GateTexts = {
  title: 'verification.gate.card.title',
  description: 'verification.gate.card.description',
};
export const WALLET_GATE_TEXTS: GateTexts = {
  title: 'verification.gate.wallet.title',
  description: 'verification.gate.wallet.description',
};
export const DOCUMENTS_GATE_TEXTS: GateTexts = {
  title: 'verification.gate.documents.title',
  description: 'verification.gate.documents.description',
};
