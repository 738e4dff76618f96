import { createRandom, hashString, type Random } from '../prng.ts';
import { ESPORT_VENDORS, VENDORS } from './vendors.ts';

/**
 * A member's betting and money history, generated from a seed so the same member gets the same rows on every run,
 * kept sorted by time with running sums so any date range is found by binary search and totalled in O(1).
 * Amounts are integer cents here; the operations answer decimals like the rest of the contract.
 */

export type BetCategory = 'RNG' | 'FISH' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'ELOTT' | 'PVP';
export const BET_CATEGORIES: readonly BetCategory[] = ['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'PVP'];

/** The betting-record lists the platform serves, one per call (ODSFE2_…Orders). */
export type BetList = 'RNG' | 'FISH' | 'LIVE' | 'SPORTS_SETTLED' | 'SPORTS_UNSETTLED' | 'ELOTT_SETTLED' | 'ELOTT_UNSETTLED' | 'PVP';
export const BET_LISTS: readonly BetList[] = ['RNG', 'FISH', 'LIVE', 'SPORTS_SETTLED', 'SPORTS_UNSETTLED', 'ELOTT_SETTLED', 'ELOTT_UNSETTLED', 'PVP'];

export type LotteryStatus = 'PENDING' | 'WIN' | 'LOSE' | 'TIE' | 'CANCELLED';

export interface Bet {
  orderNo: string;
  vendor: string;
  gameName: string;
  category: BetCategory;
  betTime: number;
  /** Settlement time; null while not settled. */
  transTime: number | null;
  bet: number;
  valid: number;
  win: number;
  pnl: number;
  eventName?: string;
  leagueName?: string;
  selection?: string;
  odds?: number;
  numero?: string;
  betContent?: string;
  status?: LotteryStatus;
  /** Lottery: when betting on the draw closes. */
  drawTime?: number;
  /** Lottery: whether the game lets a member cancel before the draw closes. */
  cancellableGame?: boolean;
}

export type TxCode =
  | 'deposit' | 'withdraw' | 'betting' | 'winning' | 'dividend' | 'betting_rebate' | 'agent_rebate' | 'share_bonus'
  | 'daily_wage' | 'hour_wage' | 'referral_rebate' | 'other';
export const TX_CODES: readonly TxCode[] = ['deposit', 'withdraw', 'betting', 'winning', 'dividend', 'betting_rebate', 'agent_rebate',
  'share_bonus', 'daily_wage', 'hour_wage', 'referral_rebate', 'other'];

/** The platform's display name of each code (English, as the platform sends it). */
export const TX_TYPE_NAMES: Record<TxCode, string> = {
  deposit: 'Deposit', withdraw: 'Withdrawal', betting: 'Betting', winning: 'Winning', dividend: 'Promotion',
  betting_rebate: 'Betting rebate', agent_rebate: 'Agent rebate', share_bonus: 'Share bonus', daily_wage: 'Daily wage',
  hour_wage: 'Hourly wage', referral_rebate: 'Referral rebate', other: 'Other',
};

export interface Tx {
  txId: string;
  code: TxCode;
  txTypeName: string;
  remark: string;
  time: number;
  orderNo: string | null;
  /** Signed cents; negative = money out. */
  amount: number;
  /** Main wallet after the row, cents. */
  balance: number;
}

export const DAY_MS = 86_400_000;
/** Lottery orders cannot be cancelled in the last minute before their draw closes. */
export const CANCEL_CLOSE_MS = 60_000;

export interface HistoryOptions {
  /** Seed (hash of the seeded login's name). */
  seed: number;
  /** The history ends here (epoch ms). */
  now: number;
  days: number;
  bets: number;
  transactions: number;
  /** The main wallet (cents) the transaction history ends at. */
  finalBalance: number;
}

const LIVE_GAMES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan'];
const RNG_GAMES = ['Mahjong Ways', 'Fortune Gems', 'Sweet Bonanza', 'Gates of Olympus', 'Super Ace', 'Money Coming', 'Golden Empire',
  'Boxing King', 'Wild Bounty', 'Lucky Neko', 'Crazy 777', 'Fortune Tiger'];
const FISH_GAMES = ['Ocean King', 'Jackpot Fishing', 'Mega Fishing', 'Dinosaur Tycoon', 'Royal Fishing'];
const PVP_GAMES = ['Tongits', 'Pusoy', 'Texas Hold\'em', 'Teen Patti', 'Rummy', 'Sabong Cards'];
const TEAMS = ['Ginebra', 'Magnolia', 'San Miguel', 'TNT', 'Meralco', 'Rain or Shine', 'Phoenix', 'NLEX', 'Converge', 'Blackwater'];
const LEAGUES = ['PBA Philippine Cup', 'NBA', 'UAAP', 'Premier League', 'La Liga'];
const ESPORT_TEAMS = ['Blacklist', 'ECHO', 'Team Liquid', 'T1', 'Gen.G', 'RRQ', 'Onic', 'Bren'];
const ESPORT_LEAGUES = ['MPL Philippines', 'LoL Worlds', 'Dota 2 TI', 'Valorant Masters'];
const LOTTERY_BETS = ['Big', 'Small', 'Odd', 'Even', 'Sum 10', 'Straight 3,7,9', 'Rumble 1,4,8', 'Pair 5,5'];

const vendorsOf = (gameType: string) => VENDORS.filter((v) => v.gameType === gameType);
const ESPORTS = new Set<string>(ESPORT_VENDORS);
const VENDORS_BY_CATEGORY: Record<BetCategory, readonly { vassalage: string; displayName: string }[]> = {
  RNG: vendorsOf('RNG'),
  FISH: vendorsOf('FISH'),
  LIVE: vendorsOf('LIVE'),
  SPORTS: vendorsOf('SPORTS').filter((v) => !ESPORTS.has(v.vassalage)),
  ESPORTS: vendorsOf('SPORTS').filter((v) => ESPORTS.has(v.vassalage)),
  ELOTT: [...vendorsOf('ELOTT'), ...vendorsOf('LOTT')],
  PVP: vendorsOf('PVP'),
};
/** Lottery vendors with a daily draw (the rest draw every 5 minutes); KENO orders cannot be cancelled. */
const DAILY_DRAW = new Set(vendorsOf('LOTT').map((v) => v.vassalage));
const NOT_CANCELLABLE = new Set(['KENO']);

/** Share of the bets per category (sums to 1). */
const CATEGORY_WEIGHTS: readonly [BetCategory, number][] = [
  ['RNG', 0.44], ['LIVE', 0.15], ['SPORTS', 0.1], ['ESPORTS', 0.04], ['FISH', 0.08], ['ELOTT', 0.11], ['PVP', 0.08],
];
const PREFIX: Record<BetCategory, string> = { RNG: 'RG', FISH: 'FS', LIVE: 'LV', SPORTS: 'SP', ESPORTS: 'ES', ELOTT: 'LT', PVP: 'PV' };

function weighted<T>(random: Random, items: readonly (readonly [T, number])[]): T {
  let r = random.next();
  for (const [item, weight] of items) {
    r -= weight;
    if (r < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

/** Stake in cents between min and max (whole currency units mostly, some with cents). */
function stake(random: Random, min: number, max: number): number {
  // Skewed towards small stakes, as real histories are.
  const units = min + Math.floor((max - min) * random.next() ** 3);
  return units * 100 + (random.next() < 0.2 ? random.int(1, 99) : 0);
}

function settleCasino(random: Random, bet: number, rtp: number): number {
  // Most spins lose; the rest pay a multiple, tuned so the average return is about `rtp`.
  if (random.next() < 0.58) return 0;
  const multiple = random.next() < 0.9 ? 0.5 + random.next() * 2.5 : 3 + random.next() * 27;
  return Math.round(bet * multiple * (rtp / 1.64));
}

/** Every bet has the same fields (undefined where they do not apply), so V8 keeps one compact shape for 100,000 rows. */
function betOf(orderNo: string, vendor: string, gameName: string, category: BetCategory, betTime: number, transTime: number | null,
  bet: number, valid: number, win: number): Bet {
  return { orderNo, vendor, gameName, category, betTime, transTime, bet, valid, win, pnl: win - bet, eventName: undefined,
    leagueName: undefined, selection: undefined, odds: undefined, numero: undefined, betContent: undefined, status: undefined,
    drawTime: undefined, cancellableGame: undefined };
}

function makeBet(random: Random, category: BetCategory, betTime: number, now: number, index: number, prefix: string): Bet {
  const vendor = random.pick(VENDORS_BY_CATEGORY[category]);
  const orderNo = `${PREFIX[category]}${prefix}${String(index).padStart(7, '0')}`;
  switch (category) {
    case 'RNG':
    case 'FISH':
    case 'PVP': {
      const games = category === 'RNG' ? RNG_GAMES : category === 'FISH' ? FISH_GAMES : PVP_GAMES;
      const bet = stake(random, 1, category === 'RNG' ? 300 : 800);
      const win = settleCasino(random, bet, 0.96);
      const transTime = Math.min(now, betTime + random.int(2, category === 'PVP' ? 600 : 90) * 1000);
      return betOf(orderNo, vendor.vassalage, random.pick(games), category, betTime, transTime, bet, bet, win);
    }
    case 'LIVE': {
      const bet = stake(random, 10, 5000);
      const tie = random.next() < 0.05;
      const win = tie ? bet : random.next() < 0.48 ? bet * 2 : 0;
      const transTime = Math.min(now, betTime + random.int(30, 90) * 1000);
      return betOf(orderNo, vendor.vassalage, random.pick(LIVE_GAMES), category, betTime, transTime, bet, tie ? 0 : bet, win);
    }
    case 'SPORTS':
    case 'ESPORTS': {
      const cockfight = vendor.vassalage === 'DS88' || vendor.vassalage === 'DIG';
      const teams = category === 'ESPORTS' ? ESPORT_TEAMS : TEAMS;
      const home = random.pick(teams);
      let away = random.pick(teams);
      if (away === home) away = teams[(teams.indexOf(home) + 1) % teams.length] ?? away;
      const odds = cockfight ? 1.9 : Math.round((1.3 + random.next() * 2.4) * 100) / 100;
      const bet = stake(random, 20, 5000);
      const settleAt = betTime + random.int(20, cockfight ? 30 : 72 * 60) * 60_000;
      const settled = settleAt <= now;
      const win = settled && random.next() < 0.94 / odds ? Math.round(bet * odds) : 0;
      const result = settled
        ? betOf(orderNo, vendor.vassalage, vendor.displayName, category, betTime, settleAt, bet, bet, win)
        : betOf(orderNo, vendor.vassalage, vendor.displayName, category, betTime, null, bet, 0, 0);
      if (!settled) result.pnl = 0;
      result.eventName = cockfight ? `Fight ${random.int(1, 180)}` : `${home} vs ${away}`;
      result.leagueName = cockfight ? vendor.displayName : random.pick(category === 'ESPORTS' ? ESPORT_LEAGUES : LEAGUES);
      result.selection = cockfight ? random.pick(['Meron', 'Wala']) : random.pick([home, away, `${home} -3.5`, `Over ${random.int(180, 220)}.5`]);
      result.odds = odds;
      return result;
    }
    case 'ELOTT': {
      const daily = DAILY_DRAW.has(vendor.vassalage);
      // Daily draws close at 11:00 UTC, and a ticket may be for the next draw or one of the two after it (told from the
      // order's number, so the random stream and every other row stay as they were): whatever the time of day, the
      // last days hold orders that can still be cancelled. The others draw every 5 minutes.
      const drawTime = daily
        ? Math.floor((betTime - 11 * 3_600_000) / DAY_MS) * DAY_MS + DAY_MS * (1 + (index % 3)) + 11 * 3_600_000
        : Math.floor(betTime / 300_000) * 300_000 + 300_000;
      const day = new Date(drawTime).toISOString().slice(0, 10).replaceAll('-', '');
      const bet = stake(random, 2, 1000);
      // Results come a minute after the draw closes.
      const pending = drawTime + 60_000 > now;
      const r = random.next();
      const status: LotteryStatus = pending ? 'PENDING' : r < 0.03 ? 'TIE' : r < 0.45 ? 'WIN' : 'LOSE';
      const win = status === 'TIE' ? bet : status === 'WIN' ? Math.round(bet * (1.95 + (random.next() < 0.05 ? random.int(5, 90) : 0))) : 0;
      const result = betOf(orderNo, vendor.vassalage, vendor.displayName, category, betTime, pending ? null : drawTime + 60_000, bet,
        pending || status === 'TIE' ? 0 : bet, win);
      if (pending) result.pnl = 0;
      result.numero = daily ? day : `${day}-${String(Math.floor((drawTime % DAY_MS) / 300_000)).padStart(3, '0')}`;
      result.betContent = random.pick(LOTTERY_BETS);
      result.status = status;
      result.drawTime = drawTime;
      result.cancellableGame = !NOT_CANCELLABLE.has(vendor.vassalage);
      return result;
    }
  }
}

/** The bets of a history, oldest first. */
export function generateBets(options: HistoryOptions): Bet[] {
  const { seed, now, days, bets: count } = options;
  const random = createRandom(seed ^ 0x5eed);
  const start = now - days * DAY_MS;
  const prefix = String(seed % 900 + 100);
  const step = (now - start) / count;
  const bets: Bet[] = [];
  for (let i = 0; i < count; i += 1) {
    // Evenly spread with jitter, so times are increasing and the count is exact.
    const betTime = Math.floor(start + step * (i + random.next()));
    bets.push(makeBet(random, weighted(random, CATEGORY_WEIGHTS), betTime, now, i + 1, prefix));
  }
  return bets;
}

const TX_WEIGHTS: readonly [TxCode, number][] = [
  ['betting', 0.29], ['winning', 0.24], ['deposit', 0.1], ['withdraw', 0.06], ['dividend', 0.04], ['betting_rebate', 0.09],
  ['agent_rebate', 0.03], ['share_bonus', 0.02], ['daily_wage', 0.03], ['hour_wage', 0.03], ['referral_rebate', 0.03], ['other', 0.04],
];
const OUT_CODES = new Set<TxCode>(['betting', 'withdraw']);
const DEPOSIT_REMARKS = ['GCash QR', 'Maya', 'Bank transfer BPI', 'USDT TRC20', 'Online banking'];
const GAME_REMARKS = ['PG Soft', 'JILI', 'Evolution', 'SABA Sports', 'E-Lottery', 'JDB Fishing', 'Kingmaker'];

function txAmount(random: Random, code: TxCode): number {
  switch (code) {
    case 'deposit': return random.int(3, 100) * 10_000;
    case 'withdraw': return random.int(5, 150) * 10_000;
    case 'betting': return stake(random, 10, 2000);
    case 'winning': return stake(random, 10, 2500);
    case 'dividend': return random.int(5, 100) * 1000;
    case 'other': return stake(random, 5, 500);
    default: return random.int(100, 30_000);
  }
}

function remarkFor(random: Random, code: TxCode): string {
  switch (code) {
    case 'deposit': return random.pick(DEPOSIT_REMARKS);
    case 'withdraw': return 'Bank card withdrawal';
    case 'betting':
    case 'winning': return random.pick(GAME_REMARKS);
    case 'dividend': return random.pick(['Daily sign-in', 'Deposit bonus', 'Mission reward']);
    case 'other': return random.pick(['Adjustment', 'Wallet transfer']);
    default: return '';
  }
}

/**
 * The transactions of a history, oldest first, walked backwards from the final balance so every row's balance is the
 * previous one plus its amount and none is negative.
 */
export function generateTransactions(options: HistoryOptions): Tx[] {
  const { seed, now, days, transactions: count, finalBalance } = options;
  const random = createRandom(seed ^ 0x7a11);
  const start = now - days * DAY_MS;
  const step = (now - start) / count;
  // Built newest first, then reversed.
  const rows: Tx[] = [];
  let after = finalBalance;
  for (let i = count - 1; i >= 0; i -= 1) {
    let code = weighted(random, TX_WEIGHTS);
    let amount = txAmount(random, code);
    // Keep the balance walking in a sensible band: money in can't exceed what is there afterwards, and a high balance
    // is mostly explained by money that came in.
    if (!OUT_CODES.has(code) && amount > after) {
      code = random.next() < 0.7 ? 'betting' : 'withdraw';
      amount = txAmount(random, code);
    } else if (OUT_CODES.has(code) && after > 5_000_000 && random.next() < 0.6) {
      code = 'deposit';
      amount = Math.min(txAmount(random, code), after);
    }
    const signed = OUT_CODES.has(code) ? -amount : amount;
    const time = Math.floor(start + step * (i + random.next()));
    const orderNo = code === 'deposit' ? `D${seed % 1000}${i}` : code === 'withdraw' ? `W${seed % 1000}${i}` : code === 'betting' || code === 'winning' ? `B${seed % 1000}${i}` : null;
    rows.push({ txId: `TX${seed % 10_000}${String(i + 1).padStart(6, '0')}`, code, txTypeName: TX_TYPE_NAMES[code],
      remark: remarkFor(random, code), time, orderNo, amount: signed, balance: after });
    after -= signed;
  }
  return rows.toReversed();
}

/** Index of the first row with time >= t (rows ascending by `time`). */
export function lowerBound<T>(rows: readonly T[], t: number, time: (row: T) => number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (time(rows[mid] as T) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface BetTotals {
  count: number;
  bet: number;
  valid: number;
  win: number;
  pnl: number;
}

const betTime = (bet: Bet) => bet.betTime;

/** Bets sorted by bet time with running sums; rebuilt lazily after a change. */
export class BetSeries {
  readonly rows: Bet[] = [];
  private sums: Float64Array[] | undefined;

  add(bet: Bet): void {
    const last = this.rows.at(-1);
    if (!last || last.betTime <= bet.betTime) this.rows.push(bet);
    else this.rows.splice(lowerBound(this.rows, bet.betTime + 1, betTime), 0, bet);
    this.sums = undefined;
  }

  remove(bet: Bet): void {
    const at = this.rows.indexOf(bet, lowerBound(this.rows, bet.betTime, betTime));
    if (at >= 0) this.rows.splice(at, 1);
    this.sums = undefined;
  }

  /** [lo, hi) of the bets placed in [start, end]. */
  range(start: number, end: number): [number, number] {
    return [lowerBound(this.rows, start, betTime), lowerBound(this.rows, end + 1, betTime)];
  }

  totals(lo: number, hi: number): BetTotals {
    const sums = this.prefix();
    const at = (k: number) => (sums[k]?.[hi] ?? 0) - (sums[k]?.[lo] ?? 0);
    return { count: hi - lo, bet: at(0), valid: at(1), win: at(2), pnl: at(3) };
  }

  private prefix(): Float64Array[] {
    if (this.sums) return this.sums;
    const n = this.rows.length;
    const sums = [0, 1, 2, 3].map(() => new Float64Array(n + 1));
    const [b, v, w, p] = sums as [Float64Array, Float64Array, Float64Array, Float64Array];
    for (let i = 0; i < n; i += 1) {
      const row = this.rows[i] as Bet;
      b[i + 1] = (b[i] ?? 0) + row.bet;
      v[i + 1] = (v[i] ?? 0) + row.valid;
      w[i + 1] = (w[i] ?? 0) + row.win;
      p[i + 1] = (p[i] ?? 0) + row.pnl;
    }
    this.sums = sums;
    return sums;
  }
}

/** The list (betting-record call) a bet is served by. */
export function listOf(bet: Bet): BetList {
  switch (bet.category) {
    case 'SPORTS':
    case 'ESPORTS': return bet.transTime === null ? 'SPORTS_UNSETTLED' : 'SPORTS_SETTLED';
    case 'ELOTT': return bet.status === 'PENDING' ? 'ELOTT_UNSETTLED' : 'ELOTT_SETTLED';
    default: return bet.category;
  }
}

/** A member's history with the indexes the record calls read. */
export class MemberHistory {
  /** Per list: every bet, and per vendor. */
  readonly lists = new Map<BetList, { all: BetSeries; byVendor: Map<string, BetSeries> }>();
  /** Settled bets per category (profit and loss, rebates). */
  readonly settled = new Map<BetCategory, BetSeries>();
  readonly orders = new Map<string, Bet>();
  /** Oldest first. */
  readonly transactions: Tx[];
  private txCount: number;

  constructor(bets: Bet[], transactions: Tx[]) {
    for (const list of BET_LISTS) this.lists.set(list, { all: new BetSeries(), byVendor: new Map() });
    for (const category of BET_CATEGORIES) this.settled.set(category, new BetSeries());
    for (const bet of bets) this.index(bet);
    this.transactions = transactions;
    this.txCount = transactions.length;
  }

  private index(bet: Bet): void {
    this.orders.set(bet.orderNo, bet);
    const list = this.lists.get(listOf(bet));
    if (!list) return;
    list.all.add(bet);
    let vendor = list.byVendor.get(bet.vendor);
    if (!vendor) list.byVendor.set(bet.vendor, (vendor = new BetSeries()));
    vendor.add(bet);
    if (bet.transTime !== null && bet.status !== 'CANCELLED') this.settled.get(bet.category)?.add(bet);
  }

  private unindex(bet: Bet): void {
    const list = this.lists.get(listOf(bet));
    list?.all.remove(bet);
    list?.byVendor.get(bet.vendor)?.remove(bet);
    if (bet.transTime !== null) this.settled.get(bet.category)?.remove(bet);
  }

  /** The bets of one list placed in [start, end], optionally of one vendor. */
  series(list: BetList, vendor: string): BetSeries | undefined {
    const entry = this.lists.get(list);
    return vendor ? entry?.byVendor.get(vendor) : entry?.all;
  }

  betCount(): number {
    return this.orders.size;
  }

  /** Cancels a pending lottery order at `now`: it becomes a settled CANCELLED order with the stake returned. */
  cancel(bet: Bet, now: number): void {
    this.unindex(bet);
    bet.status = 'CANCELLED';
    bet.transTime = now;
    bet.valid = 0;
    bet.win = bet.bet;
    bet.pnl = 0;
    this.index(bet);
  }

  /** Appends a transaction at `time` with the balance after it (cents); keeps the rows sorted by time. */
  addTransaction(input: { code: TxCode; amount: number; balance: number; time: number; remark: string; orderNo: string | null; txTypeName?: string }): Tx {
    this.txCount += 1;
    const tx: Tx = { txId: `TXL${this.txCount}`, code: input.code, txTypeName: input.txTypeName ?? TX_TYPE_NAMES[input.code],
      remark: input.remark, time: input.time, orderNo: input.orderNo, amount: input.amount, balance: input.balance };
    const last = this.transactions.at(-1);
    if (!last || last.time <= tx.time) this.transactions.push(tx);
    else this.transactions.splice(lowerBound(this.transactions, tx.time + 1, (t) => t.time), 0, tx);
    return tx;
  }
}

/** How much history a member gets: seeded from `key` (the seeded login it is, or a copy of). */
export interface HistoryProfile {
  key: string;
  days: number;
  bets: number;
  transactions: number;
}

/** member01 (and its copies): 90 days, 110,000 bets, 22,000 transactions; member02 and trial logins none; others a few hundred. */
export function historyProfile(account: string, type: number): HistoryProfile {
  const name = account.toLowerCase();
  const base = /^(member0[12])x/.exec(name)?.[1] ?? name;
  if (base === 'member01') return { key: base, days: 90, bets: 110_000, transactions: 22_000 };
  if (base === 'member02' || type === 4) return { key: base, days: 90, bets: 0, transactions: 0 };
  return { key: base, days: 90, bets: 300 + (hashString(base) % 200), transactions: 150 + (hashString(base) % 100) };
}

/** Generates and indexes a member's history ending at `now` with the main wallet at `finalBalance` cents. */
export function buildHistory(profile: HistoryProfile, now: number, finalBalance: number): MemberHistory {
  const options: HistoryOptions = { seed: hashString(profile.key), now, days: profile.days, bets: profile.bets,
    transactions: profile.transactions, finalBalance };
  return new MemberHistory(generateBets(options), generateTransactions(options));
}
