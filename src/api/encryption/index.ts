export type { EncryptionStrategy, EncryptedRequest } from './types';
export { createWebCryptoStrategy } from './webcrypto';
export { createPlatformStrategy, platformRsaEncrypt, randomKey } from './platform';
