import { toMinor } from '@/lib/money';

/** The main wallet's account type id (PLATFORM-MEMBER "Wallet": accountTypeId 2). */
export const MAIN_WALLET_ID = 2;

/** One wallet as the page shows it: balances in minor units. */
export interface WalletEntry {
  accountTypeId: number;
  /** The vendor's wallet name from the balance answer (designed field); absent: the page names it by its id. */
  name: string | undefined;
  balanceMinor: number;
  /** The vendor's wallet takes and gives no money for now. */
  maintenance: boolean;
}

/** The member's wallets: the main one and the game-vendor ones, plus the transfer settings of the balance answer. */
export interface Wallets {
  main: WalletEntry;
  games: WalletEntry[];
  totalMinor: number;
  /** Whether transfers take cents (the balance answer's allowDecimal; absent = true). */
  allowDecimal: boolean;
}

/** The balance answer as it comes over the wire. */
export interface WalletBalanceWire {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number; name?: string; maintenance?: boolean }[];
  allowDecimal?: boolean;
}

/** The wire's balance answer as the page's model (amounts converted to minor units here, once). */
export function toWallets(wire: WalletBalanceWire): Wallets {
  const entries = wire.balance.map((b) => ({
    accountTypeId: b.accountTypeId,
    name: b.name || undefined,
    balanceMinor: toMinor(b.availBalance),
    maintenance: b.maintenance === true,
  }));
  const main = entries.find((e) => e.accountTypeId === MAIN_WALLET_ID) ?? { accountTypeId: MAIN_WALLET_ID, name: undefined, balanceMinor: 0, maintenance: false };
  return {
    main,
    games: entries.filter((e) => e.accountTypeId !== MAIN_WALLET_ID),
    totalMinor: toMinor(wire.sumBalance),
    allowDecimal: wire.allowDecimal !== false,
  };
}

/** Every wallet, main first. */
export function allWallets(wallets: Wallets): WalletEntry[] {
  return [wallets.main, ...wallets.games];
}

export function findWallet(wallets: Wallets, accountTypeId: number): WalletEntry | undefined {
  return allWallets(wallets).find((w) => w.accountTypeId === accountTypeId);
}
