export {
  parseStartParam,
  START_PARAM_MAX_LENGTH,
  type StartParam,
  type StartParamInvalidReason,
  type StartParamSource,
  type UtmTags,
} from './parse-start-param';
export { type Attribution, hasAttribution, readAttribution, TELEGRAM_ID_PATTERN } from './read-attribution';
export { buildStartAppLink, buildTelegramShareLink, type StartAppTarget } from './start-app-link';
export {
  readStartTarget,
  type StartTarget,
  TRANSACTION_START_KEY,
} from './start-target';
export {
  readTonConnectQuery,
  type TonConnectItem,
  type TonConnectLinkError,
  type TonConnectLinkRequest,
  type TonConnectLinkResult,
  type TonConnectRequest,
  type TonConnectReturn,
} from './tonconnect-link';
