// Generated from schemas/api/openapi.yaml by `node scripts/api-check.mjs --write`. Do not edit.

/** Platform metadata of one operation (x-module, x-token, x-encrypt, x-envelope, x-body, x-gateway-version). */
export interface OperationMeta {
  operationId: string;
  module: string;
  token: boolean;
  encrypt: boolean;
  envelope: boolean;
  body?: 'form';
  gatewayVersion?: number;
}

/** Every contract operation keyed by `METHOD /path` (the path template as in the contract). */
export const operations: Readonly<Record<string, OperationMeta>> = {
  "GET /wps/session/key/rsa": { operationId: "getRsaKey", module: "session", token: false, encrypt: false, envelope: false },
  "POST /wps/session/login": { operationId: "login", module: "session", token: false, encrypt: true, envelope: true },
  "POST /wps/session/login/freeplay": { operationId: "loginFreePlay", module: "session", token: false, encrypt: false, envelope: true, gatewayVersion: 3 },
  "DELETE /wps/session/logout": { operationId: "logout", module: "session", token: true, encrypt: false, envelope: true },
  "GET /wps/captcha": { operationId: "getCaptcha", module: "session", token: false, encrypt: false, envelope: true },
  "GET /wps/captcha/slider": { operationId: "getSliderChallenge", module: "session", token: false, encrypt: false, envelope: true },
  "PUT /wps/member/register": { operationId: "register", module: "member", token: false, encrypt: true, envelope: true },
  "PUT /wps/member/register/mobile": { operationId: "registerMobile", module: "member", token: false, encrypt: true, envelope: true },
  "POST /wps/member/password/verification": { operationId: "resetPasswordByPhone", module: "member", token: false, encrypt: true, envelope: true },
  "POST /wps/member/password/email": { operationId: "forgotPasswordByEmail", module: "member", token: false, encrypt: false, envelope: true, body: "form" },
  "GET /wps/member/info": { operationId: "getMemberInfo", module: "member", token: true, encrypt: false, envelope: true },
  "POST /wps/member/password": { operationId: "changePassword", module: "member", token: true, encrypt: true, envelope: true },
  "GET /wps/member/info/icon": { operationId: "getMemberIcon", module: "member", token: true, encrypt: false, envelope: true },
  "GET /wps/member/info/funds/consolidated": { operationId: "getConsolidatedFunds", module: "agent", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getMemberTransactionDetail": { operationId: "getTransactionDetail", module: "member", token: true, encrypt: false, envelope: true },
  "POST /wps/verification/sms/noLogin": { operationId: "sendLoginSms", module: "session", token: false, encrypt: false, envelope: true },
  "POST /wps/verification/sms/register": { operationId: "sendRegisterSms", module: "member", token: false, encrypt: false, envelope: true },
  "GET /wps/system/status": { operationId: "getSystemStatus", module: "system", token: false, encrypt: false, envelope: true },
  "GET /wps/system/domainRoute": { operationId: "getDomainRoute", module: "system", token: false, encrypt: false, envelope: true },
  "GET /wps/system/whitelabel": { operationId: "getWhitelabel", module: "system", token: false, encrypt: false, envelope: true },
  "GET /wps/system/setting/register": { operationId: "getRegisterSettings", module: "system", token: false, encrypt: false, envelope: true },
  "GET /wps/system/helpCenter": { operationId: "getHelpCenter", module: "help", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/WPSCORE_getCountryCodeList": { operationId: "getCountryCodes", module: "system", token: true, encrypt: false, envelope: true },
  "GET /wps/agent/affiliate": { operationId: "getAffiliate", module: "agent", token: false, encrypt: false, envelope: true },
  "PUT /wps/feedback": { operationId: "submitFeedback", module: "feedback", token: false, encrypt: false, envelope: true },
  "GET /wps/v2/wallets/balance": { operationId: "getWalletBalance", module: "wallet", token: true, encrypt: false, envelope: true },
  "POST /wps/v2/wallets/transfer": { operationId: "transferWallet", module: "wallet", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/WPSCORE_getMerchantWallet": { operationId: "getMerchantWallet", module: "wallet", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/EMFE_getInboxUnreadCount": { operationId: "getUnreadCount", module: "message", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/GCSGAME_newGameVendor": { operationId: "getGameVendors", module: "game", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/GCSGAME_gameList": { operationId: "getGameList", module: "game", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/GCSGAME_hotGamesV2": { operationId: "getHotGames", module: "game", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getFavoriteGames": { operationId: "getFavoriteGameIds", module: "game", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getFavoriteGamesList": { operationId: "getFavoriteGameList", module: "game", token: true, encrypt: false, envelope: true },
  "POST /wps/relay/MCSFE_addFavoriteGameV2": { operationId: "addFavoriteGame", module: "game", token: true, encrypt: false, envelope: true },
  "DELETE /wps/relay/MCSFE_removeFavoriteGameV2": { operationId: "removeFavoriteGame", module: "game", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/GCS_recentGame": { operationId: "getRecentGames", module: "game", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/GCS_getRoomList": { operationId: "getGameRooms", module: "game", token: true, encrypt: false, envelope: true },
  "GET /wps/game/launchGame": { operationId: "launchGame", module: "game", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/GCS_gameTrialLaunch": { operationId: "launchTrialGame", module: "game", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/GCSGAME_launchFbGame": { operationId: "launchFbGame", module: "game", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/ODSFE2_getWinnerBoard": { operationId: "getWinnerBoard", module: "game", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/VIS_getJackpot": { operationId: "getJackpot", module: "game", token: false, encrypt: false, envelope: true },
  "GET /lgw/games/game_menus": { operationId: "getLotteryGameMenus", module: "lottery", token: false, encrypt: false, envelope: true },
  "GET /lgw/games/menu_and_games": { operationId: "getLotteryMenuAndGames", module: "lottery", token: true, encrypt: false, envelope: true },
  "GET /lgw/games/popular": { operationId: "getPopularLotteryGames", module: "lottery", token: false, encrypt: false, envelope: true },
  "GET /lgw/vn/games/game_menu": { operationId: "getVnLotteryGameMenu", module: "lottery", token: false, encrypt: false, envelope: true },
  "GET /lgw/vn/games/game_menu/recent": { operationId: "getVnLotteryRecent", module: "lottery", token: true, encrypt: false, envelope: true },
  "GET /lgw/vn/numeros/opened/game": { operationId: "getVnOpenedGames", module: "lottery", token: false, encrypt: false, envelope: true },
  "GET /lgw/vn/mission/summary": { operationId: "getVnMissionSummary", module: "lottery", token: true, encrypt: false, envelope: true },
  "GET /lgw/vn/mission/leaderboard": { operationId: "getVnMissionLeaderboard", module: "lottery", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getListAnnouncements": { operationId: "getAnnouncements", module: "notice", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/CCSFE_getLiveChatModelList": { operationId: "getLiveChatModels", module: "chat", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/CCSFE_launchChat": { operationId: "launchChat", module: "chat", token: false, encrypt: false, envelope: true },
  "GET /wps/relay/PROMOFE_getReferralPromo": { operationId: "getReferralPromo", module: "promotion", token: false, encrypt: false, envelope: true },
  "POST /wps/relay/PROMOFE_joinSignUpPromo": { operationId: "joinSignUpPromotion", module: "promotion", token: true, encrypt: false, envelope: true },
  "POST /wps/relay/PROMOFE_requestSignUpReward": { operationId: "requestSignUpReward", module: "promotion", token: true, encrypt: false, envelope: true },
  "POST /wps/relay/PROMOFE_claimRafflePromo": { operationId: "claimRafflePromotion", module: "promotion", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getDividendContract": { operationId: "getDividendContract", module: "agent", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getDailySalaryContract": { operationId: "getDailySalaryContract", module: "agent", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getHourSalaryContract": { operationId: "getHourSalaryContract", module: "agent", token: true, encrypt: false, envelope: true },
  "POST /wps/relay/MCSFE_processRealTimeSalaryContract": { operationId: "processRealTimeSalaryContract", module: "agent", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getPointsBalance": { operationId: "getPointsBalance", module: "points", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getPointRewardList": { operationId: "getPointRewards", module: "points", token: true, encrypt: false, envelope: true },
  "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward": { operationId: "redeemPointReward", module: "points", token: true, encrypt: true, envelope: true },
  "POST /wps/relay/passwordCheck/MCSFE_convertPoints": { operationId: "convertPoints", module: "points", token: true, encrypt: true, envelope: true },
  "GET /wps/relay/MCSFE_getPointsRecordList": { operationId: "getPointsRecords", module: "points", token: true, encrypt: false, envelope: true },
  "GET /wps/relay/MCSFE_getPointsConfig": { operationId: "getPointsConfig", module: "points", token: true, encrypt: false, envelope: true },
};
