import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import { betOrdersRequest, toBetRow } from '@/features/records/bets/api/bet-orders';
import { cancelErrorKey } from '@/features/records/bets/api/cancel-elott-order';
import { BET_CATEGORIES, betCategory, betRecordPath, betTabs } from '@/features/records/bets/categories';
import type { GameLane } from '@/lib/game-vendors';
import type { ReportQuery } from '@/ui/report';

const card = (vassalage: string, displayName: string, gameType: string) => ({ vassalage, displayName, gameType });
const LANES: GameLane[] = [
  { title: 'LOTT', cards: [card('LOTT', 'Lottery', 'LOTT')] },
  { title: 'ELOTT', cards: [card('ELOTT', 'E-Lottery', 'ELOTT'), card('KENO', 'Keno Live', 'ELOTT'), card('LOTT', 'Lottery', 'ELOTT')] },
  { title: 'SPORTS', cards: [card('FB', 'FB Sports', 'SPORTS'), card('IMES', 'IM E-sports', 'SPORTS')] },
  { title: 'BINGO', cards: [card('JLBINGO', 'JILI Bingo', 'BINGO')] },
  { title: 'RNG', cards: [card('PG', 'PG Soft', 'RNG')] },
];

const query = (over: Partial<ReportQuery> = {}): ReportQuery => ({
  from: '2026-11-18', to: '2026-11-24', startMs: 1, endMs: 2, type: 'SPORTS', extra: {}, size: 10, ...over,
});

describe('betting record tabs', () => {
  it('follows the vendor menu: its order, lottery lanes as one tab, vendors once each, no tab without a record call', () => {
    const tabs = betTabs(LANES);
    expect(tabs.map((tab) => tab.category.id)).toEqual(['ELOTT', 'SPORTS', 'RNG']);
    expect(tabs[0]!.vendors.map((vendor) => vendor.code)).toEqual(['LOTT', 'ELOTT', 'KENO']);
    expect(tabs[1]!.vendors).toEqual([{ code: 'FB', name: 'FB Sports' }, { code: 'IMES', name: 'IM E-sports' }]);
  });

  it('offers every category, without vendors, when the menu is missing', () => {
    expect(betTabs(undefined).map((tab) => tab.category.id)).toEqual(BET_CATEGORIES.map((category) => category.id));
    expect(betTabs([]).every((tab) => tab.vendors.length === 0)).toBe(true);
  });

  it('asks the settled or the unsettled call only where the platform splits them', () => {
    expect(betRecordPath(betCategory('SPORTS'), 'unsettled')).toBe('/wps/relay/ODSFE2_SportsUnsettOrders');
    expect(betRecordPath(betCategory('SPORTS'), '')).toBe('/wps/relay/ODSFE2_SportsSettOrders');
    expect(betRecordPath(betCategory('ELOTT'), 'unsettled')).toBe('/wps/relay/ODSFE2_ElottUnsettledOrders');
    expect(betRecordPath(betCategory('RNG'), 'unsettled')).toBe('/wps/relay/ODSFE2_RNGOrders');
    expect(betRecordPath(betCategory('nonsense'), '')).toBe(BET_CATEGORIES[0]!.settled);
  });
});

describe('betOrdersRequest', () => {
  const tabs = betTabs(LANES);

  it('sends the range, page, size, language, the vendor and a trimmed order number', () => {
    const request = betOrdersRequest(tabs, query({ extra: { status: 'unsettled', vendor: 'IMES', order: '  SP123 ' } }), 3, 'TY');
    expect(request).toEqual({
      path: '/wps/relay/ODSFE2_SportsUnsettOrders',
      query: { startDate: 1, endDate: 2, accountType: 'IMES', page: 3, size: 10, language: 'TY', orderNoSearch: 'SP123' },
    });
  });

  it("asks for every vendor when the address keeps another category's vendor, and leaves out an empty order number", () => {
    const request = betOrdersRequest(tabs, query({ type: 'RNG', extra: { vendor: 'FB', order: ' ' } }), 1, 'EN');
    expect(request.path).toBe('/wps/relay/ODSFE2_RNGOrders');
    expect(request.query.accountType).toBe('');
    expect(request.query).not.toHaveProperty('orderNoSearch');
  });
});

describe('toBetRow', () => {
  const base = {
    orderNo: 'EL1', gameName: 'Keno Live', accountType: 'KENO', gameCategory: 'ELOTT' as const, betTimeInTimestamp: 10,
    transTimeInTimestamp: null, customerName: 'member01', directAgentName: null, betAmount: 12.5, validBetAmount: 0,
    winAmount: 0, profitAndLoss: 0,
  };

  it('keeps amounts in minor units and the vendor name from the menu', () => {
    const row = toBetRow({ ...base, numero: '20261124-088', betContent: 'Big', status: 'PENDING', cancellable: true }, new Map([['KENO', 'Keno Live']]));
    expect(row).toMatchObject({ bet: 1250, vendorName: 'Keno Live', settled: false, status: 'PENDING', cancellable: true, numero: '20261124-088' });
  });

  it('reads a lost settled bet as a negative profit', () => {
    const row = toBetRow({ ...base, gameCategory: 'RNG', transTimeInTimestamp: 20, validBetAmount: 12.5, profitAndLoss: -12.5 });
    expect(row).toMatchObject({ settled: true, settledMs: 20, validBet: 1250, profitLoss: -1250, vendorName: 'KENO' });
  });
});

describe('cancelErrorKey', () => {
  it('maps each refusal of the contract to what to do next', () => {
    const refusal = (message: string) => new ApiError('server', message, { code: message });
    expect(cancelErrorKey(refusal('elott.order.already.settled'))).toBe('bets_cancel_err_settled');
    expect(cancelErrorKey(refusal('elott.order.draw.closed'))).toBe('bets_cancel_err_draw_closed');
    expect(cancelErrorKey(refusal('elott.order.not.cancellable'))).toBe('bets_cancel_err_not_cancellable');
    expect(cancelErrorKey(refusal('elott.order.not.found'))).toBe('bets_cancel_err_not_found');
    expect(cancelErrorKey(new ApiError('network', 'network_link_abnormal'))).toBe('bets_cancel_err_network');
    expect(cancelErrorKey(refusal('something.else'))).toBe('bets_cancel_err_other');
    expect(cancelErrorKey(new Error('boom'))).toBe('bets_cancel_err_other');
  });
});
