export { api, client, configureApi } from './client';
export type { ApiConfig, ApiValue, EncryptionSetting } from './client';
export { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './envelope';
export type { ApiErrorKind } from './envelope';
export { session } from './session';
export type { EncryptionStrategy, EncryptedRequest } from './encryption/types';
export type { paths, components, operations as contractOperations } from './schema.gen';
