// Generated from schemas/api/openapi.yaml by `node scripts/api-check.mjs --write`. Do not edit.

/** Bits of `transport`: x-token, x-encrypt, x-envelope false, x-body form; x-gateway-version is `flags >> 4`. */
export const TOKEN = 1;
export const ENCRYPT = 2;
export const NO_ENVELOPE = 4;
export const FORM_BODY = 8;

/** The usual operation: needs a token, plain, enveloped JSON. */
const USUAL = TOKEN;

/** Operations that differ from the usual one, keyed by `METHOD /path`: their flags XOR `USUAL`. */
const transport: Readonly<Record<string, number>> = {
  "GET /wps/session/key/rsa": 5,
  "POST /wps/session/login": 3,
  "POST /wps/session/login/freeplay": 49,
  "GET /wps/captcha": 1,
  "GET /wps/captcha/slider": 1,
  "PUT /wps/member/register": 3,
  "PUT /wps/member/register/mobile": 3,
  "POST /wps/member/password/verification": 3,
  "POST /wps/member/password/email": 9,
  "POST /wps/member/password": 2,
  "POST /wps/verification/sms/noLogin": 1,
  "POST /wps/verification/sms/register": 1,
  "GET /wps/system/status": 1,
  "GET /wps/system/domainRoute": 1,
  "GET /wps/system/whitelabel": 1,
  "GET /wps/system/setting/register": 1,
  "GET /wps/system/helpCenter": 1,
  "GET /wps/agent/affiliate": 1,
  "PUT /wps/feedback": 1,
  "GET /wps/relay/GCSGAME_newGameVendor": 1,
  "GET /wps/relay/GCSGAME_gameList": 1,
  "GET /wps/relay/GCSGAME_hotGamesV2": 1,
  "GET /wps/relay/GCS_gameTrialLaunch": 1,
  "GET /wps/relay/ODSFE2_getWinnerBoard": 1,
  "GET /wps/relay/VIS_getJackpot": 1,
  "GET /lgw/games/game_menus": 1,
  "GET /lgw/games/popular": 1,
  "GET /lgw/vn/games/game_menu": 1,
  "GET /lgw/vn/numeros/opened/game": 1,
  "GET /wps/relay/MCSFE_getListAnnouncements": 1,
  "GET /wps/relay/CCSFE_getLiveChatModelList": 1,
  "GET /wps/relay/CCSFE_launchChat": 1,
  "GET /wps/relay/PROMOFE_getReferralPromo": 1,
  "PUT /wps/agent/transferUpline": 2,
  "POST /wps/member/bankCard": 2,
  "POST /wps/member/bankCard/delete": 2,
  "POST /wps/v2/transaction/withdraw": 2,
  "PUT /wps/member/securityQuestions": 2,
  "PUT /wps/member/paymentPassword": 2,
  "POST /wps/member/paymentPassword": 2,
  "POST /wps/agent/downline": 2,
  "PUT /wps/agent/transferDownline": 2,
  "GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory": 1,
  "GET /wps/relay/PROMOFE_getPromotionList": 1,
  "GET /wps/relay/PROMOFE_getPromotionDetail": 1,
  "GET /wps/relay/MCSFE_getPointReward": 1,
  "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward": 2,
  "GET /wps/relay/MCSFE_getPointConfig": 1,
  "POST /wps/relay/passwordCheck/MCSFE_convertPoint": 2,
  "GET /wps/relay/PROMOFE_getReferralProgramme": 1,
  "GET /wps/feedback/setting": 1,
  "GET /wps/relay/CBS_modelList": 1,
  "GET /wps/relay/GCSGAME_getMiniGames": 1,
  "GET /wps/relay/ODSFE2_getBiggestWins": 1,
  "POST /wps/relay/MCSFE_requestSelfExclusion": 2,
};

/** The flags of an operation, keyed by `METHOD /path`. */
export function transportFlags(key: string): number {
  return (transport[key] ?? 0) ^ USUAL;
}

/** Every operation the table lists (for the test that keeps it in step with the contract). */
export const listedOperations: readonly string[] = Object.keys(transport);
