export { type CheckedOffer, checkRelayOffer, type GaslessIntent } from './check-relay-offer';
export {
  createGaslessSender,
  type GaslessSender,
  type GaslessSent,
  type GaslessTransferQuote,
} from './gasless-sender';
export {
  GASLESS_REFUSAL_CODES,
  type GaslessConfig,
  type GaslessEstimate,
  type GaslessEstimateRequest,
  type GaslessMessage,
  type GaslessRefusalCode,
  type GaslessSendRequest,
  gaslessConfigSchema,
  gaslessEstimateSchema,
} from './gasless-wire';
export {
  GASLESS_JETTON_TON,
  GASLESS_MAX_ATTACHED_TON,
  type JettonTransferFields,
  readJettonTransfer,
} from './jetton-transfer';
