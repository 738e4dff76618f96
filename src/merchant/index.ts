export type * from './types';
export { WHITELABEL_FLAGS, SECTION_IDS } from './types';
export { allMerchants, getMerchant, defaultMerchantCode } from './registry';
export { pickMerchantCode, normalizeHostname, MERCHANT_QUERY_PARAM, type ResolveInput } from './resolve';
export { MerchantProvider, useMerchant, useThemeMode, type MerchantProviderProps } from './context';
export {
  applyTheme,
  applyBrandHead,
  themeVars,
  themeCssText,
  cssVarName,
  readStoredMode,
  storeMode,
  initialMode,
  THEME_MODE_KEY,
} from './theme';
export { mergeConfig, buildMerchant, resolveAssetPath } from './merge';
