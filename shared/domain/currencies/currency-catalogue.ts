import type { Network } from '../networks/networks';

export type CurrencyKind = 'fiat' | 'crypto';

export interface CurrencyInfo {
  code: string;
  /** Proper name; fiat names are localised on screen with Intl.DisplayNames instead. */
  name: string;
  /** A sign to print instead of the code, or null to print the code. */
  symbol: string | null;
  /** Digits after the point of the smallest unit the ledger keeps (amounts are bigint in that unit). */
  scale: number;
  kind: CurrencyKind;
  networks: readonly Network[];
  isStablecoin: boolean;
}

/**
 * Every currency the spec lists (000 §3), in its order. Scales follow each asset's own smallest
 * unit on its main chain (satoshi 8, wei 18, sun 6, nanoton 9, lamport 9; USDT/USDC/EURC 6);
 * fiat keeps cents. Symbols: $ and € from the spec, ₴ and zł by ISO 4217 usage.
 */
export const CURRENCIES: readonly CurrencyInfo[] = [
  crypto('BTC', 'Bitcoin', 8, []),
  crypto('ETH', 'Ethereum', 18, ['ERC20', 'ARBITRUM', 'BASE']),
  fiat('USD', 'US Dollar', '$'),
  fiat('UAH', 'Ukrainian Hryvnia', '₴'),
  crypto('UAHg', 'UAHg', 6, ['ERC20'], true),
  crypto('TRX', 'TRON', 6, ['TRC20']),
  crypto('TON', 'Toncoin', 9, ['TON']),
  fiat('EUR', 'Euro', '€'),
  crypto('LTC', 'Litecoin', 8, []),
  crypto('BNB', 'BNB', 18, ['BEP20']),
  crypto('APE', 'ApeCoin', 18, ['ERC20']),
  crypto('ARB', 'Arbitrum', 18, ['ARBITRUM', 'ERC20']),
  crypto('CRV', 'Curve DAO', 18, ['ERC20']),
  crypto('DAI', 'Dai', 18, ['ERC20', 'BEP20', 'ARBITRUM', 'BASE'], true),
  crypto('UNI', 'Uniswap', 18, ['ERC20']),
  crypto('ZRO', 'LayerZero', 18, ['ERC20', 'ARBITRUM']),
  crypto('SOL', 'Solana', 9, ['SOLANA']),
  crypto('TWT', 'Trust Wallet Token', 18, ['BEP20']),
  fiat('PLN', 'Polish Złoty', 'zł'),
  crypto('ENA', 'Ethena', 18, ['ERC20']),
  crypto('AVA', 'AVA', 18, ['ERC20', 'BEP20']),
  crypto('EURI', 'Eurite', 18, ['ERC20', 'BEP20'], true),
  crypto('USDe', 'Ethena USDe', 18, ['ERC20'], true),
  crypto('LINK', 'Chainlink', 18, ['ERC20']),
  crypto('USDT', 'Tether USD', 6, ['TRC20', 'ERC20', 'BEP20', 'TON', 'SOLANA', 'ARBITRUM'], true),
  crypto('USDD', 'USDD', 18, ['TRC20'], true),
  crypto('BUSD', 'Binance USD', 18, ['BEP20'], true),
  crypto('USDC', 'USD Coin', 6, ['ERC20', 'BEP20', 'SOLANA', 'BASE', 'ARBITRUM'], true),
  crypto('EURC', 'Euro Coin', 6, ['ERC20', 'SOLANA', 'BASE'], true),
  crypto('CAKE', 'PancakeSwap', 18, ['BEP20']),
  crypto('DOGE', 'Dogecoin', 8, []),
  crypto('DEXT', 'DEXTools', 18, ['ERC20']),
  crypto('SAFE', 'Safe', 18, ['ERC20']),
  crypto('SHIB', 'Shiba Inu', 18, ['ERC20']),
  crypto('PEPE', 'Pepe', 18, ['ERC20']),
  crypto('1INCH', '1inch', 18, ['ERC20']),
];

/** The stablecoin trio the spec names together (000 §3). */
export const STABLECOIN_TRIO = ['USDT', 'USDC', 'DAI'] as const;

const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

export function findCurrency(code: string): CurrencyInfo | undefined {
  return BY_CODE.get(code);
}

/** What to print for a currency: its sign where it has one (USD $, EUR €), otherwise its code. */
export function signOf(currency: Pick<CurrencyInfo, 'code' | 'symbol'>): string {
  return currency.symbol ?? currency.code;
}

/** The sign of a catalogue currency by code; an unknown code prints as itself. */
export function currencySign(code: string): string {
  const currency = BY_CODE.get(code);
  return currency ? signOf(currency) : code;
}

function fiat(code: string, name: string, symbol: string): CurrencyInfo {
  return { code, name, symbol, scale: 2, kind: 'fiat', networks: [], isStablecoin: false };
}

function crypto(
  code: string,
  name: string,
  scale: number,
  networks: readonly Network[],
  isStablecoin = false,
): CurrencyInfo {
  return { code, name, symbol: null, scale, kind: 'crypto', networks, isStablecoin };
}
