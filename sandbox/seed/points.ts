import { createRandom, hashString } from '../prng.ts';

/**
 * The points mall's seed (PTSYS3): 200 goods per brand and, per member, points details and a redeem history built on
 * first use (so a fresh copy from `POST /__sandbox/clone` has them too). Everything comes from fixed seeds, so every
 * run shows the same rows. Amounts are in the brand's currency (luckystar PHP, goldenlotus VND).
 */

export type PointRecordType = 'live' | 'lottery' | 'pvp' | 'rng' | 'sports' | 'redeem' | 'deposit';
export const EARN_TYPES: readonly PointRecordType[] = ['live', 'lottery', 'pvp', 'rng', 'sports', 'deposit'];
export type RedeemStatus = 'PROCESS' | 'REJECTED' | 'APPROVED';
export type DeliveryType = 'NONE' | 'ADDRESS' | 'MOBILE';

export interface SeedGoods {
  rewardId: number;
  name: string;
  description: string;
  pointsRequirement: number;
  /** Total deposits the member must have made (brand currency); 0 = none. */
  amountRequirement: number;
  /** Units left; 0 = sold out. */
  quantity: number;
  units: string;
  /** Points per unit of the goods' cash value. */
  pointsRatio: number;
  deliveryType: DeliveryType;
}

export interface PointRecord {
  changedPoints: number;
  pointsBalance: number;
  transactionRef: string;
  applyTime: number;
  type: PointRecordType;
}

export interface RedeemRecord {
  redeemId: string;
  rewardId: number;
  name: string;
  quantity: number;
  pointsRequirement: number;
  amountRequirement: number;
  status: RedeemStatus;
  time: number;
  remark: string | null;
  units: string;
  pointsRatio: number;
}

/** The brand's money per PHP, so VND prices read like VND prices. */
export function currencyFactor(currency: string): number {
  return currency === 'VND' ? 500 : 1;
}

/** Every ordinary member starts with this many points (the sum of their seeded points details). */
export const SEED_POINTS = 12_680;
/** What each ordinary member has deposited in total (PHP; times the currency factor), for amountRequirement. */
export const SEED_DEPOSIT_TOTAL = 20_000;

/** The rules (MCSFE_getPointConfig): earn rates per bet/deposit, conversion to cash, conversion limits. */
export function pointRules(currency: string) {
  const f = currencyFactor(currency);
  return {
    enabled: true,
    neverExpire: true,
    conversion: { points: 100, amount: 1 * f },
    minConvertPoints: 1000,
    earnRates: [
      { type: 'live' as const, amount: 100 * f, points: 1 },
      { type: 'lottery' as const, amount: 100 * f, points: 1 },
      { type: 'pvp' as const, amount: 100 * f, points: 1 },
      { type: 'rng' as const, amount: 100 * f, points: 2 },
      { type: 'sports' as const, amount: 100 * f, points: 1 },
      { type: 'deposit' as const, amount: 100 * f, points: 5 },
    ],
  };
}

/** The first goods are fixed (tests and stories name them); the rest are generated. */
const FIXED: Omit<SeedGoods, 'rewardId'>[] = [
  { name: 'Mobile load 50', description: 'Prepaid load sent to your mobile number.', pointsRequirement: 500, amountRequirement: 0, quantity: 500, units: 'load', pointsRatio: 10, deliveryType: 'MOBILE' },
  { name: 'Grocery voucher 100', description: 'An e-voucher code sent to your inbox.', pointsRequirement: 1000, amountRequirement: 0, quantity: 300, units: 'voucher', pointsRatio: 10, deliveryType: 'NONE' },
  { name: 'Bluetooth earbuds', description: 'Wireless earbuds with a charging case, delivered to your address.', pointsRequirement: 8000, amountRequirement: 5000, quantity: 40, units: 'pcs', pointsRatio: 8, deliveryType: 'ADDRESS' },
  { name: 'Lucky draw ticket', description: 'A ticket for the monthly lucky draw.', pointsRequirement: 300, amountRequirement: 0, quantity: 0, units: 'ticket', pointsRatio: 0, deliveryType: 'NONE' },
  { name: 'Smart watch', description: 'A fitness smart watch, delivered to your address.', pointsRequirement: 25000, amountRequirement: 50000, quantity: 5, units: 'pcs', pointsRatio: 8, deliveryType: 'ADDRESS' },
];

const KINDS: { name: string; units: string; delivery: DeliveryType; base: number }[] = [
  { name: 'Mobile load', units: 'load', delivery: 'MOBILE', base: 10 },
  { name: 'Shopping voucher', units: 'voucher', delivery: 'NONE', base: 10 },
  { name: 'Game credit', units: 'credit', delivery: 'NONE', base: 10 },
  { name: 'Power bank', units: 'pcs', delivery: 'ADDRESS', base: 9 },
  { name: 'Team jersey', units: 'pcs', delivery: 'ADDRESS', base: 9 },
  { name: 'Coffee mug', units: 'pcs', delivery: 'ADDRESS', base: 8 },
  { name: 'Cinema ticket', units: 'ticket', delivery: 'MOBILE', base: 10 },
  { name: 'Data pack', units: 'pack', delivery: 'MOBILE', base: 10 },
];

export const GOODS_COUNT = 200;

/** The brand's 200 goods as seeded (stock is kept by the operations and reset with the store). */
export function seedGoods(currency: string): SeedGoods[] {
  const f = currencyFactor(currency);
  const random = createRandom(hashString(`points-goods-${currency}`));
  const goods: SeedGoods[] = FIXED.map((item, i) => ({ ...item, rewardId: i + 1, amountRequirement: item.amountRequirement * f }));
  for (let id = goods.length + 1; id <= GOODS_COUNT; id += 1) {
    const kind = random.pick(KINDS);
    const value = random.pick([20, 50, 100, 200, 300, 500, 1000]);
    const points = value * kind.base;
    goods.push({
      rewardId: id,
      name: `${kind.name} ${value} #${id}`,
      description: `${kind.name} worth ${value * f} ${currency}.`,
      pointsRequirement: points,
      amountRequirement: random.next() < 0.3 ? random.pick([1000, 5000, 10000, 50000]) * f : 0,
      quantity: random.next() < 0.08 ? 0 : random.int(1, 200),
      units: kind.units,
      pointsRatio: kind.base,
      deliveryType: kind.delivery,
    });
  }
  return goods;
}

const DAY_MS = 86_400_000;

/**
 * A member's points details over the last 85 days, newest first, ending at `finalPoints`: bets and deposits earn,
 * a few redeems spend. The balances are worked out backwards from the final one, so they never go below zero.
 */
export function seedPointRecords(account: string, now: number, finalPoints = SEED_POINTS): PointRecord[] {
  const random = createRandom(hashString('points-records'));
  const count = 80;
  const changes: { type: PointRecordType; changedPoints: number; applyTime: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const type: PointRecordType = random.next() < 0.1 ? 'redeem' : random.pick(EARN_TYPES);
    const changedPoints = type === 'redeem' ? -random.pick([300, 500, 1000]) : random.int(5, 400);
    // Oldest first here; spaced about a day apart with a random hour.
    changes.push({ type, changedPoints, applyTime: now - (count - i) * DAY_MS + random.int(0, 20) * 3_600_000 });
  }
  const sum = changes.reduce((total, change) => total + change.changedPoints, 0);
  // Whatever the generated changes add up to, the first balance makes the last one `finalPoints`.
  let balance = Math.max(0, finalPoints - sum);
  const prefix = account.slice(0, 3).toUpperCase();
  const rows = changes.map((change, i) => {
    balance += change.changedPoints;
    return { ...change, pointsBalance: balance, transactionRef: `PT${prefix}${String(hashString(account) % 100_000).padStart(5, '0')}${String(i + 1).padStart(4, '0')}` };
  });
  return rows.toReversed();
}

/** A member's earlier redeems: a few of each status, newest first. */
export function seedRedeems(account: string, goods: readonly SeedGoods[], now: number): RedeemRecord[] {
  const random = createRandom(hashString('points-redeems'));
  const statuses: RedeemStatus[] = ['APPROVED', 'APPROVED', 'REJECTED', 'APPROVED', 'PROCESS', 'APPROVED', 'REJECTED', 'APPROVED', 'APPROVED', 'PROCESS', 'APPROVED', 'APPROVED'];
  const prefix = String(hashString(account) % 100_000).padStart(5, '0');
  return statuses.map((status, i) => {
    const item = goods[random.int(0, 40)] ?? goods[0]!;
    const quantity = random.int(1, 2);
    return {
      redeemId: `RD${prefix}${String(statuses.length - i).padStart(4, '0')}`,
      rewardId: item.rewardId,
      name: item.name,
      quantity,
      pointsRequirement: item.pointsRequirement * quantity,
      amountRequirement: item.amountRequirement,
      status,
      time: now - (i * 6 + 1) * DAY_MS - random.int(0, 20) * 3_600_000,
      remark: status === 'REJECTED' ? 'Not deliverable to the address given; your points were returned.' : status === 'APPROVED' ? 'Delivered.' : null,
      units: item.units,
      pointsRatio: item.pointsRatio,
    };
  });
}
