import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { operations as generatedOperations } from '@/api/operations.gen';

interface Operation {
  operationId?: string;
  'x-module'?: unknown;
  'x-token'?: unknown;
  'x-encrypt'?: unknown;
  'x-envelope'?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  anyOf?: Schema[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
}

const doc = parse(readFileSync(resolve('schemas/api/openapi.yaml'), 'utf8')) as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const all = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, path, op: item[m]! })),
);
const byKey = new Map(all.map((o) => [o.key, o.op]));

/** SPEC.md §7, one entry per line, with the contract operations that implement it. */
const SPEC_CALLS: { spec: string; calls: string[]; token?: false }[] = [
  // No token, encrypted
  { spec: 'login: POST, /wps/session/login', calls: ['POST /wps/session/login'], token: false },
  { spec: 'register: /wps/member/register (PUT); /wps/member/register/mobile (PUT)', calls: ['PUT /wps/member/register', 'PUT /wps/member/register/mobile'], token: false },
  { spec: 'password by phone: POST, /wps/member/password/verification', calls: ['POST /wps/member/password/verification'], token: false },
  // No token
  { spec: 'sms code for login: POST, /wps/verification/sms/noLogin', calls: ['POST /wps/verification/sms/noLogin'], token: false },
  { spec: 'sms for registration: POST, /wps/verification/sms/register', calls: ['POST /wps/verification/sms/register'], token: false },
  { spec: 'GET /wps/system/whitelabel', calls: ['GET /wps/system/whitelabel'], token: false },
  { spec: 'GET /wps/system/setting/register', calls: ['GET /wps/system/setting/register'], token: false },
  { spec: 'GET /wps/captcha', calls: ['GET /wps/captcha'], token: false },
  { spec: 'GET /wps/agent/affiliate', calls: ['GET /wps/agent/affiliate'], token: false },
  { spec: 'forgot password: POST form, /wps/member/password/email', calls: ['POST /wps/member/password/email'], token: false },
  { spec: 'free play login: POST, /wps/session/login/freeplay', calls: ['POST /wps/session/login/freeplay'], token: false },
  { spec: 'GET /wps/system/status', calls: ['GET /wps/system/status'], token: false },
  { spec: 'GET /wps/system/domainRoute', calls: ['GET /wps/system/domainRoute'], token: false },
  { spec: 'GET /wps/system/helpCenter', calls: ['GET /wps/system/helpCenter'], token: false },
  { spec: 'PUT /wps/feedback', calls: ['PUT /wps/feedback'], token: false },
  { spec: 'GET /lgw/games/game_menus', calls: ['GET /lgw/games/game_menus'], token: false },
  { spec: 'GET /lgw/vn/games/game_menu', calls: ['GET /lgw/vn/games/game_menu'], token: false },
  { spec: 'GET /lgw/games/popular', calls: ['GET /lgw/games/popular'], token: false },
  { spec: 'GET /lgw/vn/numeros/opened/game', calls: ['GET /lgw/vn/numeros/opened/game'], token: false },
  { spec: 'permission: GET, current host in the query (PLATFORM: the system status call)', calls: ['GET /wps/system/status'], token: false },
  { spec: "notice: GET, types 'B,PL,PU,PR,H' or 'B,PL,PU,PR', platform 'W'", calls: ['GET /wps/relay/MCSFE_getListAnnouncements'], token: false },
  {
    spec: 'relay calls for hot games, announcements, winner board and live chat model list, and launch chat',
    calls: [
      'GET /wps/relay/GCSGAME_hotGamesV2',
      'GET /wps/relay/MCSFE_getListAnnouncements',
      'GET /wps/relay/ODSFE2_getWinnerBoard',
      'GET /wps/relay/CCSFE_getLiveChatModelList',
      'GET /wps/relay/CCSFE_launchChat',
    ],
    token: false,
  },
  { spec: 'winner board: GET, gameCategory ALL, language, limitNum 20', calls: ['GET /wps/relay/ODSFE2_getWinnerBoard'], token: false },
  // Token required
  { spec: 'GET /wps/member/info', calls: ['GET /wps/member/info'] },
  { spec: 'POST /wps/member/password; encrypted', calls: ['POST /wps/member/password'] },
  { spec: '/wps/member/info/icon', calls: ['GET /wps/member/info/icon'] },
  { spec: 'GET /wps/v2/wallets/balance', calls: ['GET /wps/v2/wallets/balance'] },
  { spec: 'DELETE /wps/session/logout', calls: ['DELETE /wps/session/logout'] },
  { spec: 'POST wallet transfer', calls: ['POST /wps/relay/GCS_walletTransfer'] },
  { spec: 'game list: GET, clientType 3, pageNo, pageSize, gameType', calls: ['GET /wps/relay/GCSGAME_gameList'] },
  { spec: 'vendor and game type, game vendor (cached)', calls: ['GET /wps/relay/GCSGAME_newGameVendor'] },
  {
    spec: 'favourites: get, list, add (POST), remove (DELETE)',
    calls: [
      'GET /wps/relay/MCSFE_getFavoriteGames',
      'GET /wps/relay/MCSFE_getFavoriteGamesList',
      'POST /wps/relay/MCSFE_addFavoriteGameV2',
      'DELETE /wps/relay/MCSFE_removeFavoriteGameV2',
    ],
  },
  { spec: 'recent games, rooms', calls: ['GET /wps/relay/GCS_recentGame', 'GET /wps/relay/GCS_getRoomList'] },
  { spec: 'launch game: /wps/game/launchGame (GET with data)', calls: ['GET /wps/game/launchGame'] },
  { spec: 'lobby launch for lottery with lottoArea VN, launchMode LOTT', calls: ['GET /wps/game/launchGame'] },
  { spec: 'lottery recent: /lgw/vn/games/game_menu/recent', calls: ['GET /lgw/vn/games/game_menu/recent'] },
  { spec: 'GET menu and game (lottery games; query prizeMode)', calls: ['GET /lgw/games/menu_and_games'] },
  {
    spec: 'Vietnam lottery menus, mission summary, mission leaderboard (GET)',
    calls: ['GET /lgw/vn/games/game_menu', 'GET /lgw/vn/mission/summary', 'GET /lgw/vn/mission/leaderboard'],
  },
  { spec: 'hot list: GET, merchantCode, isPlatform 2, platform, language; cached', calls: ['GET /wps/relay/GCSGAME_hotGamesV2'] },
  { spec: 'FB game launch (GET)', calls: ['GET /wps/relay/GCSGAME_launchFbGame'] },
  {
    spec: 'sign-up promotion join (POST) and reward request (POST); raffle promotion claim (POST)',
    calls: ['POST /wps/relay/MCSFE_signUpPromotionJoin', 'POST /wps/relay/MCSFE_signUpRequestReward', 'POST /wps/relay/MCSFE_claimRafflePromotion', 'GET /wps/relay/MCSFE_getRafflePromotionStatus'],
  },
  { spec: 'consolidated funds: /wps/member/info/funds/consolidated', calls: ['GET /wps/member/info/funds/consolidated'] },
  {
    spec: 'dividend, daily salary, hour salary (GET) and real-time salary (POST) contract processing',
    calls: [
      'GET /wps/relay/MCSFE_processContractDividend',
      'GET /wps/relay/MCSFE_processDailySalaryContract',
      'GET /wps/relay/MCSFE_processContractHourSalary',
      'POST /wps/relay/MCSFE_processRealTimeSalaryContract',
    ],
  },
  { spec: 'merchant wallet (GET, cached in the session)', calls: ['GET /wps/relay/GCS_merchantWallet'] },
  { spec: 'unread message count', calls: ['GET /wps/relay/EMFE_getInboxUnreadCount'] },
  {
    spec: 'points: balance, reward, redeem and convert (encrypted, with a password check), list, config',
    calls: [
      'GET /wps/relay/MCSFE_getPointBalance',
      'GET /wps/relay/MCSFE_getPointReward',
      'POST /wps/relay/passwordCheck/MCSFE_redeemPointReward',
      'POST /wps/relay/passwordCheck/MCSFE_convertPoint',
      'GET /wps/relay/MCSFE_getRedeemPointList',
      'GET /wps/relay/MCSFE_getPointConfig',
    ],
  },
  { spec: 'member transaction detail', calls: ['GET /wps/relay/ODSFE2_MemTransDet'] },
  { spec: 'country codes', calls: ['GET /wps/relay/WPSCORE_getCountryCodeList'] },
];

/** SPEC §7's encrypted calls: login, register, register/mobile, member/password, password/verification, passwordCheck relays. */
const SPEC_ENCRYPTED = [
  'POST /wps/session/login',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
  'POST /wps/member/password',
  'POST /wps/member/password/verification',
];

/** Calls PLATFORM-MEMBER.md marks encrypted (withdraw, card binding, fund password, transfers): one line each. */
const MEMBER_ENCRYPTED: string[] = [
  'POST /wps/v2/transaction/withdraw',
  'POST /wps/member/bankCard',
  'POST /wps/member/bankCard/delete',
  'PUT /wps/member/paymentPassword',
  'POST /wps/member/paymentPassword',
  'PUT /wps/member/securityQuestions',
  'PUT /wps/agent/transferUpline',
  'POST /wps/agent/downline',
  'PUT /wps/agent/transferDownline',
];

/** Designed calls (no platform trace) that carry the login password, encrypted as the platform's password calls are. */
const DESIGNED_ENCRYPTED: string[] = ['POST /wps/relay/MCSFE_requestSelfExclusion'];

function resolveRef(schema: Schema | undefined): Schema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name ? doc.components.schemas[name] : schema;
}

describe('API contract', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('gives every operation a unique camelCase operationId and the platform metadata', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const { key, op } of all) {
      if (!op.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(op.operationId)) problems.push(`${key}: operationId`);
      else if (ids.has(op.operationId)) problems.push(`${key}: duplicate operationId ${op.operationId}`);
      else ids.add(op.operationId);
      if (typeof op['x-module'] !== 'string' || op['x-module'] === '') problems.push(`${key}: x-module`);
      if (typeof op['x-token'] !== 'boolean') problems.push(`${key}: x-token`);
      if (typeof op['x-encrypt'] !== 'boolean') problems.push(`${key}: x-encrypt`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps every path on the same origin under /wps or /lgw', () => {
    expect(all.filter(({ path }) => !/^\/(wps|lgw)\//.test(path)).map((o) => o.key)).toEqual([]);
  });

  it('answers every operation with the envelope whose value has a named schema', () => {
    const problems: string[] = [];
    for (const { key, path, op } of all) {
      const ok = op.responses?.['200']?.content;
      if (op['x-envelope'] === false) {
        if (!ok?.['text/plain']?.schema) problems.push(`${key}: plain-text answer without schema`);
        continue;
      }
      const union = ok?.['application/json']?.schema;
      const branches = union?.oneOf ?? union?.anyOf ?? [];
      const envelope = branches.find((b) => b.properties?.success && b.properties.value);
      const valueRef = envelope?.properties?.value?.$ref;
      if (!envelope || !envelope.required?.includes('value') || !valueRef) problems.push(`${key}: no envelope with a value $ref`);
      else if (!resolveRef({ $ref: valueRef })) problems.push(`${key}: ${valueRef} is missing`);
      if (!branches.some((b) => b.$ref === '#/components/schemas/ErrorEnvelope')) problems.push(`${key}: no ErrorEnvelope branch`);
      if (path.startsWith('/lgw/') && !branches.some((b) => b.$ref === valueRef)) problems.push(`${key}: no bare-value branch`);
    }
    expect(problems).toEqual([]);
  });

  it('describes failures with the shared ErrorEnvelope (success false, message, optional errorCode)', () => {
    const error = doc.components.schemas.ErrorEnvelope!;
    expect(error.required).toEqual(['success']);
    expect(error.properties?.success).toMatchObject({ const: false });
    expect(Object.keys(error.properties ?? {})).toEqual(expect.arrayContaining(['message', 'errorCode']));
  });

  it('covers every call of SPEC §7', () => {
    const missing = SPEC_CALLS.flatMap(({ spec, calls }) => calls.filter((c) => !byKey.has(c)).map((c) => `${spec} → ${c}`));
    expect(missing).toEqual([]);
  });

  it('needs no token for the calls SPEC lists as token-free', () => {
    const tokened = SPEC_CALLS.filter((e) => e.token === false).flatMap((e) => e.calls.filter((c) => byKey.get(c)?.['x-token'] !== false));
    expect(tokened).toEqual([]);
  });

  it('names relay calls /wps/relay/(passwordCheck/)?{SERVICE}_{operation}', () => {
    const relays = all.filter(({ path }) => path.startsWith('/wps/relay/'));
    expect(relays.length).toBeGreaterThan(20);
    expect(relays.filter(({ path }) => !/^\/wps\/relay\/(passwordCheck\/)?[A-Z0-9]+_[A-Za-z0-9]+$/.test(path)).map((o) => o.key)).toEqual([]);
  });

  it('encrypts exactly the calls SPEC encrypts', () => {
    const passwordCheck = all.filter(({ path }) => path.startsWith('/wps/relay/passwordCheck/')).map((o) => o.key);
    expect(passwordCheck.length).toBeGreaterThan(0);
    const encrypted = all.filter(({ op }) => op['x-encrypt'] === true).map((o) => o.key);
    expect(encrypted.toSorted()).toEqual([...SPEC_ENCRYPTED, ...MEMBER_ENCRYPTED, ...DESIGNED_ENCRYPTED, ...passwordCheck].toSorted());
  });

  it('has the generated operation map in step with the contract', () => {
    const fromContract = Object.fromEntries(
      all.map(({ key, op }) => [key, { operationId: op.operationId, module: op['x-module'], token: op['x-token'], encrypt: op['x-encrypt'] }]),
    );
    const generated = Object.fromEntries(
      Object.entries(generatedOperations).map(([key, m]) => [key, { operationId: m.operationId, module: m.module, token: m.token, encrypt: m.encrypt }]),
    );
    expect(generated).toEqual(fromContract);
  });
});
