import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../src/merchant/types.ts';

/** What the sandbox serves per brand: the parts of merchant config that stand for server-side settings. */
export interface SandboxMerchant {
  code: string;
  whitelabel: Record<WhitelabelFlag, boolean>;
  referralPromo: boolean;
  /** One wallet (GCS_merchantWallet isSingle 1): no game wallets to transfer between. */
  singleWallet: boolean;
  /** Registration rules served by status and setting/register: the merchant's `registerRules`, else built-in ones. */
  register: Record<string, RegisterRule>;
  currency: { code: string; symbol: string };
  customerService: string;
}

export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  patternId?: string | number;
  acceptedPattern: string;
}

type Json = Record<string, unknown>;

const BUILT_IN: SandboxMerchant = {
  code: 'luckystar',
  whitelabel: {
    CHNGPASSVERIF3: false,
    USERNAMEREG3: true,
    MOBILEVERCODELOGIN3: false,
    DIRECTREG3: true,
    MOBILENUMREG3: false,
    REGMOBVERF3: false,
    MOBILENUMPASSREG3: false,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    AGENTPOLICY3: true,
    GOOGLELOGIN3: false,
    FACEBOOKLOGIN3: false,
    THIRDPARTYPHONE3: false,
    ...(Object.fromEntries(WHITELABEL_FLAGS.slice(WHITELABEL_FLAGS.indexOf('THIRDPARTYPHONE3') + 1).map((flag) => [flag, !['CREDITMAR3', 'WDRAWNOPASSVERIF3', 'MANPLAYREB3'].includes(flag)])) as Partial<Record<WhitelabelFlag, boolean>>),
  } as Record<WhitelabelFlag, boolean>,
  referralPromo: true,
  singleWallet: false,
  register: {
    username: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: '1', acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' },
    password: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: '4', acceptedPattern: '^[A-Za-z0-9!@#$%^&*]+$' },
    confirmPassword: { enabled: true, required: true, minLength: 6, maxLength: 12, patternId: '4', acceptedPattern: '*' },
    mobileNum: { enabled: true, required: false, minLength: 9, maxLength: 11, patternId: '6', acceptedPattern: '^[0-9]+$' },
    email: { enabled: true, required: false, minLength: 5, maxLength: 50, acceptedPattern: '*' },
    payeeName: { enabled: false, required: false, acceptedPattern: '*' },
    referralCode: { enabled: true, required: false, maxLength: 20, acceptedPattern: '*' },
    captcha: { enabled: false, required: false, acceptedPattern: '*' },
  },
  currency: { code: 'PHP', symbol: '₱' },
  customerService: 'https://example.com/support',
};

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge, arrays and scalars replace: the merchant config rule. */
function merge(base: Json, over: Json): Json {
  const out: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isObject(value) && isObject(current) ? merge(current, value) : value;
  }
  return out;
}

let brands = new Map<string, SandboxMerchant>();
let defaultCode = BUILT_IN.code;

function toSandbox(config: Json): SandboxMerchant {
  const rules = isObject(config.registerRules) ? config.registerRules : isObject(config.register) ? config.register : undefined;
  const { register: _builtInRules, ...builtIn } = BUILT_IN;
  const merged = merge(builtIn as unknown as Json, {
    register: rules ?? BUILT_IN.register,
    ...(typeof config.code === 'string' ? { code: config.code } : {}),
    ...(isObject(config.whitelabel) ? { whitelabel: config.whitelabel } : {}),
    ...(typeof config.referralPromo === 'boolean' ? { referralPromo: config.referralPromo } : {}),
    ...(isObject(config.wallet) && typeof config.wallet.single === 'boolean' ? { singleWallet: config.wallet.single } : {}),
    ...(isObject(config.currency) ? { currency: config.currency } : {}),
    ...(isObject(config.customerService) && typeof config.customerService.href === 'string'
      ? { customerService: config.customerService.href }
      : {}),
  });
  return merged as unknown as SandboxMerchant;
}

/**
 * Loads brands from config: `defaults` is `merchants/_defaults.json`, `configs` the `merchant.json` files.
 * The first brand (or the one `_defaults.json` names as default) answers requests with an unknown Merchant header.
 */
export function registerMerchants(defaults: unknown, configs: unknown[]): void {
  const base = isObject(defaults) ? defaults : {};
  const next = new Map<string, SandboxMerchant>();
  for (const config of configs) {
    if (!isObject(config)) continue;
    const merchant = toSandbox(merge(base, config));
    next.set(merchant.code, merchant);
  }
  if (next.size === 0) return;
  brands = next;
  const preferred = typeof base.defaultMerchant === 'string' ? base.defaultMerchant : undefined;
  defaultCode = preferred && next.has(preferred) ? preferred : (next.keys().next().value ?? BUILT_IN.code);
}

/** The brand for a `Merchant` header value; unknown codes get the default brand's settings under their own code. */
export function merchantFor(code: string): SandboxMerchant {
  const known = brands.get(code);
  if (known) return known;
  const fallback = brands.get(defaultCode) ?? BUILT_IN;
  return { ...fallback, code };
}

export function merchantCodes(): string[] {
  return brands.size ? [...brands.keys()] : [BUILT_IN.code];
}
