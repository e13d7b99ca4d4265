/** The default landing (spec 000 §2); Go home and back from child screens lead here. */
export const EXCHANGE_PATH = '/exchange';
