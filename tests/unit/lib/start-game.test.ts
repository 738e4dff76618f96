import { describe, expect, it } from 'vitest';
import { routeGameLaunch, type LaunchContext, type LaunchGame } from '@/lib/start-game';

const slot: LaunchGame = { nodeId: 1, gameCode: 'PG_0001', gameType: 'RNG', vassalage: 'PG', isGame: '1', name: 'Lucky Tiger', supportPlay: 1 };
const freeSlot: LaunchGame = { ...slot, nodeId: 2, supportPlay: 0 };
const member: LaunchContext = { role: 'member', freePlayEnabled: true, gameListCentre: ['RNG', 'HOT', 'BINGO'] };

describe('routeGameLaunch', () => {
  it('opens the sign-in popup for a visitor starting a real game', () => {
    expect(routeGameLaunch(slot, { ...member, role: 'anonymous' })).toEqual({ kind: 'sign-in' });
  });

  it('lets a visitor free-trial a supportPlay 0 game through the trial launch', () => {
    expect(routeGameLaunch(freeSlot, { ...member, role: 'anonymous', freeTrial: true })).toEqual({ kind: 'start', accountType: 0, trialRelay: true });
  });

  it('asks a visitor to sign in for a free trial when the brand has free play off', () => {
    expect(routeGameLaunch(freeSlot, { ...member, role: 'anonymous', freeTrial: true, freePlayEnabled: false })).toEqual({ kind: 'sign-in' });
  });

  it('tells a trial account a real account is needed for a real game', () => {
    expect(routeGameLaunch(slot, { ...member, role: 'trial' })).toEqual({ kind: 'need-real-account' });
    expect(routeGameLaunch(slot, { ...member, role: 'trial', freeTrial: true })).toEqual({ kind: 'need-real-account' });
  });

  it('lets a trial account free-trial a supportPlay 0 game in free play', () => {
    expect(routeGameLaunch(freeSlot, { ...member, role: 'trial', freeTrial: true })).toEqual({ kind: 'start', accountType: 0, trialRelay: false });
  });

  it('sends TCG_LOTTO_VN games to /vnLottery', () => {
    expect(routeGameLaunch({ ...slot, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, member)).toEqual({ kind: 'navigate', to: '/vnLottery' });
  });

  it('sends TCG_SEA games to /seaLottery', () => {
    expect(routeGameLaunch({ ...slot, vassalage: 'TCG_SEA', gameType: 'LOTT' }, member)).toEqual({ kind: 'navigate', to: '/seaLottery' });
  });

  it('sends LOTT and ELOTT games to /lottery with their game code', () => {
    expect(routeGameLaunch({ ...slot, vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'LOTT_0003' }, member))
      .toEqual({ kind: 'navigate', to: '/lottery?gameCode=LOTT_0003' });
    expect(routeGameLaunch({ ...slot, vassalage: 'ELOTT', gameType: 'ELOTT', gameCode: 'E 7' }, member))
      .toEqual({ kind: 'navigate', to: '/lottery?gameCode=E%207' });
  });

  it('sends FB to /fbSports', () => {
    expect(routeGameLaunch({ ...slot, vassalage: 'FB', gameType: 'SPORTS' }, member)).toEqual({ kind: 'navigate', to: '/fbSports' });
  });

  it('carries the sports tab\'s view to the FB page and to a book started in place', () => {
    const sports = { ...slot, gameType: 'SPORTS' };
    expect(routeGameLaunch({ ...sports, vassalage: 'FB' }, { ...member, view: 'today' })).toEqual({ kind: 'navigate', to: '/fbSports?view=today' });
    expect(routeGameLaunch({ ...sports, vassalage: 'SABA' }, { ...member, view: 'rolling' }))
      .toEqual({ kind: 'start', accountType: 1, trialRelay: false, view: 'rolling' });
    expect(routeGameLaunch({ ...slot, vassalage: 'TCG_SEA', gameType: 'LOTT' }, { ...member, view: 'today' })).toEqual({ kind: 'navigate', to: '/seaLottery' });
  });

  it('sends a game-list-centre vendor lobby to its category route with a vassalage query', () => {
    expect(routeGameLaunch({ ...slot, isGame: 'VASSALAGE', vassalage: 'PG' }, member)).toEqual({ kind: 'navigate', to: '/rng?vassalage=PG' });
  });

  it('opens the popup game list for another vendor lobby', () => {
    expect(routeGameLaunch({ ...slot, isGame: 'VASSALAGE', vassalage: 'EVO', gameType: 'LIVE', name: 'Evolution Lobby' }, member))
      .toEqual({ kind: 'game-list-popup', vassalage: 'EVO', gameType: 'LIVE', title: 'Evolution Lobby' });
  });

  it('starts other games in place for real, or in free play from the Free trial button', () => {
    expect(routeGameLaunch(slot, member)).toEqual({ kind: 'start', accountType: 1, trialRelay: false });
    expect(routeGameLaunch(freeSlot, { ...member, role: 'agent', freeTrial: true })).toEqual({ kind: 'start', accountType: 0, trialRelay: false });
    expect(routeGameLaunch(slot, { ...member, freeTrial: true })).toEqual({ kind: 'start', accountType: 1, trialRelay: false });
  });
});
